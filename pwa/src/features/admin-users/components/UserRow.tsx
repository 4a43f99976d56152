import type { ReactNode } from 'react';
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

/** A cell: a labelled block of the row's card on a narrow screen, a table cell from xl up. */
function Cell({ label, className = '', children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={`block min-w-0 xl:table-cell xl:px-3 xl:py-3 xl:align-middle ${className}`}>
      {label ? <span className="mb-1 block text-xs font-medium text-slate-500 xl:hidden dark:text-slate-400">{label}</span> : null}
      {children}
    </td>
  );
}

/**
 * One user: a card on phones and tablets, a table row from xl up (the same elements, so tests and
 * screen readers find one row per user).
 */
export function UserRow({ user, busy, isSelf, actions }: UserRowProps) {
  const levels = AFFILIATE_LEVELS.includes(user.affiliateLevel) ? AFFILIATE_LEVELS : [user.affiliateLevel, ...AFFILIATE_LEVELS];
  const who = user.name || user.email;
  const active = !user.firebaseDisabled;
  return (
    <tr
      className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 xl:table-row xl:rounded-none xl:bg-transparent xl:p-0 xl:shadow-none xl:ring-0 dark:bg-slate-900 dark:ring-slate-800 xl:dark:bg-transparent"
      data-testid={`user-row-${user._id}`}
      aria-busy={busy}
    >
      <Cell className="col-span-2">
        <div className="flex items-center gap-3 xl:max-w-[16rem]">
          <Avatar name={user.name} email={user.email} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 dark:text-white">
              {user.name || 'Chưa cập nhật'} {isSelf ? <span className="text-xs font-normal text-slate-500">(bạn)</span> : null}
            </p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400" title={user.email}>
              {user.email}
            </p>
            <p className="mt-1">
              <StatusBadge status={user.emailVerified ? 'active' : 'pending'} label={user.emailVerified ? 'Đã xác thực' : 'Chưa xác thực'} />
            </p>
          </div>
        </div>
      </Cell>
      <Cell label="Vai trò">
        <select
          className="field-input py-1.5 xl:w-32"
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
      </Cell>
      <Cell label="Trạng thái">
        <button
          type="button"
          role="switch"
          aria-checked={active}
          aria-label={active ? `Khóa tài khoản ${who}` : `Mở khóa tài khoản ${who}`}
          disabled={busy || isSelf}
          onClick={() => actions.onToggleDisabled(user)}
          data-testid="user-disable-toggle"
          className="inline-flex min-h-9 items-center gap-2 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50"
        >
          {/* The knob moves inside its track, and the track never shrinks, so the knob cannot reach the text. */}
          <span
            className={`inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${active ? 'bg-emerald-500' : 'bg-slate-300 dark:bg-slate-600'}`}
            aria-hidden="true"
          >
            <span className={`h-5 w-5 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
          </span>
          <span className={`whitespace-nowrap text-xs font-medium ${active ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}>
            {active ? 'Hoạt động' : 'Đã khóa'}
          </span>
        </button>
      </Cell>
      <Cell label="Cấp affiliate">
        <select
          className="field-input py-1.5 xl:w-16"
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
      </Cell>
      <Cell label="Ngày tạo" className="whitespace-nowrap text-sm text-slate-600 dark:text-slate-300">
        {formatDate(user.createdAt)}
      </Cell>
      <Cell className="col-span-2 border-t border-slate-100 pt-2 xl:border-t-0 dark:border-slate-800">
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
      </Cell>
    </tr>
  );
}
