import type { AdminUser, Role } from '../../../api/types';
import { Avatar } from '../../../components/ui/Avatar';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate } from '../../../lib/format';
import { ROLE_LABELS, ROLES } from '../../../lib/roles';

const AFFILIATE_LEVELS = [1, 2, 3, 4, 5];

export type UserRowActions = {
  onRoleChange: (user: AdminUser, role: Role) => void;
  onToggleDisabled: (user: AdminUser) => void;
  onAffiliateLevelChange: (user: AdminUser, level: number) => void;
  onSendReset: (user: AdminUser) => void;
  onShowDetails: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

type UserRowProps = { user: AdminUser; busy: boolean; isSelf: boolean; actions: UserRowActions };

export function UserRow({ user, busy, isSelf, actions }: UserRowProps) {
  const levels = AFFILIATE_LEVELS.includes(user.affiliateLevel) ? AFFILIATE_LEVELS : [user.affiliateLevel, ...AFFILIATE_LEVELS];
  const who = user.name || user.email;
  return (
    <tr className="align-middle" data-testid={`user-row-${user._id}`} aria-busy={busy}>
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <Avatar name={user.name} email={user.email} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 dark:text-white">
              {user.name || 'Chưa cập nhật'} {isSelf ? <span className="text-xs font-normal text-slate-500">(bạn)</span> : null}
            </p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3">
        <select
          className="field-input w-36 py-1.5"
          aria-label={`Vai trò của ${who}`}
          value={user.role}
          disabled={busy || isSelf}
          onChange={(event) => actions.onRoleChange(user, event.target.value as Role)}
          data-testid="user-role-select"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={user.emailVerified ? 'active' : 'pending'} label={user.emailVerified ? 'Đã xác thực' : 'Chưa xác thực'} />
      </td>
      <td className="px-4 py-3">
        <button
          type="button"
          role="switch"
          aria-checked={!user.firebaseDisabled}
          aria-label={user.firebaseDisabled ? `Mở khoá tài khoản ${who}` : `Khoá tài khoản ${who}`}
          disabled={busy || isSelf}
          onClick={() => actions.onToggleDisabled(user)}
          data-testid="user-disable-toggle"
          className="inline-flex items-center gap-2 disabled:opacity-50"
        >
          <span className={`relative h-6 w-11 rounded-full transition-colors ${user.firebaseDisabled ? 'bg-slate-300 dark:bg-slate-600' : 'bg-emerald-500'}`}>
            <span className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${user.firebaseDisabled ? 'translate-x-0.5' : 'translate-x-5.5'}`} />
          </span>
          <span className={`whitespace-nowrap text-xs font-medium ${user.firebaseDisabled ? 'text-red-600 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}>
            {user.firebaseDisabled ? 'Đã khoá' : 'Hoạt động'}
          </span>
        </button>
      </td>
      <td className="px-4 py-3">
        <select
          className="field-input w-20 py-1.5"
          aria-label={`Cấp affiliate của ${who}`}
          value={user.affiliateLevel}
          disabled={busy}
          onChange={(event) => actions.onAffiliateLevelChange(user, Number(event.target.value))}
          data-testid="user-affiliate-level"
        >
          {levels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600 dark:text-slate-300">{formatDate(user.createdAt)}</td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          <button type="button" className="icon-btn" title="Xem chi tiết" aria-label={`Xem chi tiết ${who}`} onClick={() => actions.onShowDetails(user)} data-testid="user-details">
            <Icon name="eye" />
          </button>
          <button
            type="button"
            className="icon-btn"
            title="Gửi email đặt lại mật khẩu"
            aria-label={`Gửi email đặt lại mật khẩu cho ${who}`}
            disabled={busy}
            onClick={() => actions.onSendReset(user)}
            data-testid="user-send-reset"
          >
            <Icon name="key" />
          </button>
          <button
            type="button"
            className="icon-btn hover:!bg-red-50 hover:!text-red-600 disabled:opacity-40 dark:hover:!bg-red-500/10"
            title="Xóa người dùng"
            aria-label={`Xóa ${who}`}
            disabled={busy || isSelf}
            onClick={() => actions.onDelete(user)}
            data-testid="user-delete"
          >
            <Icon name="trash" />
          </button>
        </div>
      </td>
    </tr>
  );
}
