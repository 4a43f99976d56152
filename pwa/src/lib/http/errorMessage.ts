const DEFAULT_ERROR_MESSAGE = 'Đã có lỗi xảy ra';

/** The text shown for a failure: server message, else the error text, else the fallback. */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
