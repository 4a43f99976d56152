import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, Throttle, ThrottlerGuard, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../../config/app-config';

/** The request as the throttler hands it to a tracker; the trackers read the body, the user and the IP. */
type TrackedRequest = Record<string, unknown> & { body?: unknown; user?: { id?: string }; ip?: string };

const MINUTE_MS = 60_000;

/**
 * Two limits on the public forms that cost us something (sign-in, register, resend, reset, contact):
 * per client IP, and per email in the body, so one account or inbox cannot be hammered from many addresses.
 */
export function rateLimitOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: 'ip', ttl: MINUTE_MS, limit: config.rateLimitPerMinute },
      {
        name: 'email',
        ttl: MINUTE_MS,
        limit: config.rateLimitPerMinute,
        getTracker: (request: TrackedRequest) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : `ip:${request.ip}`;
        },
      },
    ],
    errorMessage: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  };
}

/** Applies both limits to a route; 429 with the Vietnamese message above when exceeded. */
export const RateLimited = () => applyDecorators(UseGuards(ThrottlerGuard));

/**
 * The same per-minute limit counted per signed-in user instead of per IP (costly routes such as the
 * face check, where many students may share one IP): the 'ip' throttler keyed by the user, 'email' off.
 */
export const RateLimitedPerUser = () =>
  applyDecorators(
    SkipThrottle({ email: true }),
    Throttle({ ip: { getTracker: (request: TrackedRequest) => (request.user?.id ? `user:${request.user.id}` : `ip:${request.ip}`) } }),
    UseGuards(ThrottlerGuard),
  );
