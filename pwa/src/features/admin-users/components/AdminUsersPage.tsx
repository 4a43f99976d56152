import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AdminUser, Role } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { ROLE_LABELS, ROLES } from '../../../lib/roles';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { useAuth } from '../../auth';
import { sendPasswordReset, useDeleteUser, useSetUserDisabled, useUpdateAffiliateLevel, useUpdateUserRole, useUsers, type VerifiedFilter } from '../api/adminUsersApi';
import { CreateUserModal } from './CreateUserModal';
import { UserDetailsModal } from './UserDetailsModal';
import { UserRow, type UserRowActions } from './UserRow';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 500;

export default function AdminUsersPage() {
  const { user: me } = useAuth();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<Role | ''>('');
  const [verified, setVerified] = useState<VerifiedFilter | ''>('');

  // The page belongs to one filter combination: any filter change means page 1, without a second request.
  const [page, setPage] = usePageFor(`${search}|${role}|${verified}`);

  const list = useUsers({
    page,
    limit: PAGE_SIZE,
    ...(role ? { role } : {}),
    ...(search ? { search } : {}),
    ...(verified ? { verifiedStatus: verified } : {}),
  });
  const updateRole = useUpdateUserRole();
  const setDisabled = useSetUserDisabled();
  const updateLevel = useUpdateAffiliateLevel();
  const removeUser = useDeleteUser();

  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState(false);
  const roleFilterId = useId();
  const verifiedFilterId = useId();
  const searchId = useId();

  /** Runs one row action with that row locked, and shows the outcome. */
  const runRowAction = async (target: AdminUser, action: () => Promise<string>, fallback: string) => {
    setBusyIds((ids) => new Set(ids).add(target._id));
    try {
      toast.success(await action());
    } catch (error) {
      toastError(error, fallback);
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(target._id);
        return next;
      });
    }
  };

  const actions: UserRowActions = {
    onRoleChange: (target, newRole) =>
      void runRowAction(
        target,
        async () => {
          await updateRole.mutateAsync({ id: target._id, role: newRole });
          return `Đã đổi vai trò thành ${ROLE_LABELS[newRole]}.`;
        },
        'Không thể cập nhật vai trò.',
      ),
    onToggleDisabled: (target) =>
      void runRowAction(
        target,
        async () => {
          const updated = await setDisabled.mutateAsync({ id: target._id, disable: !target.firebaseDisabled });
          return updated.firebaseDisabled ? 'Đã khóa tài khoản.' : 'Đã mở khóa tài khoản.';
        },
        'Không thể cập nhật trạng thái tài khoản.',
      ),
    onAffiliateLevelChange: (target, level) =>
      void runRowAction(
        target,
        async () => {
          await updateLevel.mutateAsync({ id: target._id, level });
          return `Đã cập nhật cấp affiliate thành ${level}.`;
        },
        'Không thể cập nhật cấp affiliate.',
      ),
    onSendReset: (target) => void runRowAction(target, () => sendPasswordReset(target._id), 'Không thể gửi email đặt lại mật khẩu.'),
    onShowDetails: (target) => setDetailsId(target._id),
    onDelete: (target) => setToDelete(target),
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const lastOnPage = (list.data?.users.length ?? 0) <= 1;
      await removeUser.mutateAsync(toDelete._id);
      toast.success('Đã xóa người dùng.');
      // The deletion refetched the lists; a page left empty steps back one.
      if (lastOnPage && page > 1) setPage(page - 1);
    } catch (error) {
      console.error(error);
      const detail = errorMessage(error, '');
      toast.error(detail ? `Không thể xóa người dùng. ${detail}` : 'Không thể xóa người dùng.');
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const users = list.data?.users ?? [];
  const pagination = list.data?.pagination;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Quản lý người dùng</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{pagination ? `${pagination.totalItems} người dùng` : 'Tìm kiếm, phân quyền và quản lý tài khoản.'}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="open-create-user">
          <Icon name="plus" className="h-4 w-4" /> Tạo người dùng
        </button>
      </header>

      <div className="card grid gap-4 p-4 sm:grid-cols-[1fr_12rem_12rem]">
        <div>
          <label htmlFor={searchId} className="field-label">
            Tìm kiếm
          </label>
          <div className="relative">
            <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <input
              id={searchId}
              type="search"
              className="field-input pl-9"
              placeholder="Tên hoặc email..."
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              data-testid="users-search"
            />
          </div>
        </div>
        <div>
          <label htmlFor={roleFilterId} className="field-label">
            Vai trò
          </label>
          <select id={roleFilterId} className="field-input" value={role} onChange={(event) => setRole(event.target.value as Role | '')} data-testid="users-role-filter">
            <option value="">Tất cả vai trò</option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={verifiedFilterId} className="field-label">
            Xác thực email
          </label>
          <select
            id={verifiedFilterId}
            className="field-input"
            value={verified}
            onChange={(event) => setVerified(event.target.value as VerifiedFilter | '')}
            data-testid="users-verified-filter"
          >
            <option value="">Tất cả</option>
            <option value="verified">Đã xác thực</option>
            <option value="unverified">Chưa xác thực</option>
          </select>
        </div>
      </div>

      {list.status === 'error' ? (
        <div className="card">
          <FormError message={errorMessage(list.error, 'Không thể tải danh sách người dùng.')} />
          <button type="button" className="btn btn-secondary mt-3" onClick={() => void list.refetch()}>
            Thử lại
          </button>
        </div>
      ) : (
        // Cards below xl (one per user, two across on tablets); from xl up a table sized to fit 1280 px
        // beside the sidebar, so the page never scrolls sideways.
        <table
          className="block w-full text-sm xl:table xl:overflow-hidden xl:rounded-2xl xl:bg-white xl:shadow-sm xl:ring-1 xl:ring-slate-200 xl:dark:bg-slate-900 xl:dark:ring-slate-800"
          data-testid="users-table"
        >
          <thead className="hidden bg-slate-50 text-left text-xs font-semibold uppercase tracking-wider text-slate-500 xl:table-header-group dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              {['Người dùng', 'Vai trò', 'Trạng thái', 'Cấp affiliate', 'Ngày tạo'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-3">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-3 py-3 text-right">
                Thao tác
              </th>
            </tr>
          </thead>
          <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group xl:divide-y xl:divide-slate-100 xl:dark:divide-slate-800">
            {list.status === 'pending' ? (
              <tr className="block md:col-span-2 xl:table-row">
                <td colSpan={6} className="block xl:table-cell">
                  <Spinner label="Đang tải danh sách người dùng..." />
                </td>
              </tr>
            ) : null}
            {list.status === 'success' && users.length === 0 ? (
              <tr className="block md:col-span-2 xl:table-row">
                <td colSpan={6} className="card block text-center text-slate-500 xl:table-cell xl:rounded-none xl:py-10 xl:shadow-none xl:ring-0 dark:text-slate-400">
                  Không tìm thấy người dùng nào phù hợp.
                </td>
              </tr>
            ) : null}
            {users.map((user) => (
              <UserRow key={user._id} user={user} busy={busyIds.has(user._id)} isSelf={user._id === me?._id} actions={actions} />
            ))}
          </tbody>
        </table>
      )}

      {pagination ? <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}

      <UserDetailsModal userId={detailsId} onClose={() => setDetailsId(null)} />
      <CreateUserModal open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa người dùng"
        danger
        confirmLabel="Xóa vĩnh viễn"
        busy={deleting}
        message={
          <>
            Bạn có chắc muốn xóa <strong>{toDelete?.name || toDelete?.email}</strong>? Thao tác này không thể hoàn tác.
          </>
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
