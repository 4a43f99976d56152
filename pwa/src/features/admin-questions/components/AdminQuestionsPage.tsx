import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePageFor } from '../../../lib/usePageFor';
import { useAdminQuestions, type AdminQuestionStatusFilter } from '../api/adminQuestionsApi';
import { AdminQuestionCard } from './AdminQuestionCard';
import { PostVisibilityDialog, type PostAction } from './PostVisibilityDialog';

const PAGE_SIZE = 10;

const TABS: { id: AdminQuestionStatusFilter; label: string }[] = [
  { id: 'reported', label: 'Bị báo cáo' },
  { id: 'overdue', label: 'Quá 7 ngày chưa trả lời' },
  { id: 'hidden', label: 'Đã ẩn' },
];

const EMPTY_TEXT: Record<AdminQuestionStatusFilter, string> = {
  reported: 'Không có câu hỏi hay câu trả lời nào đang bị báo cáo.',
  overdue: 'Không có câu hỏi nào chờ quá 7 ngày.',
  hidden: 'Không có câu hỏi hay câu trả lời nào đã ẩn.',
};

const isTab = (value: string | null): value is AdminQuestionStatusFilter => TABS.some((tab) => tab.id === value);

/** /admin/questions: reported posts, questions waiting over 7 days and the hidden ones; hide or restore with a reason, answer as the academy. */
export default function AdminQuestionsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const tab: AdminQuestionStatusFilter = isTab(status) ? status : 'reported';
  const [page, setPage] = usePageFor(tab);
  const list = useAdminQuestions({ page, limit: PAGE_SIZE, status: tab });
  const [acting, setActing] = useState<PostAction | null>(null);
  const baseId = useId();
  const questions = list.data?.questions ?? [];

  /** Done: the lists were refetched; a tab page left empty (the post moved to another tab) steps back one. */
  const done = (message: string) => {
    setActing(null);
    toast.success(message);
    if (questions.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <div className="space-y-6" data-testid="admin-questions-page">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Hỏi đáp</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Xử lý câu hỏi và câu trả lời bị báo cáo, trả lời với tư cách học viện những câu hỏi chờ quá 7 ngày; ẩn hoặc hiện lại kèm lý do.
        </p>
      </header>
      <TabBar tabs={TABS} active={tab} onChange={(next) => setParams(next === 'reported' ? {} : { status: next }, { replace: true })} baseId={baseId} label="Lọc câu hỏi" />
      <div {...tabPanelProps(baseId, tab)}>
        {list.data ? (
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="admin-questions-count">
            {formatNumber(list.data.pagination.totalItems)} câu hỏi
          </p>
        ) : null}
        <AsyncListBody
          status={list.status}
          itemCount={questions.length}
          errorText={errorMessage(list.error, 'Không thể tải danh sách câu hỏi.')}
          emptyText={EMPTY_TEXT[tab]}
          onRetry={() => void list.refetch()}
          testId="admin-questions"
        >
          <ul className="space-y-4">
            {questions.map((question) => (
              <AdminQuestionCard key={question._id} question={question} onAct={setActing} />
            ))}
          </ul>
        </AsyncListBody>
        {list.data && list.status !== 'error' ? <Pagination className="mt-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      </div>
      {acting ? <PostVisibilityDialog action={acting} onClose={() => setActing(null)} onDone={done} /> : null}
    </div>
  );
}
