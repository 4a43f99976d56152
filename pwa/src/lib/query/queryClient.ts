import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/ApiError';

/** How long a loaded answer counts as fresh: a page opened again within it shows the cache without a refetch. */
export const DEFAULT_STALE_TIME_MS = 30_000;
/** Network failures and 5xx are retried this many times; a 4xx is an answer and is never retried. */
const MAX_RETRIES = 2;

/** A 4xx says the request itself is refused (not found, forbidden, invalid): asking again cannot help. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The app's query client defaults, set deliberately:
 * - retries only for what a retry can fix (offline, 5xx), with the library's growing delay;
 * - 30 s of freshness, so moving between pages does not refetch what was just shown;
 * - no refetch on window focus (a student switching to the video tab should not reload lists mid-edit);
 * - mutations never retried by the library (a payment or a review is sent once; the outbox retries learner writes).
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
