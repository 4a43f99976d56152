import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/http/errorMessage';
import { FormError } from './FormError';
import { Spinner } from './Spinner';

type Props<T> = {
  result: UseQueryResult<T>;
  /** Shown when the failure carries no message of its own. */
  errorText: string;
  errorTestId?: string;
  loadingLabel: string;
  /** Offers 'Thử lại' under the error. */
  retry?: boolean;
  children: (data: T) => ReactNode;
};

/** What a loaded block shows: why it failed, a spinner until the first data comes, then the data. */
export function AsyncContent<T>({ result, errorText, errorTestId, loadingLabel, retry = false, children }: Props<T>) {
  if (result.isError) {
    const error = <FormError message={errorMessage(result.error, errorText)} testId={errorTestId} />;
    if (!retry) return error;
    return (
      <div className="space-y-3">
        {error}
        <button type="button" className="btn btn-secondary" onClick={() => void result.refetch()}>
          Thử lại
        </button>
      </div>
    );
  }
  return result.data === undefined ? <Spinner label={loadingLabel} /> : children(result.data);
}
