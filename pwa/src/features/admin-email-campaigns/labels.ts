import type { EditableStatus, Scenario, ScenarioStatus, ScenarioTrigger, SuppressionReason } from './api/emailCampaignsApi';

export const TRIGGERS: { value: ScenarioTrigger; label: string; explanation: string }[] = [
  { value: 'broadcast', label: 'Gửi hàng loạt theo lịch', explanation: 'Gửi một lần tới mọi người khớp điều kiện, vào đúng thời điểm đã hẹn.' },
  { value: 'user_registered', label: 'Khi đăng ký tài khoản', explanation: 'Bắt đầu ngay khi một người vừa tạo tài khoản.' },
  { value: 'email_verified', label: 'Khi xác thực email', explanation: 'Bắt đầu khi một người xác thực địa chỉ email của mình.' },
  { value: 'order_paid', label: 'Khi thanh toán đơn hàng', explanation: 'Bắt đầu khi một đơn hàng được thanh toán: mọi đơn, hoặc đơn có khóa học / phần mềm đã chọn.' },
  {
    value: 'checkout_abandoned',
    label: 'Khi bỏ dở thanh toán (đơn VietQR hết hạn)',
    explanation: 'Bắt đầu khi một đơn chuyển khoản VietQR hết hạn mà chưa được thanh toán.',
  },
  { value: 'inactive', label: 'Khi ngừng học N ngày', explanation: 'Bắt đầu khi một học viên không học bài nào trong số ngày liền đã chọn.' },
  { value: 'course_completed', label: 'Khi hoàn thành khóa học', explanation: 'Bắt đầu khi học viên hoàn thành một khóa học: bất kỳ khóa nào, hoặc khóa đã chọn.' },
  { value: 'affiliate_joined', label: 'Khi tham gia affiliate', explanation: 'Bắt đầu khi một người tham gia chương trình affiliate.' },
  { value: 'commission_approved', label: 'Khi hoa hồng được duyệt', explanation: 'Bắt đầu khi một khoản hoa hồng affiliate của người đó được duyệt.' },
];

export const triggerLabel = (trigger: ScenarioTrigger) => TRIGGERS.find((option) => option.value === trigger)?.label ?? trigger;
export const triggerExplanation = (trigger: ScenarioTrigger) => TRIGGERS.find((option) => option.value === trigger)?.explanation ?? '';

/** Label and badge colour (a status of the shared badge list) of each state of a scenario or campaign. */
export const STATUSES: Record<ScenarioStatus, { label: string; badge: string }> = {
  draft: { label: 'Nháp', badge: 'draft' },
  active: { label: 'Đang chạy', badge: 'active' },
  paused: { label: 'Tạm dừng', badge: 'pending' },
  finished: { label: 'Đã kết thúc', badge: 'processing' },
};

export const EDITABLE_STATUSES: { value: EditableStatus; label: string }[] = [
  { value: 'draft', label: STATUSES.draft.label },
  { value: 'active', label: STATUSES.active.label },
  { value: 'paused', label: STATUSES.paused.label },
];

/** The re-entry rule in a few words, for a scenario card. */
export function reentryText(scenario: Pick<Scenario, 'trigger' | 'reentry' | 'reentryDays'>): string {
  if (scenario.trigger === 'broadcast' || scenario.reentry === 'once' || !scenario.reentryDays) return 'Mỗi người một lần';
  return `Được vào lại sau ${scenario.reentryDays} ngày`;
}

/** The re-entry rule as a sentence, under the choice in the scenario form. */
export function reentryExplanation(reentry: 'once' | 'after_days', days: string): string {
  if (reentry === 'once') return 'Mỗi người chỉ đi qua kịch bản này một lần, kể cả khi sự kiện xảy ra lần nữa.';
  return `Người đã hoàn thành kịch bản sẽ được bắt đầu lại khi sự kiện xảy ra lần nữa, sau ít nhất ${days.trim() || 'N'} ngày.`;
}

const percentFormatter = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** `part` of `whole` as '45,2%'; a dash when nothing was sent yet. */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${percentFormatter.format((part / whole) * 100)}%` : '—';
}

/** Why an address is on the suppression list, with the badge colour (a status of the shared badge list). */
export const SUPPRESSION_REASONS: Record<SuppressionReason, { label: string; badge: string }> = {
  hard_bounce: { label: 'Thư bị trả lại (vĩnh viễn)', badge: 'inactive' },
  soft_bounce: { label: 'Trả lại tạm thời nhiều lần', badge: 'pending' },
  complaint: { label: 'Bị báo thư rác', badge: 'rejected' },
  manual: { label: 'Chặn thủ công', badge: 'draft' },
};
