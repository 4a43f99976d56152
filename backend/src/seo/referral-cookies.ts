import '@fastify/cookie';
import type { FastifyReply } from 'fastify';

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
