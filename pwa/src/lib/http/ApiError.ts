import type { components } from '../../api/schema';

/** Every code the API may answer with (generated from its OpenAPI document), plus the client's own. */
export type ErrorCode = components['schemas']['ErrorCode'] | 'NETWORK_ERROR';

/** Error raised for any failed API call; `message` is the server's Vietnamese text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** Compare with codes, never with message texts: a typo or a renamed code fails the type check. */
  readonly code: ErrorCode | undefined;

  constructor(message: string, status: number, code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  /** Builds the error from the `{ message, code }` body the backend always sends. */
  static fromBody(body: unknown, status: number): ApiError {
    if (body && typeof body === 'object') {
      const { message, code } = body as { message?: unknown; code?: unknown };
      const text = Array.isArray(message) ? message.join(' ') : typeof message === 'string' ? message : '';
      // The server's code is trusted to be one of its published codes (the response-schema tests hold it to that).
      return new ApiError(text, status, typeof code === 'string' ? (code as ErrorCode) : undefined);
    }
    return new ApiError(typeof body === 'string' ? body : '', status);
  }
}
