import { Icon } from '../../../components/ui/Icon';
import { formatDate } from '../../../lib/format';
import type { EmailPreferences } from '../api/emailPreferencesApi';

export const CONSENT_SWITCH_LABEL = 'Nhận thư về khóa học mới và ưu đãi';
export const TRANSACTIONAL_NOTE = 'Thư về đơn hàng, thanh toán và tài khoản vẫn được gửi dù bạn chọn thế nào.';
export const SUPPRESSED_NOTE = 'Địa chỉ này đang bị chặn gửi vì thư bị trả lại hoặc bị báo là thư rác. Liên hệ hỗ trợ nếu đó là nhầm lẫn.';

/** When the current choice was made (the server stamps every change), in Vietnam time. */
export function consentStatusText({ marketingConsent, marketingConsentAt }: EmailPreferences): string {
  if (!marketingConsentAt) return marketingConsent ? 'Bạn đang nhận thư quảng cáo.' : 'Bạn chưa đăng ký nhận thư quảng cáo.';
  return marketingConsent ? `Đã đồng ý nhận thư từ ngày ${formatDate(marketingConsentAt)}.` : `Đã tắt nhận thư từ ngày ${formatDate(marketingConsentAt)}.`;
}

type Props = {
  preferences: EmailPreferences;
  busy: boolean;
  onChange: (marketingConsent: boolean) => void;
  /** Prefix of the ids and test ids, so the control can appear on two pages. */
  idPrefix: string;
};

/** The marketing-mail switch with the date of the current choice, and the suppression notice when it applies. */
export function MarketingConsentControl({ preferences, busy, onChange, idPrefix }: Props) {
  const on = preferences.marketingConsent;
  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={`${idPrefix}-label`} className="font-medium text-slate-900 dark:text-white">
            {CONSENT_SWITCH_LABEL}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid={`${idPrefix}-since`}>
            {consentStatusText(preferences)}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${idPrefix}-label`}
          aria-busy={busy}
          disabled={busy}
          data-testid={`${idPrefix}-switch`}
          onClick={() => onChange(!on)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${
            on ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600'
          }`}
        >
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} aria-hidden="true" />
        </button>
      </div>
      {preferences.suppressed ? <SuppressedNotice testId={`${idPrefix}-suppressed`} /> : null}
    </div>
  );
}

export function SuppressedNotice({ testId }: { testId: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid={testId}>
      <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{SUPPRESSED_NOTE}</span>
    </p>
  );
}
