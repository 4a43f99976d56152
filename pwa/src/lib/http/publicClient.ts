import createClient from 'openapi-fetch';
import type { paths } from '../../api/schema';
import { apiOrigin } from './apiOrigin';
import { sendRequest } from './transport';

/** Client for calls that must never trigger a token refresh (login, register, refresh itself). */
export const publicClient = createClient<paths>({
  baseUrl: apiOrigin,
  credentials: 'include',
  fetch: sendRequest,
});
