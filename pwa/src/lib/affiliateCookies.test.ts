// @vitest-environment jsdom
// jsdom: the test spies on Document.prototype's cookie setter, which happy-dom does not define there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAffiliateReferral } from './affiliateCookies';

function clearCookies() {
  for (const name of ['aff_ref_code', 'affiliateSource']) document.cookie = `${name}=; max-age=0; path=/`;
}

afterEach(clearCookies);

describe('storeAffiliateReferral', () => {
  it('stores the code and the course source for 30 days on path /', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    storeAffiliateReferral('AN123', 'facebook-ads-thuc-chien');
    spy.mockRestore();
    expect(writes).toEqual(['aff_ref_code=AN123; max-age=2592000; path=/; SameSite=Lax', 'affiliateSource=course_facebook-ads-thuc-chien; max-age=2592000; path=/; SameSite=Lax']);
    expect(document.cookie).toContain('aff_ref_code=AN123');
    expect(document.cookie).toContain('affiliateSource=course_facebook-ads-thuc-chien');
  });

  it('stores only the code for a plain referral link', () => {
    storeAffiliateReferral('BINH-9');
    expect(document.cookie).toContain('aff_ref_code=BINH-9');
    expect(document.cookie).not.toContain('affiliateSource');
  });
});
