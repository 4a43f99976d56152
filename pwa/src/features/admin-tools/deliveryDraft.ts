import type { AccountField, ToolDelivery, ToolDeliveryInput } from './api/toolDeliveryApi';

export type DeliveryDraft = { deliveryMethod: ToolDelivery['deliveryMethod']; accessInstructions: string; accessUrl: string; keysLowThreshold: string };

export function draftFromDelivery(delivery: ToolDelivery): DeliveryDraft {
  return {
    deliveryMethod: delivery.deliveryMethod,
    accessInstructions: delivery.accessInstructions ?? '',
    accessUrl: delivery.accessUrl ?? '',
    keysLowThreshold: String(delivery.keysLowThreshold),
  };
}

/** The first problem the server would refuse, in the form's words; null when fine. */
export function validateDelivery(draft: DeliveryDraft): string | null {
  const threshold = draft.keysLowThreshold.trim();
  if (!/^\d{1,5}$/.test(threshold) || Number(threshold) > 10_000) return 'Ngưỡng báo sắp hết mã phải là số nguyên từ 0 đến 10000.';
  const url = draft.accessUrl.trim();
  if (url && !/^https?:\/\/\S+$/.test(url)) return 'Đường dẫn đăng nhập phải bắt đầu bằng http:// hoặc https://.';
  return null;
}

export function deliveryInput(draft: DeliveryDraft): ToolDeliveryInput {
  return {
    deliveryMethod: draft.deliveryMethod,
    accessInstructions: draft.accessInstructions.trim() || null,
    accessUrl: draft.accessUrl.trim() || null,
    keysLowThreshold: Number(draft.keysLowThreshold.trim()),
  };
}

/**
 * The keys in a .txt or .csv file, one per line as the pool wants them: a .csv keeps the first column
 * of each row (without quotes); blank lines go. A header row, if any, stays visible for the admin to remove.
 */
export function keysFromFile(fileName: string, text: string): string {
  const csv = /\.csv$/i.test(fileName);
  return text
    .split(/\r?\n/)
    .map((line) => (csv ? (line.split(/[,;\t]/)[0] ?? '') : line).trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean)
    .join('\n');
}

export const MIN_REASON = 5;

/** The reason an admin gives for revoking or extending one buyer's access (kept in the audit trail). */
export function validateReason(reason: string): string | null {
  const length = reason.trim().length;
  if (length < MIN_REASON) return `Lý do cần ít nhất ${MIN_REASON} ký tự.`;
  if (length > 500) return 'Lý do không được dài quá 500 ký tự.';
  return null;
}

export function validateExtendDays(days: string): string | null {
  return /^\d{1,4}$/.test(days.trim()) && Number(days) >= 1 && Number(days) <= 3650 ? null : 'Số ngày gia hạn phải là số nguyên từ 1 đến 3650.';
}

/** A hosted account as label/value rows: every row filled, at least one, at most ten. */
export function validateAccount(fields: AccountField[]): string | null {
  const filled = fields.filter((field) => field.label.trim() || field.value.trim());
  if (!filled.length) return 'Hãy nhập ít nhất một trường (ví dụ: Tên đăng nhập).';
  if (filled.some((field) => !field.label.trim() || !field.value.trim())) return 'Mỗi trường cần có cả tên và giá trị.';
  if (filled.length > 10) return 'Tối đa 10 trường.';
  return null;
}

/** What the audit trail says for an event's action. */
export function eventLabel(action: string): string {
  if (action === 'revoked') return 'Thu hồi quyền sử dụng';
  if (action === 'account_filled') return 'Điền tài khoản';
  const extended = /^extended_(\d+)d$/.exec(action);
  if (extended) return `Gia hạn thêm ${extended[1]} ngày`;
  return action;
}
