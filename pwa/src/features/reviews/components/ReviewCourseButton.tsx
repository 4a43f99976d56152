import { useState } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { useReviewWriter } from '../hooks/useReviewWriter';
import { MyReviewForm } from './MyReviewForm';

type Props = { userId: string; courseId: string; completedLectures: number; className?: string };

/** The player's permanent way to write or edit the review, once the student may write one. */
export function ReviewCourseButton({ userId, courseId, completedLectures, className = '' }: Props) {
  const writer = useReviewWriter(userId, courseId, completedLectures);
  const [open, setOpen] = useState(false);
  if (!writer.canReview) return null;
  return (
    <>
      <button type="button" className={`btn btn-secondary btn-sm w-full ${className}`} onClick={() => setOpen(true)} data-testid="open-review">
        <span aria-hidden="true" className="text-amber-500">
          ★
        </span>
        {writer.hasReview ? 'Sửa đánh giá khóa học' : 'Đánh giá khóa học'}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Đánh giá khóa học" size="lg" testId="review-dialog">
        <MyReviewForm writer={writer} />
      </Modal>
    </>
  );
}
