import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { useAuth } from '../hooks/useAuth';
import { AuthPageShell } from './AuthPageShell';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'mail',
    title: 'Xác thực email',
    text: 'Mở email xác thực (kiểm tra cả mục Quảng cáo và Thư rác) để kích hoạt tài khoản.',
  },
  {
    icon: 'play',
    title: 'Học thử miễn phí',
    text: 'Xem các bài học miễn phí để cảm nhận phong cách giảng dạy thực chiến trước khi đăng ký khóa học.',
  },
  {
    icon: 'link',
    title: 'Chia sẻ và nhận hoa hồng',
    text: 'Tham gia chương trình affiliate: hoa hồng trực tiếp 30% và hoa hồng đội nhóm 20% trên mọi khóa học.',
  },
];

export default function WelcomePage() {
  const { user } = useAuth();
  return (
    <AuthPageShell
      wide
      title={user ? `Chào mừng ${user.name || 'bạn'} đến với Học viện Marketing!` : 'Chào mừng bạn đến với Học viện Marketing!'}
      subtitle="Ba bước đơn giản để bắt đầu hành trình làm marketing thực chiến."
    >
      <ol className="space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
              <Icon name={step.icon} />
            </span>
            <div>
              <p className="font-semibold text-slate-900 dark:text-white">
                {index + 1}. {step.title}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/courses" className="btn btn-accent">
          Khám phá khóa học
        </Link>
        <Link to={user ? '/profile' : '/login'} className="btn btn-secondary">
          {user ? 'Trang cá nhân' : 'Đăng nhập'}
        </Link>
      </div>
    </AuthPageShell>
  );
}
