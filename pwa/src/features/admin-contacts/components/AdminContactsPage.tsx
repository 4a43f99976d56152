import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePageFor } from '../../../lib/usePageFor';
import { CONTACT_STATUSES, useContactSubmissions, useSetContactStatus, type ContactStatus, type ContactSubmission } from '../api/adminContactsApi';

/** /admin/contacts: the messages sent from the home page contact form, newest first, with their handling status. */
export default function AdminContactsPage() {
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [page, setPage] = usePageFor(status);
  const list = useContactSubmissions({ page, ...(status ? { status } : {}) });
  const statusChange = useSetContactStatus();
  const savingId = statusChange.isPending ? statusChange.variables.id : null;
  const filterId = useId();
  const submissions = list.data?.submissions ?? [];

  const changeStatus = (submission: ContactSubmission, next: ContactStatus) =>
    statusChange.mutate(
      { id: submission._id, status: next },
      {
        onSuccess: () => toast.success('Đã cập nhật trạng thái liên hệ.'),
        onError: (error) => toast.error(errorMessage(error, 'Không thể cập nhật trạng thái liên hệ.')),
      },
    );

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Liên hệ</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{list.data ? `${list.data.pagination.totalItems} tin nhắn` : 'Tin nhắn gửi từ form liên hệ trên trang chủ.'}</p>
        </div>
        <div className="w-56">
          <label htmlFor={filterId} className="field-label">
            Trạng thái
          </label>
          <select id={filterId} className="field-input" value={status} onChange={(event) => setStatus(event.target.value as ContactStatus | '')}>
            <option value="">Tất cả</option>
            {CONTACT_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={submissions.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách liên hệ.')}
        emptyText={status ? 'Không có tin nhắn nào ở trạng thái này.' : 'Chưa có tin nhắn liên hệ nào.'}
        onRetry={() => void list.refetch()}
        testId="admin-contacts"
      >
        <ul className="space-y-4">
          {submissions.map((submission) => (
            <li key={submission._id} className="card space-y-3" data-testid={`contact-${submission._id}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {submission.name} <StatusBadge status={submission.status} />
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <a href={`mailto:${submission.email}`} className="text-brand-700 hover:underline dark:text-brand-300">
                      {submission.email}
                    </a>
                    {submission.phone ? (
                      <>
                        {' · '}
                        <a href={`tel:${submission.phone}`} className="hover:underline">
                          {submission.phone}
                        </a>
                      </>
                    ) : null}
                    {' · '}
                    <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
                  </p>
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <span className="text-slate-600 dark:text-slate-400">Chuyển sang</span>
                  <select
                    className="field-input w-40 py-1.5"
                    aria-label={`Trạng thái liên hệ của ${submission.name}`}
                    value={submission.status}
                    disabled={savingId === submission._id}
                    onChange={(event) => changeStatus(submission, event.target.value as ContactStatus)}
                  >
                    {CONTACT_STATUSES.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{submission.message}</p>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {list.data && list.status !== 'error' ? <Pagination currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </div>
  );
}
