import createClient from 'openapi-fetch';
import type { paths } from '../../api/schema';
import { authFetch } from '../session/authFetch';
import { apiOrigin } from './apiOrigin';

/** Typed client for signed-in calls: adds a fresh bearer token and retries once after a 401. */
export const apiClient = createClient<paths>({
  baseUrl: apiOrigin,
  credentials: 'include',
  fetch: authFetch,
});
