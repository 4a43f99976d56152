export { createAppQueryClient, DEFAULT_STALE_TIME_MS, isClientError } from './queryClient';
export { useSeededQuery, type SeededQueryOptions } from './useSeededQuery';
