import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';

const MINUTE_MS = 60_000;

/**
 * Two limits on the sign-in, register, resend and reset routes: per client IP, and per account (the
 * email in the body) so one account cannot be hammered from many addresses.
 */
export function authThrottlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: 'ip', ttl: MINUTE_MS, limit: config.rateLimitAuthPerMinute },
      {
        name: 'account',
        ttl: MINUTE_MS,
        limit: config.rateLimitAuthPerMinute,
        getTracker: (request: Record<string, any>) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return typeof email === 'string' ? `account:${email.trim().toLowerCase()}` : `ip:${request.ip}`;
        },
      },
    ],
    errorMessage: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  };
}

export const AuthRateLimited = () => applyDecorators(UseGuards(ThrottlerGuard));
