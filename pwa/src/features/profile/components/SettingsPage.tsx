import { Icon } from '../../../components/ui/Icon';
import { useAuth } from '../../auth';
import { DownloadDevices } from '../../downloads';
import { EmailSettings } from '../../email-preferences';
import { PushOptIn } from '../../notifications';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ThemeSettings } from './ThemeSettings';

export default function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Cài đặt</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Bảo mật tài khoản và tùy chỉnh trải nghiệm học tập của bạn.</p>
      </header>

      <section className="card" aria-labelledby="settings-password">
        <h2 id="settings-password" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          Đổi mật khẩu
        </h2>
        <ChangePasswordForm hasPassword={user.hasPassword} />
      </section>

      <section className="card" aria-labelledby="settings-theme">
        <h2 id="settings-theme" className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
          Giao diện
        </h2>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Lựa chọn được lưu trên trình duyệt này.</p>
        <ThemeSettings />
      </section>

      <section className="card" aria-labelledby="settings-notifications" data-testid="settings-notifications">
        <h2 id="settings-notifications" className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Icon name="bell" /> Thông báo
        </h2>
        <PushOptIn />
      </section>

      <section className="card" aria-labelledby="settings-downloads">
        <h2 id="settings-downloads" className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Icon name="download" /> Thiết bị tải bài giảng
        </h2>
        <DownloadDevices userId={user._id} />
      </section>

      <section className="card" aria-labelledby="settings-email" data-testid="settings-email">
        <h2 id="settings-email" className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Icon name="mail" /> Email
        </h2>
        <EmailSettings />
      </section>
    </div>
  );
}
