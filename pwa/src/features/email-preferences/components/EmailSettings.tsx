import toast from 'react-hot-toast';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { toastError } from '../../../lib/http/toastError';
import {
  useMyAnnouncementPreferences,
  useMyEmailPreferences,
  useSaveMyAnnouncementPreference,
  useSaveMyEmailPreferences,
  type AnnouncementMailChange,
} from '../api/emailPreferencesApi';
import { AnnouncementMailControl } from './AnnouncementMailControl';
import { MarketingConsentControl } from './MarketingConsentControl';

/** The 'Email' block of the settings page: the signed-in user's marketing-mail switch and course announcement mail. */
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
      <AnnouncementMailSettings />
    </div>
  );
}

/** Announcement mail from the courses the user is enrolled in; each switch is saved at once. */
function AnnouncementMailSettings() {
  const result = useMyAnnouncementPreferences();
  const save = useSaveMyAnnouncementPreference();

  const change = async (update: AnnouncementMailChange) => {
    try {
      await save.mutateAsync(update);
      toast.success(update.enabled ? 'Đã bật thư thông báo khóa học.' : 'Đã tắt thư thông báo khóa học.');
    } catch (failure) {
      toastError(failure, 'Không lưu được thay đổi. Vui lòng thử lại.');
    }
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
      <AsyncContent
        result={result}
        errorText="Không tải được tùy chọn thư thông báo khóa học."
        errorTestId="email-settings-announcements-error"
        loadingLabel="Đang tải tùy chọn thư thông báo..."
        retry
      >
        {(preferences) => (
          <AnnouncementMailControl preferences={preferences} busy={save.isPending} idPrefix="email-settings" headingLevel={3} onChange={(update) => void change(update)} />
        )}
      </AsyncContent>
    </div>
  );
}
