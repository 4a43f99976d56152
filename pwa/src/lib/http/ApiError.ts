/** Error raised for any failed API call; `message` is the server's Vietnamese text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
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
      return new ApiError(text, status, typeof code === 'string' ? code : undefined);
    }
    return new ApiError(typeof body === 'string' ? body : '', status);
  }
}
