import type { ReviewWriter } from '../hooks/useReviewWriter';
import { ReviewForm } from './ReviewForm';
import { ReviewSyncBadge } from './ReviewSyncBadge';

/** The student's review form fed by the outbox-backed writer; waits until their review is known. */
export function MyReviewForm({ writer, onSaved }: { writer: ReviewWriter; onSaved?: () => void }) {
  if (writer.review === undefined) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
        Đang tải đánh giá của bạn...
      </p>
    );
  }
  return (
    <ReviewForm
      initial={writer.review}
      onSave={async (draft) => {
        await writer.save(draft);
        onSaved?.();
      }}
      onDelete={writer.remove}
      status={<ReviewSyncBadge status={writer.status} />}
    />
  );
}
