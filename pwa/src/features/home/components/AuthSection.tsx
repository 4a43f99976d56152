import { useId, useState } from 'react';
import type { AuthMode } from '../../auth';
import { AuthForm } from '../../auth';
import { useAuth } from '../../auth';
import { AccountCard } from './AccountCard';

const TABS: { mode: AuthMode; label: string }[] = [
  { mode: 'login', label: 'Đăng nhập' },
  { mode: 'signin', label: 'Đăng ký' },
];

type AuthSectionProps = { highlighted: boolean };

/** Home-page sign-up/login block (#signup-form), or the account card once signed in. */
export function AuthSection({ highlighted }: AuthSectionProps) {
  const { user } = useAuth();
  const [mode, setMode] = useState<AuthMode>('signin');
  const baseId = useId();

  return (
    <section className="bg-white py-16 dark:bg-slate-900/40" aria-labelledby={`${baseId}-title`}>
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 id={`${baseId}-title`} className="text-3xl font-bold text-slate-900 dark:text-white">
            {user ? 'Chào mừng bạn trở lại!' : 'Bắt đầu hành trình của bạn ngay hôm nay'}
          </h2>
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            Tạo tài khoản miễn phí trong chưa đầy một phút để học thử các bài học thực chiến, lưu tiến độ học trên mọi thiết bị và nhận ưu đãi dành riêng cho học viên mới.
          </p>
          <ul className="mt-6 space-y-3 text-slate-700 dark:text-slate-300">
            <li>✔ Không cần thẻ tín dụng</li>
            <li>✔ Bài học miễn phí là miễn phí thật</li>
            <li>✔ Giảng viên hỗ trợ trọn đời khi bạn sở hữu khóa học</li>
          </ul>
        </div>

        <div
          id="signup-form"
          data-highlighted={highlighted}
          className={`min-w-0 rounded-3xl transition-shadow duration-500 ${highlighted ? 'shadow-[0_0_0_4px_var(--color-accent-400)] ring-4 ring-accent-200' : ''}`}
        >
          {user ? (
            <AccountCard user={user} />
          ) : (
            <div className="card p-6 sm:p-8">
              <div role="tablist" aria-label="Đăng nhập hoặc đăng ký" className="mb-6 grid grid-cols-2 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
                {TABS.map((tab) => (
                  <button
                    key={tab.mode}
                    type="button"
                    role="tab"
                    id={`${baseId}-tab-${tab.mode}`}
                    aria-selected={mode === tab.mode}
                    aria-controls={`${baseId}-panel`}
                    data-testid={`auth-tab-${tab.mode}`}
                    onClick={() => setMode(tab.mode)}
                    className={`rounded-lg py-2 text-sm font-semibold transition-colors ${
                      mode === tab.mode ? 'bg-white text-brand-800 shadow-sm dark:bg-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'
                    }`}
                  >
                    {tab.label}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${mode}`}>
                <AuthForm key={mode} mode={mode} onModeChange={setMode} returnTo="/" onRegistered={() => setMode('login')} />
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
