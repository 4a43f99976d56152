import type { PostRefusalRecord } from '../../../lib/db';

type Props = { refusals: PostRefusalRecord[]; onDismiss: (clientId: string) => void };

/** Questions and answers the server refused for good: what was written, why, and a way to clear the note. */
export function PostRefusals({ refusals, onDismiss }: Props) {
  if (refusals.length === 0) return null;
  return (
    <ul className="mb-4 space-y-2" data-testid="post-refusals">
      {refusals.map((refusal) => (
        <li
          key={refusal.clientId}
          role="alert"
          className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
        >
          <p className="min-w-0 break-words">
            Không gửi được {refusal.kind === 'question' ? 'câu hỏi' : 'câu trả lời'} “{refusal.text}”: {refusal.message}
          </p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onDismiss(refusal.clientId)}>
            Đã hiểu
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The tag of a post still waiting in the outbox, with the server's reason when it held the post back. */
export function WaitingBadge({ lastError }: { lastError?: string }) {
  return (
    <>
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">Đang chờ gửi</span>
      {lastError ? <span className="text-xs text-amber-800 dark:text-amber-300">{lastError}</span> : null}
    </>
  );
}
