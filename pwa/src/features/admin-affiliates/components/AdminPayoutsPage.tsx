import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { type DataColumn, DataTable } from '../../../components/ui/DataTable';
import { Pagination } from '../../../components/ui/Pagination';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePayoutQueue, usePayouts, type PayoutKind, type PayoutQueueEntry } from '../api/adminAffiliatesApi';
import { PayoutAmounts } from './PayoutAmounts';
import { RecordPayoutModal } from './RecordPayoutModal';

const TABS: { id: PayoutKind; label: string }[] = [
  { id: 'affiliate', label: 'Affiliate' },
  { id: 'instructor', label: 'Giảng viên' },
];

function QueueEntry({ entry, onPay }: { entry: PayoutQueueEntry; onPay: () => void }) {
  const account = entry.payoutAccount;
  return (
    <li className="card grid gap-4 sm:grid-cols-[1fr_auto]" data-testid="payout-queue-entry">
      <div className="min-w-0 space-y-2">
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{entry.name}</p>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">
            {entry.email}
            {entry.affiliateCode ? ` · mã ${entry.affiliateCode}` : ''}
          </p>
        </div>
        <PayoutAmounts entry={entry} />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {account ? (
            <>
              {account.bankName} · <span className="font-mono">{account.accountNumber}</span> · {account.accountHolder}
              <br />
              Nội dung: <span className="font-mono">{entry.memo}</span>
            </>
          ) : (
            <span className="text-amber-700 dark:text-amber-300">Chưa có tài khoản ngân hàng: chỉ chi trả được vào ví chính.</span>
          )}
        </p>
        <button type="button" className="btn btn-primary btn-sm" onClick={onPay}>
          Ghi nhận chi trả
        </button>
      </div>
      {entry.qrSvg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(entry.qrSvg)}`}
          alt={`Mã VietQR chuyển ${formatVnd(entry.net)} tới ${account?.bankName ?? ''} ${account?.accountNumber ?? ''}`}
          width={160}
          height={160}
          className="h-40 w-40 justify-self-center rounded-xl bg-white p-2 ring-1 ring-slate-200"
        />
      ) : null}
    </li>
  );
}

const HISTORY_COLUMNS: DataColumn[] = [
  { label: 'Ngày' },
  { label: 'Người nhận' },
  { label: 'Tổng', align: 'right' },
  { label: 'Thuế TNCN', align: 'right' },
  { label: 'Thực nhận', align: 'right' },
  { label: 'Hình thức' },
];

function PayoutHistoryTable({ kind }: { kind: PayoutKind }) {
  const [page, setPage] = useState(1);
  const list = usePayouts(kind, { page, limit: 10 });
  const items = list.data?.payouts ?? [];
  return (
    <section aria-labelledby="payout-history-title">
      <h2 id="payout-history-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Lịch sử chi trả
      </h2>
      <AsyncListBody
        status={list.status}
        itemCount={items.length}
        errorText={errorMessage(list.error, 'Không thể tải lịch sử chi trả.')}
        emptyText="Chưa có khoản chi trả nào."
        onRetry={() => void list.refetch()}
        testId="admin-payouts"
      >
        <div className="card -mt-4 p-0">
          <DataTable columns={HISTORY_COLUMNS} label="Bảng lịch sử chi trả" testId="admin-payouts">
            {items.map((payout) => (
              <tr key={payout._id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(payout.createdAt)}</td>
                <td className="px-3 py-2">
                  <p className="font-medium text-slate-900 dark:text-white">{payout.name}</p>
                  <p className="text-xs text-slate-500">{payout.email}</p>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatVnd(payout.gross)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatVnd(payout.taxWithheld)}</td>
                <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{formatVnd(payout.net)}</td>
                <td className="px-3 py-2">{payout.method === 'wallet' ? 'Ví chính' : `${payout.bankName ?? ''} · ${payout.reference ?? ''}`}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </AsyncListBody>
      {list.data ? <Pagination className="mt-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </section>
  );
}

/** /admin/payouts: who can be paid now (affiliates, instructors), a VietQR of each net amount, recording, and the history. */
export default function AdminPayoutsPage() {
  const [kind, setKind] = useState<PayoutKind>('affiliate');
  const queue = usePayoutQueue(kind);
  const [paying, setPaying] = useState<PayoutQueueEntry | null>(null);
  const baseId = useId();
  const entries = queue.data?.queue ?? [];

  const onRecorded = () => {
    const paid = paying!;
    setPaying(null);
    // SPEC §4: recording a payout removes that affiliate from the queue (useRecordPayout refetches it and the history).
    toast.success(`Đã ghi nhận chi trả ${formatVnd(paid.net)} cho ${paid.name}.`);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Chi trả hoa hồng</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Người có số dư từ {formatVnd(queue.data?.minimumPayout ?? 0)} trở lên. Quét mã VietQR bằng ứng dụng ngân hàng, chuyển khoản, rồi ghi nhận với mã giao dịch.
        </p>
      </header>
      <TabBar tabs={TABS} active={kind} onChange={setKind} baseId={baseId} label="Người nhận" />
      <div {...tabPanelProps(baseId, kind)}>
        <AsyncListBody
          status={queue.status}
          itemCount={entries.length}
          errorText={errorMessage(queue.error, 'Không thể tải hàng chờ thanh toán.')}
          emptyText="Không có ai chờ thanh toán."
          onRetry={() => void queue.refetch()}
          testId="payout-queue"
        >
          <ul className="-mt-4 grid gap-4 xl:grid-cols-2" data-testid="payout-queue">
            {entries.map((entry) => (
              <QueueEntry key={entry.affiliateId} entry={entry} onPay={() => setPaying(entry)} />
            ))}
          </ul>
        </AsyncListBody>
      </div>
      <PayoutHistoryTable kind={kind} />
      {paying ? <RecordPayoutModal entry={paying} onClose={() => setPaying(null)} onRecorded={onRecorded} /> : null}
    </div>
  );
}
