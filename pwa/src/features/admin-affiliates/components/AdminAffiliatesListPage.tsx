import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { type DataColumn, DataTable } from '../../../components/ui/DataTable';
import { Pagination } from '../../../components/ui/Pagination';
import { SearchBox } from '../../../components/ui/SearchBox';
import { formatDate, formatNumber, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { type AdminAffiliate, useAffiliates } from '../api/adminAffiliatesApi';
import { AffiliateLevelModal } from './AffiliateLevelModal';

const COLUMNS: DataColumn[] = [
  { label: 'Affiliate' },
  { label: 'Mã' },
  { label: 'Cấp' },
  ...['Lượt bấm', 'Đăng ký', 'Lượt mua', 'Đội nhóm', 'Hoa hồng'].map((label) => ({ label, align: 'right' as const })),
  // A heading people can see too (axe empty-table-header): the column of the level change.
  { label: 'Thao tác', align: 'right' },
];

/** /admin/affiliates/list: every affiliate with their figures, a search, and the level change. */
export default function AdminAffiliatesListPage() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = usePageFor(term);
  const list = useAffiliates({ page, limit: 20, ...(term ? { search: term } : {}) });
  const [editing, setEditing] = useState<AdminAffiliate | null>(null);
  const items = list.data?.affiliates ?? [];

  const onLevelSaved = (level: number) => {
    const changed = editing!;
    setEditing(null);
    toast.success(`Đã đặt ${changed.name} lên cấp ${level}.`);
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Danh sách affiliate</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{list.data ? `${formatNumber(list.data.pagination.totalItems)} affiliate` : 'Đang tải...'}</p>
        </div>
        <div className="w-full sm:w-72">
          <SearchBox value={search} onChange={setSearch} label="Tìm theo tên, email hoặc mã" />
        </div>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={items.length}
        errorText={errorMessage(list.error, 'Không thể tải thống kê affiliate.')}
        emptyText="Không tìm thấy affiliate nào."
        onRetry={() => void list.refetch()}
        testId="affiliates"
      >
        <div className="card -mt-4 p-0">
          <DataTable columns={COLUMNS} label="Bảng cộng tác viên" testId="affiliates-table">
            {items.map((affiliate) => (
              <tr key={affiliate._id} data-testid="affiliate-row">
                <td className="px-3 py-2">
                  <p className="font-medium text-slate-900 dark:text-white">
                    {affiliate.name}
                    {affiliate.isDisabled ? <span className="ml-2 text-xs text-red-600">Đã khóa</span> : null}
                  </p>
                  <p className="text-xs text-slate-500">{affiliate.email}</p>
                  {affiliate.joinedAt ? <p className="text-xs text-slate-500">Tham gia {formatDate(affiliate.joinedAt)}</p> : null}
                </td>
                <td className="px-3 py-2 font-mono">{affiliate.affiliateCode}</td>
                <td className="px-3 py-2" data-testid="affiliate-level">
                  {affiliate.level}
                </td>
                <td className="px-3 py-2 text-right">{formatNumber(affiliate.clicks)}</td>
                <td className="px-3 py-2 text-right">{formatNumber(affiliate.signups)}</td>
                <td className="px-3 py-2 text-right">{formatNumber(affiliate.enrollments)}</td>
                <td className="px-3 py-2 text-right">{formatNumber(affiliate.downlineCount)}</td>
                <td className="px-3 py-2 text-right text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">
                  <p>Chờ duyệt {formatVnd(affiliate.earnings.pending)}</p>
                  <p>Đã duyệt {formatVnd(affiliate.earnings.approved)}</p>
                  <p className="font-semibold text-slate-900 dark:text-white">Đã trả {formatVnd(affiliate.earnings.paid)}</p>
                </td>
                <td className="px-3 py-2 text-right">
                  <button type="button" className="btn btn-secondary btn-sm whitespace-nowrap" onClick={() => setEditing(affiliate)}>
                    Đổi cấp
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      </AsyncListBody>
      {list.data ? <Pagination currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      {editing ? <AffiliateLevelModal affiliate={editing} onClose={() => setEditing(null)} onSaved={onLevelSaved} /> : null}
    </div>
  );
}
