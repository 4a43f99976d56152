import { describe, expect, it } from 'vitest';
import { referralLinkFor } from './referralLinks';

describe('referralLinkFor', () => {
  it('builds the general link and the course and tool page links of SPEC §1', () => {
    expect(referralLinkFor('https://hocvien.vn', 'AB12CD34', null)).toBe('https://hocvien.vn/ref/AB12CD34');
    expect(referralLinkFor('https://hocvien.vn', 'AB12CD34', { kind: 'courses', slug: 'facebook-ads' })).toBe('https://hocvien.vn/courses/facebook-ads/ref/AB12CD34');
    expect(referralLinkFor('https://hocvien.vn', 'AB12CD34', { kind: 'tools', slug: 'veo3' })).toBe('https://hocvien.vn/tools/veo3/ref/AB12CD34');
  });
});
