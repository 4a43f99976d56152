import { Avatar } from '../../../components/ui/Avatar';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { roleLabel } from '../../../lib/roles';
import { useUserDetails } from '../api/adminUsersApi';
import { UserAccessPanel } from './UserAccessPanel';

type UserDetailsModalProps = { userId: string | null; onClose: () => void };

export function UserDetailsModal({ userId, onClose }: UserDetailsModalProps) {
  const details = useUserDetails(userId);
  const user = details.data;

  return (
    <Modal open={userId !== null} onClose={onClose} title="Chi tiết người dùng" size="lg" testId="user-details-modal">
      {details.isFetching && !details.data ? <Spinner /> : null}
      {details.status === 'error' ? <FormError message={errorMessage(details.error, 'Không thể tải thông tin người dùng.')} /> : null}
      {details.status === 'success' && user ? (
        <div className="space-y-5">
          <div className="flex items-center gap-4">
            <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="lg" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">{user.name || 'Chưa cập nhật'}</p>
              <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <StatusBadge status={user.firebaseDisabled ? 'inactive' : 'active'} label={user.firebaseDisabled ? 'Đã khóa' : 'Hoạt động'} />
                <StatusBadge status={user.emailVerified ? 'active' : 'pending'} label={user.emailVerified ? 'Đã xác thực' : 'Chưa xác thực'} />
              </div>
            </div>
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {[
              ['Mã người dùng', user.uid],
              ['Vai trò', roleLabel(user.role)],
              ['Số điện thoại', user.phoneNumber ?? '—'],
              ['Tuổi', user.age == null ? '—' : String(user.age)],
              ['Đã kích hoạt hồ sơ', user.isActive ? 'Có' : 'Chưa'],
              ['Affiliate', user.isAffiliate ? `Có (cấp ${user.affiliateLevel})` : 'Chưa tham gia'],
              ['Phiên đăng nhập đang mở', String(user.sessions)],
              ['Ngày tạo', formatDateTime(user.createdAt)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium uppercase tracking-wider text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="mt-1 break-words text-sm text-slate-900 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
          {userId ? <UserAccessPanel userId={userId} userName={user.name} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}
