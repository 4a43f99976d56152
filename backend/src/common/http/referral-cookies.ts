import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

// SPEC §9: the code and the product it was shared for, 30 days, path /. Readable by the PWA (not
// httpOnly), written the same way as its own pwa/src/lib/affiliateCookies.ts.
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[a-z0-9-]{1,191}$/;

/** Stores who referred the visitor (and for which course or tool); malformed codes are ignored. */
export function storeReferralCookies(reply: FastifyReply, code: string, productSlug?: string): void {
  if (!CODE.test(code)) return;
  const options = { path: '/', maxAge: MAX_AGE_SECONDS, sameSite: 'lax', httpOnly: false } as const;
  void reply.setCookie('aff_ref_code', code, options);
  if (productSlug && SLUG.test(productSlug)) void reply.setCookie('affiliateSource', `course_${productSlug}`, options);
}

/** The referral cookies the visitor carries (checked again: cookies are user input), for the order to record. */
export function readReferralCookies(request: FastifyRequest): { affRefCode: string | null; affiliateSource: string | null } {
  const code = request.cookies?.aff_ref_code;
  const source = request.cookies?.affiliateSource;
  return {
    affRefCode: code && CODE.test(code) ? code : null,
    affiliateSource: source && /^course_[a-z0-9-]{1,191}$/.test(source) ? source : null,
  };
}
