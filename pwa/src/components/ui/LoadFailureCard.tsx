import { errorMessage } from '../../lib/http/errorMessage';

type Props = { error: unknown; fallback: string; onRetry: () => void; testId?: string };

/** A block of a page that could not load: the server's message (or the fallback, SPEC §8) and a retry. */
export function LoadFailureCard({ error, fallback, onRetry, testId }: Props) {
  return (
    <section className="card text-center" role="alert" data-testid={testId}>
      <p className="text-red-600 dark:text-red-400">{errorMessage(error, fallback)}</p>
      <button type="button" className="btn btn-secondary mt-4" onClick={onRetry}>
        Thử lại
      </button>
    </section>
  );
}
