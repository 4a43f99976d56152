import createClient from 'openapi-fetch';
import type { paths } from '../../api/schema';
import { apiOrigin } from './apiOrigin';

/** Client for calls that must never trigger a token refresh (login, register, refresh itself). */
export const publicClient = createClient<paths>({
  baseUrl: apiOrigin,
  credentials: 'include',
  // Looked up per call (not captured at import) so tests can stub fetch.
  fetch: (request) => globalThis.fetch(request),
});
