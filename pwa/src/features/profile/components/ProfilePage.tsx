import { useEffect } from 'react';
import { formatDate, formatNumber } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { roleLabel } from '../../../lib/roles';
import { fetchProfile } from '../../auth';
import { useAuth } from '../../auth';
import { AvatarUploader } from './AvatarUploader';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { ProfileForm } from './ProfileForm';

export default function ProfilePage() {
  const { user, updateUser } = useAuth();

  // The session copy may be minutes old (unread count, verification): fetch the current profile.
  useEffect(() => {
    fetchProfile().then(updateUser, (error: unknown) => toastError(error, 'Không thể tải hồ sơ.'));
  }, [updateUser]);

  if (!user) return null;

  const facts = [
    { label: 'Email', value: user.email },
    { label: 'Vai trò', value: roleLabel(user.role) },
    { label: 'Trạng thái email', value: user.emailVerified ? 'Đã xác thực' : 'Chưa xác thực' },
    { label: 'Chương trình Affiliate', value: user.isAffiliate ? `Đã tham gia (cấp ${user.affiliateLevel})` : 'Chưa tham gia' },
    { label: 'Thông báo chưa đọc', value: formatNumber(user.unreadCount) },
    { label: 'Thành viên từ', value: formatDate(user.createdAt) },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Hồ sơ cá nhân</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Quản lý thông tin tài khoản và ảnh đại diện của bạn.</p>
      </header>

      {!user.emailVerified ? <EmailVerificationNotice email={user.email} /> : null}

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <section className="card flex flex-col items-center gap-4 text-center" aria-label="Ảnh đại diện">
          <AvatarUploader user={user} />
          <div>
            <p className="text-lg font-semibold text-slate-900 dark:text-white" data-testid="profile-display-name">
              {user.name || 'Chưa cập nhật'}
            </p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{roleLabel(user.role)}</p>
          </div>
        </section>

        <div className="space-y-6">
          <section className="card" aria-labelledby="profile-facts-title">
            <h2 id="profile-facts-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              Thông tin tài khoản
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-xs font-medium uppercase tracking-wider text-slate-500 dark:text-slate-400">{fact.label}</dt>
                  <dd className="mt-1 break-words text-sm font-medium text-slate-900 dark:text-slate-100">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="card" aria-labelledby="profile-edit-title">
            <h2 id="profile-edit-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              Chỉnh sửa thông tin
            </h2>
            {/* Re-seeded whenever the server copy changes (fresh fetch, successful save). */}
            <ProfileForm key={`${user._id}:${user.name}:${user.phoneNumber}:${user.age}`} user={user} />
          </section>
        </div>
      </div>
    </div>
  );
}
