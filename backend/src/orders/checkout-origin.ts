import type { FastifyRequest } from 'fastify';
import { clientContextOf } from '../common/http/client-context';
import { readReferralCookies } from '../common/http/referral-cookies';

/** Where a checkout came from: the affiliate cookies it carried and the buyer's IP and browser (fraud rules). */
export interface CheckoutOrigin {
  affRefCode: string | null;
  affiliateSource: string | null;
  buyerIp: string | null;
  buyerDevice: string | null;
}

export function checkoutOriginOf(request: FastifyRequest): CheckoutOrigin {
  const client = clientContextOf(request);
  return { ...readReferralCookies(request), buyerIp: client.ip, buyerDevice: client.device };
}
