import toast from 'react-hot-toast';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { toastError } from '../../../lib/http/toastError';
import { useMyEmailPreferences, useSaveMyEmailPreferences } from '../api/emailPreferencesApi';
import { MarketingConsentControl } from './MarketingConsentControl';

/** The 'Email' block of the settings page: the signed-in user's marketing-mail switch. */
export function EmailSettings() {
  const result = useMyEmailPreferences();
  const save = useSaveMyEmailPreferences();

  const change = async (marketingConsent: boolean) => {
    try {
      await save.mutateAsync(marketingConsent);
      toast.success(marketingConsent ? 'Đã bật nhận thư về khóa học mới và ưu đãi.' : 'Đã tắt nhận thư về khóa học mới và ưu đãi.');
    } catch (failure) {
      toastError(failure, 'Không lưu được thay đổi. Vui lòng thử lại.');
    }
  };

  return (
    <div data-testid="email-settings">
      <AsyncContent result={result} errorText="Không tải được tùy chọn email." errorTestId="email-settings-error" loadingLabel="Đang tải tùy chọn email..." retry>
        {(preferences) => (
          <div className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Gửi tới <span className="font-medium break-words text-slate-900 dark:text-white">{preferences.email}</span>
            </p>
            <MarketingConsentControl preferences={preferences} busy={save.isPending} idPrefix="email-settings" onChange={(value) => void change(value)} />
            <p className="text-sm text-slate-500 dark:text-slate-400">Biên lai, thư về đơn hàng, thanh toán và tài khoản (xác thực, đặt lại mật khẩu) vẫn luôn được gửi.</p>
          </div>
        )}
      </AsyncContent>
    </div>
  );
}
