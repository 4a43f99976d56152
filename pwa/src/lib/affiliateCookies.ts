const AFFILIATE_CODE_COOKIE = 'aff_ref_code';
const AFFILIATE_SOURCE_COOKIE = 'affiliateSource';
const AFFILIATE_COOKIE_DAYS = 30;

function writeCookie(name: string, value: string): void {
  const maxAge = AFFILIATE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** Remembers who referred this visitor; the source names the course or tool page ('course_' + slug for both). */
export function storeAffiliateReferral(code: string, productSlug?: string): void {
  writeCookie(AFFILIATE_CODE_COOKIE, code);
  if (productSlug) writeCookie(AFFILIATE_SOURCE_COOKIE, `course_${productSlug}`);
}
