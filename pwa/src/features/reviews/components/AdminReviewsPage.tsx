import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePageFor } from '../../../lib/usePageFor';
import { useAdminReviews, type AdminReview, type AdminReviewStatusFilter } from '../api/reviewsApi';
import { ManagedReviewHeader } from './ManagedReviewHeader';
import { ReviewVisibilityDialog, visibilityTexts, type VisibilityAction } from './ReviewVisibilityDialog';

const PAGE_SIZE = 10;

const TABS: { id: AdminReviewStatusFilter; label: string }[] = [
  { id: 'reported', label: 'Bị báo cáo' },
  { id: 'hidden', label: 'Đã ẩn' },
  { id: 'all', label: 'Tất cả' },
];

const EMPTY_TEXT: Record<AdminReviewStatusFilter, string> = {
  reported: 'Không có đánh giá nào đang bị báo cáo.',
  hidden: 'Không có đánh giá nào đã ẩn.',
  all: 'Chưa có đánh giá nào.',
};

const isTab = (value: string | null): value is AdminReviewStatusFilter => TABS.some((tab) => tab.id === value);

/** /admin/reviews: the reported reviews (most reports first), the hidden ones and all; hide or restore with a reason. */
export default function AdminReviewsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const tab: AdminReviewStatusFilter = isTab(status) ? status : 'reported';
  const [page, setPage] = usePageFor(tab);
  const list = useAdminReviews({ page, limit: PAGE_SIZE, status: tab });
  const [acting, setActing] = useState<{ review: AdminReview; action: VisibilityAction } | null>(null);
  const baseId = useId();
  const reviews = list.data?.reviews ?? [];

  /** Done: the lists were refetched; a tab page left empty (the review moved to another tab) steps back one. */
  const done = (message: string) => {
    setActing(null);
    toast.success(message);
    if (reviews.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <div className="space-y-6" data-testid="admin-reviews-page">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Đánh giá</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Xử lý đánh giá bị báo cáo: ẩn hoặc hiện lại đánh giá và phản hồi của giảng viên, kèm lý do.</p>
      </header>
      <TabBar tabs={TABS} active={tab} onChange={(next) => setParams(next === 'reported' ? {} : { status: next }, { replace: true })} baseId={baseId} label="Lọc đánh giá" />
      <div {...tabPanelProps(baseId, tab)}>
        {list.data ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="admin-reviews-count">
            {formatNumber(list.data.pagination.totalItems)} đánh giá
          </p>
        ) : null}
        <AsyncListBody
          status={list.status}
          itemCount={reviews.length}
          errorText={errorMessage(list.error, 'Không thể tải danh sách đánh giá.')}
          emptyText={EMPTY_TEXT[tab]}
          onRetry={() => void list.refetch()}
          testId="admin-reviews"
        >
          <ul className="space-y-4">
            {reviews.map((review) => (
              <AdminReviewCard key={review._id} review={review} onAct={(action) => setActing({ review, action })} />
            ))}
          </ul>
        </AsyncListBody>
        {list.data && list.status !== 'error' ? <Pagination className="mt-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      </div>
      {acting ? <ReviewVisibilityDialog review={acting.review} action={acting.action} onClose={() => setActing(null)} onDone={done} /> : null}
    </div>
  );
}

/** One review as a card (it reads on a 390 px phone as on a desktop): course, author, stars, text, reports, reply, actions. */
function AdminReviewCard({ review, onAct }: { review: AdminReview; onAct: (action: VisibilityAction) => void }) {
  const hidden = review.status === 'hidden';
  const reviewAction: VisibilityAction = { target: 'review', hidden: !hidden };
  const replyAction: VisibilityAction = { target: 'reply', hidden: !review.replyHidden };
  return (
    <li className="card min-w-0 space-y-3" data-testid={`admin-review-${review._id}`}>
      <ManagedReviewHeader
        review={review}
        badges={
          <span className="flex flex-wrap gap-2">
            {hidden ? <StatusBadge status="rejected" label="Đã ẩn" /> : <StatusBadge status="active" label="Đang hiển thị" />}
            {review.openReports > 0 ? <StatusBadge status="pending" label={`${formatNumber(review.openReports)} báo cáo`} /> : null}
          </span>
        }
        starsOnlyText="Chỉ chấm sao, không có nhận xét."
      />
      {hidden && review.hiddenReason ? <p className="text-sm break-words text-slate-600 dark:text-slate-400">Lý do ẩn: {review.hiddenReason}</p> : null}
      {review.reports.length > 0 ? (
        <div className="rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-500/10">
          <p className="font-semibold text-slate-900 dark:text-white">Báo cáo gần đây</p>
          <ul className="mt-1 divide-y divide-amber-100 dark:divide-amber-500/20" data-testid="review-reports">
            {review.reports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`} className="py-2">
                <p className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{report.reason}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {report.reporterName} · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.replyBody !== null ? (
        <div className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60" data-testid={`admin-reply-${review._id}`}>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
            Phản hồi của giảng viên {review.replyHidden ? <StatusBadge status="rejected" label="Đã ẩn" /> : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{review.replyBody}</p>
          <button
            type="button"
            className={`btn btn-sm mt-2 ${replyAction.hidden ? 'btn-secondary' : 'btn-primary'}`}
            aria-label={`${visibilityTexts(replyAction).action} cho đánh giá của ${review.author.name}`}
            onClick={() => onAct(replyAction)}
          >
            {visibilityTexts(replyAction).action}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`btn btn-sm ${reviewAction.hidden ? 'btn-danger' : 'btn-primary'}`}
          aria-label={`${visibilityTexts(reviewAction).action} ${reviewAction.hidden ? 'của' : 'đánh giá của'} ${review.author.name}`}
          onClick={() => onAct(reviewAction)}
        >
          {visibilityTexts(reviewAction).action}
        </button>
      </div>
    </li>
  );
}
