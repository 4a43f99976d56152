import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { Pagination } from '../../../components/ui/Pagination';
import { toastError } from '../../../lib/http/toastError';
import { useAuth } from '../../auth';
import { reviewKeys, useCourseReviews, useHelpfulVote, type ReviewSort, type ReviewView } from '../api/reviewsApi';
import { CourseReviewsSummary } from './CourseReviewsSummary';
import { ReportReviewDialog } from './ReportReviewDialog';
import { ReviewCard } from './ReviewCard';

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Mới nhất',
  helpful: 'Hữu ích nhất',
  highest: 'Điểm cao nhất',
  lowest: 'Điểm thấp nhất',
};

export const COURSE_REVIEWS_MESSAGES = {
  empty: 'Chưa có đánh giá',
  signInToVote: 'Vui lòng đăng nhập để bình chọn đánh giá hữu ích.',
  signInToReport: 'Vui lòng đăng nhập để báo cáo đánh giá.',
  loadFailed: 'Không thể tải đánh giá. Vui lòng thử lại.',
  voteFailed: 'Không thể ghi nhận bình chọn. Vui lòng thử lại.',
} as const;

type CourseReviewsProps = { courseId: string };

/**
 * 'Đánh giá của học viên' on the course page (#reviews): the average, count and distribution, then the
 * reviews 10 a page, sortable and filterable by stars. The first page is seeded, so it is in the course
 * page's first HTML; the render depends on the data only, so server and browser render the same.
 */
export function CourseReviews({ courseId }: CourseReviewsProps) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [stars, setStars] = useState<number | undefined>(undefined);
  const [reportTarget, setReportTarget] = useState<ReviewView | null>(null);
  const reviews = useCourseReviews(courseId, { page, sort, stars });
  const helpful = useHelpfulVote();
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const queryClient = useQueryClient();
  const sectionRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const sortId = useId();
  const starsId = useId();

  // votedHelpful and mine are the viewer's: a sign-in or sign-out on this page asks for them again (the
  // session being read at start-up is no change of viewer).
  const userId = user?._id ?? null;
  const viewer = status === 'loading' ? undefined : userId;
  const shownFor = useRef(viewer);
  useEffect(() => {
    if (viewer === undefined || shownFor.current === viewer) return;
    const changed = shownFor.current !== undefined;
    shownFor.current = viewer;
    if (changed) void queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) });
  }, [viewer, courseId, queryClient]);

  // A link to /courses/{slug}#reviews (notifications) lands here once the section is on screen.
  const hasData = reviews.data !== undefined;
  useEffect(() => {
    if (hash === '#reviews' && hasData) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, hasData]);

  const signInFirst = (message: string) => {
    toast.error(message);
    navigate('/login', { state: { from: `${pathname}#reviews` } });
  };

  const toggleHelpful = (review: ReviewView) => {
    if (status === 'loading') return; // the session is still being read: not a visitor yet
    if (!userId) return signInFirst(COURSE_REVIEWS_MESSAGES.signInToVote);
    helpful.mutate({ reviewId: review._id, helpful: !review.votedHelpful }, { onError: (error) => toastError(error, COURSE_REVIEWS_MESSAGES.voteFailed) });
  };

  const report = (review: ReviewView) => {
    if (status === 'loading') return;
    if (!userId) return signInFirst(COURSE_REVIEWS_MESSAGES.signInToReport);
    setReportTarget(review);
  };

  const filterByStars = (value: number | undefined) => {
    setStars(value);
    setPage(1);
  };

  const goToPage = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section id="reviews" ref={sectionRef} aria-labelledby={headingId} className="mt-8 scroll-mt-24" data-testid="course-reviews">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        Đánh giá của học viên
      </h2>
      <AsyncContent result={reviews} errorText={COURSE_REVIEWS_MESSAGES.loadFailed} errorTestId="course-reviews-error" loadingLabel="Đang tải đánh giá..." retry>
        {({ summary, reviews: list, pagination }) =>
          summary.count === 0 ? (
            <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="course-reviews-empty">
              {COURSE_REVIEWS_MESSAGES.empty}
            </p>
          ) : (
            <>
              <CourseReviewsSummary summary={summary} selectedStars={stars} onSelectStars={filterByStars} />

              <div className="mt-6 flex flex-wrap items-end gap-3">
                <div>
                  <label htmlFor={sortId} className="field-label">
                    Sắp xếp
                  </label>
                  <select
                    id={sortId}
                    className="field-input w-auto py-1.5"
                    value={sort}
                    onChange={(event) => {
                      setSort(event.target.value as ReviewSort);
                      setPage(1);
                    }}
                    data-testid="reviews-sort"
                  >
                    {(Object.keys(REVIEW_SORT_LABELS) as ReviewSort[]).map((value) => (
                      <option key={value} value={value}>
                        {REVIEW_SORT_LABELS[value]}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={starsId} className="field-label">
                    Lọc theo số sao
                  </label>
                  <select
                    id={starsId}
                    className="field-input w-auto py-1.5"
                    value={stars ?? ''}
                    onChange={(event) => filterByStars(event.target.value ? Number(event.target.value) : undefined)}
                    data-testid="reviews-stars"
                  >
                    <option value="">Tất cả</option>
                    {[5, 4, 3, 2, 1].map((value) => (
                      <option key={value} value={value}>
                        {value} sao
                      </option>
                    ))}
                  </select>
                </div>
              </div>

              {list.length === 0 ? (
                <p className="mt-4 text-slate-600 dark:text-slate-300" data-testid="course-reviews-none-filtered">
                  {stars ? `Chưa có đánh giá ${stars} sao.` : COURSE_REVIEWS_MESSAGES.empty}
                </p>
              ) : (
                <div className="mt-2" aria-busy={reviews.isPlaceholderData} data-testid="course-reviews-list">
                  {list.map((review) => (
                    <ReviewCard
                      key={review._id}
                      review={review}
                      onToggleHelpful={toggleHelpful}
                      helpfulPending={helpful.isPending && helpful.variables?.reviewId === review._id}
                      onReport={report}
                    />
                  ))}
                </div>
              )}
              <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={goToPage} className="mt-4" />
            </>
          )
        }
      </AsyncContent>
      {reportTarget ? <ReportReviewDialog reviewId={reportTarget._id} authorName={reportTarget.author.name} onClose={() => setReportTarget(null)} /> : null}
    </section>
  );
}
