import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { Pagination } from '../../../components/ui/Pagination';
import { SearchBox } from '../../../components/ui/SearchBox';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { TextField } from '../../../components/ui/TextField';
import { formatDate, formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { usePageFor } from '../../../lib/usePageFor';
import { validateEmail } from '../../../lib/validation';
import { useSuppressEmail, useSuppressions, useUnsuppressEmail, type Suppression } from '../api/emailCampaignsApi';
import { SUPPRESSION_REASONS } from '../labels';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

type Props = { onClose: () => void };

/** 'Danh sách chặn': the addresses no marketing mail goes to (bounces, spam complaints, blocked by hand). */
export function SuppressionListModal({ onClose }: Props) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(search);
  const list = useSuppressions({ page, limit: PAGE_SIZE, ...(search ? { search } : {}) });
  const suppressions = list.data?.suppressions ?? [];
  const pagination = list.data?.pagination;
  const [toUnblock, setToUnblock] = useState<Suppression | null>(null);
  const unblock = useUnsuppressEmail();

  // The list is refetched either way (useUnsuppressEmail); the last row of a later page gone, the page before it shows.
  const confirmUnblock = async () => {
    if (!toUnblock) return;
    try {
      toast.success(await unblock.mutateAsync(toUnblock.email));
      if (suppressions.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toastError(error, 'Không thể bỏ chặn địa chỉ này.');
    } finally {
      setToUnblock(null);
    }
  };

  return (
    <Modal
      open
      // Escape while the confirmation is up closes only the confirmation.
      onClose={toUnblock ? () => undefined : onClose}
      title="Danh sách chặn"
      size="2xl"
      testId="suppression-list"
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Đóng
        </button>
      }
    >
      <div className="min-w-0">
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
          Không gửi thư quảng cáo tới các địa chỉ này, dù người nhận đã đồng ý. Thư về đơn hàng và tài khoản vẫn được gửi.
        </p>

        <div className="mt-4">
          <AddSuppressionForm />
        </div>

        <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
          <div className="min-w-0 sm:w-72">
            <SearchBox label="Tìm theo email" value={searchInput} onChange={setSearchInput} />
          </div>
          {pagination ? (
            <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="suppressions-total">
              {formatNumber(pagination.totalItems)} địa chỉ
            </p>
          ) : null}
        </div>

        <AsyncListBody
          status={list.status}
          itemCount={suppressions.length}
          errorText={errorMessage(list.error, 'Không thể tải danh sách chặn.')}
          emptyText={search ? 'Không có địa chỉ nào khớp.' : 'Danh sách chặn đang trống.'}
          onRetry={() => void list.refetch()}
          testId="suppressions"
        >
          <ul className="-mt-3 divide-y divide-slate-100 dark:divide-slate-800" data-testid="suppressions">
            {suppressions.map((suppression) => (
              <SuppressionRow key={suppression.email} suppression={suppression} onUnblock={() => setToUnblock(suppression)} />
            ))}
          </ul>
          {pagination ? <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} className="mt-4" /> : null}
        </AsyncListBody>
      </div>

      <ConfirmDialog
        open={toUnblock !== null}
        title="Bỏ chặn"
        message={
          <>
            <p className="break-words font-medium text-slate-900 dark:text-white">{toUnblock?.email}</p>
            <p className="mt-2">Bỏ chặn địa chỉ này? Người này chỉ nhận thư quảng cáo nếu vẫn đồng ý nhận.</p>
          </>
        }
        confirmLabel="Bỏ chặn"
        busy={unblock.isPending}
        onConfirm={() => void confirmUnblock()}
        onCancel={() => setToUnblock(null)}
      />
    </Modal>
  );
}

function SuppressionRow({ suppression, onUnblock }: { suppression: Suppression; onUnblock: () => void }) {
  const reason = SUPPRESSION_REASONS[suppression.reason];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4" data-testid="suppression-row">
      <div className="min-w-0 space-y-1">
        <p className="break-words font-medium text-slate-900 dark:text-white">{suppression.email}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          <StatusBadge status={reason?.badge ?? suppression.reason} label={reason?.label ?? suppression.reason} />
          <span>
            từ <time dateTime={suppression.createdAt}>{formatDate(suppression.createdAt)}</time>
          </span>
        </div>
        {suppression.detail ? <p className="break-words text-sm text-slate-600 dark:text-slate-300">{suppression.detail}</p> : null}
      </div>
      <button type="button" className="btn btn-secondary shrink-0 self-start" onClick={onUnblock}>
        Bỏ chặn
      </button>
    </li>
  );
}

/** Blocks an address by hand, with an optional note; a refusal (say, already blocked) stays under the form. */
function AddSuppressionForm() {
  const suppress = useSuppressEmail();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const form = useModalSubmit({
    validate: () => validateEmail(email),
    save: async () => {
      toast.success(await suppress.mutateAsync({ email: email.trim(), detail: note.trim() || null }));
      setEmail('');
      setNote('');
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể chặn địa chỉ này.'),
    onClose: () => undefined,
  });
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className="space-y-3" aria-label="Chặn thêm địa chỉ" data-testid="suppression-add">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            form.setError(null);
          }}
        />
        <TextField label="Ghi chú" placeholder="Không bắt buộc" value={note} onChange={(event) => setNote(event.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={form.saving} data-testid="suppression-add-submit">
          {form.saving ? 'Đang chặn...' : 'Chặn địa chỉ'}
        </button>
      </div>
      <FormError message={form.error} testId="suppression-add-error" />
    </form>
  );
}
