import { useId, useState } from 'react';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePageFor } from '../../../lib/usePageFor';
import { useMyCourseOptions } from '../../instructor-students';
import { useInstructorReviews } from '../api/reviewsApi';
import { InstructorReviewItem } from './InstructorReviewItem';

const PAGE_SIZE = 10;

const STAR_OPTIONS = [5, 4, 3, 2, 1] as const;

/** /instructor/reviews: the reviews of my courses, unanswered first (the server's order), each with my reply. */
export default function InstructorReviewsPage() {
  const [courseId, setCourseId] = useState('');
  const [stars, setStars] = useState('');
  const [page, setPage] = usePageFor(`${courseId}|${stars}`);
  const courses = useMyCourseOptions();
  const list = useInstructorReviews({ page, limit: PAGE_SIZE, ...(courseId ? { courseId } : {}), ...(stars ? { stars: Number(stars) } : {}) });
  const reviews = list.data?.reviews ?? [];
  const pagination = list.data?.pagination;
  const courseSelectId = useId();
  const starsSelectId = useId();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Đánh giá</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Đánh giá chưa phản hồi hiện trước. Học viên sẽ thấy phản hồi của bạn ngay dưới đánh giá trên trang khóa học.</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400" data-testid="instructor-reviews-count">
          {pagination ? `${formatNumber(pagination.totalItems)} đánh giá` : 'Đánh giá của học viên về các khóa học của bạn.'}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem] sm:items-end">
        <div className="min-w-0">
          <label htmlFor={courseSelectId} className="field-label">
            Khóa học
          </label>
          <select id={courseSelectId} className="field-input" value={courseId} onChange={(event) => setCourseId(event.target.value)}>
            <option value="">Tất cả khóa học</option>
            {(courses.data ?? []).map((course) => (
              <option key={course._id} value={course._id}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={starsSelectId} className="field-label">
            Số sao
          </label>
          <select id={starsSelectId} className="field-input" value={stars} onChange={(event) => setStars(event.target.value)}>
            <option value="">Tất cả</option>
            {STAR_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {value} sao
              </option>
            ))}
          </select>
        </div>
      </div>
      <AsyncListBody
        status={list.status}
        itemCount={reviews.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách đánh giá.')}
        emptyText={courseId || stars ? 'Không có đánh giá nào phù hợp.' : 'Chưa có đánh giá nào cho khóa học của bạn.'}
        onRetry={() => void list.refetch()}
        testId="instructor-reviews"
      >
        <ul className="space-y-4" data-testid="instructor-reviews-list">
          {reviews.map((review) => (
            <InstructorReviewItem key={review._id} review={review} />
          ))}
        </ul>
      </AsyncListBody>
      {pagination && !list.isError ? <Pagination currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}
    </div>
  );
}
