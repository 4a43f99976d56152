import { applyDecorators, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { SkipThrottle, Throttle, ThrottlerGuard, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../../config/app-config';

/** The request as the throttler hands it to a tracker; the trackers read the body, the user and the IP. */
type TrackedRequest = Record<string, unknown> & { body?: unknown; user?: { id?: string }; ip?: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What one user may post in an hour, all kinds together: course reviews, instructor replies, questions, answers, reports. */
export const POSTS_PER_HOUR = 20;
const POSTING_KEY = 'hvm:posting-limit';
const isPosting = (context: ExecutionContext) => Reflect.getMetadata(POSTING_KEY, context.getHandler()) === true;

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
      {
        // Counted only on @PostingRateLimited() routes, per user, one counter shared by all of them
        // (the key names no route), so reviews, replies and reports add up to one hourly budget.
        name: 'posting',
        ttl: HOUR_MS,
        limit: POSTS_PER_HOUR,
        skipIf: (context: ExecutionContext) => !isPosting(context),
        getTracker: (request: TrackedRequest) => (request.user?.id ? `user:${request.user.id}` : `ip:${request.ip}`),
        generateKey: (_context: ExecutionContext, tracker: string, name: string) => `${name}:${tracker}`,
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

/**
 * What a user writes for others to read (a course review, an instructor's reply, a report): at most
 * POSTS_PER_HOUR an hour per user, all such routes together; 429 with the Vietnamese message above.
 */
export const PostingRateLimited = () => applyDecorators(SetMetadata(POSTING_KEY, true), SkipThrottle({ ip: true, email: true }), UseGuards(ThrottlerGuard));
