import type { QueryStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

type Props = {
  /** The list query's status (TanStack Query). */
  status: QueryStatus;
  itemCount: number;
  /** What a failure says (the tools page says just 'Lỗi', SPEC §8). */
  errorText: string;
  emptyText: string;
  onRetry: () => void;
  /** Prefix of the test ids: `<testId>-error`, `<testId>-empty`. */
  testId: string;
  children: ReactNode;
};

/**
 * The body of a loaded list: the error with a retry, a spinner while the first items load, the empty
 * text, or the items. Items already shown stay during a reload, so paging does not flash a spinner.
 */
export function AsyncListBody({ status, itemCount, errorText, emptyText, onRetry, testId, children }: Props) {
  let body: ReactNode;
  if (status === 'error') {
    body = (
      <div className="py-10 text-center" role="alert">
        <p className="text-red-600 dark:text-red-400" data-testid={`${testId}-error`}>
          {errorText}
        </p>
        <button type="button" className="btn btn-secondary mt-4" onClick={onRetry}>
          Thử lại
        </button>
      </div>
    );
  } else if (itemCount === 0 && status === 'pending') {
    body = <Spinner />;
  } else if (itemCount === 0) {
    body = (
      <p className="py-10 text-center text-slate-500 dark:text-slate-400" data-testid={`${testId}-empty`}>
        {emptyText}
      </p>
    );
  } else {
    body = children;
  }
  return (
    <div className="mt-8" aria-live="polite" aria-busy={status === 'pending'}>
      {body}
    </div>
  );
}
