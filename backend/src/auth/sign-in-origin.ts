import type { FastifyRequest } from 'fastify';
import { clientContextOf } from '../common/http/client-context';
import { readReferralCookies } from '../common/http/referral-cookies';

/** Where a registration or sign-in came from: the browser's referral code, IP and browser (docs/affiliates.md). */
export interface SignInOrigin {
  ip: string;
  device: string;
  userAgent: string;
  affRefCode: string | null;
}

export function signInOriginOf(request: FastifyRequest): SignInOrigin {
  const { ip, device, userAgent } = clientContextOf(request);
  return { ip, device, userAgent, affRefCode: readReferralCookies(request).affRefCode };
}
