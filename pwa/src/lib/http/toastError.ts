import toast from 'react-hot-toast';
import { errorMessage } from './errorMessage';

/** Shared failure handling: log the error and toast the best message available. */
export function toastError(error: unknown, fallback?: string): string {
  const message = errorMessage(error, fallback);
  console.error(error);
  toast.error(message);
  return message;
}
