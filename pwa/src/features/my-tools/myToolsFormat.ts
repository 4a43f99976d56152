import { formatDate } from '../../lib/format';
import type { MyTool } from './api/myToolsApi';

const DAY_MS = 86_400_000;

/** The calendar day (in Vietnam time, as every date on screen) as a day number, from the shared date format. */
function vietnamDay(value: string | Date): number {
  const [day, month, year] = formatDate(value).split('/').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * 'Còn 12 ngày', 'Hết hạn hôm nay' or 'Đã hết hạn', counted in calendar days up to the expiry date shown
 * beside it (so a key ending tomorrow morning says 'Còn 1 ngày', one ending tonight 'Hết hạn hôm nay').
 */
export function daysLeftLabel(tool: Pick<MyTool, 'status' | 'expiresAt'>, now: Date = new Date()): string {
  if (tool.status === 'revoked') return 'Đã bị thu hồi';
  if (tool.status === 'expired' || new Date(tool.expiresAt).getTime() <= now.getTime()) return 'Đã hết hạn';
  const days = vietnamDay(tool.expiresAt) - vietnamDay(now);
  return days <= 0 ? 'Hết hạn hôm nay' : `Còn ${days} ngày`;
}

export const DELIVERY_LABELS: Record<MyTool['deliveryMethod'], string> = {
  licence_key: 'Mã bản quyền',
  download: 'Tệp tải về',
  hosted_account: 'Tài khoản sử dụng',
};

/** The shared badge colours (StatusBadge) for an access state, with its own Vietnamese label. */
export const ACCESS_BADGES: Record<'active' | 'upcoming' | 'expired' | 'revoked', { status: string; label: string }> = {
  active: { status: 'active', label: 'Đang sử dụng' },
  // Paid ahead (a renewal): blue like anything under way.
  upcoming: { status: 'processing', label: 'Chưa bắt đầu' },
  expired: { status: 'expired', label: 'Hết hạn' },
  // Ended by an admin: red like a cancellation.
  revoked: { status: 'cancelled', label: 'Đã thu hồi' },
};
