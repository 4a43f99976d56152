import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ConfettiBurst } from '../../../components/ui/ConfettiBurst';
import { Icon } from '../../../components/ui/Icon';
import type { Welcome } from '../AuthContext';

const WELCOME_POPUP_DURATION_MS = 15000;

const CONFETTI_COLOURS = ['#1e3a8a', '#2548eb', '#f97316', '#fdba74', '#ffffff'];
/** One burst from the middle and one from each side. */
const WELCOME_BURSTS = [
  { colors: CONFETTI_COLOURS, particleCount: 120, spread: 80, origin: { y: 0.6 } },
  { colors: CONFETTI_COLOURS, particleCount: 60, angle: 60, spread: 60, origin: { x: 0, y: 0.7 } },
  { colors: CONFETTI_COLOURS, particleCount: 60, angle: 120, spread: 60, origin: { x: 1, y: 0.7 } },
];

const CONTENT = {
  registered: {
    title: 'Đăng ký thành công!',
    body: 'Chúng tôi vừa gửi email xác thực đến hộp thư của bạn. Hãy kiểm tra mục Hộp thư đến (Inbox), Quảng cáo (Promotions) hoặc Thư rác (Spam) và bấm vào link xác thực để kích hoạt tài khoản trước khi đăng nhập.',
    action: 'Tôi đã hiểu',
    icon: 'mail',
  },
  'first-login': {
    title: 'Chào mừng bạn đến với Học viện Marketing!',
    body: 'Tài khoản của bạn đã sẵn sàng. Hãy bắt đầu học ngay hôm nay với các bài học miễn phí và những khóa học marketing thực chiến được thiết kế cho người mới.',
    action: 'Bắt đầu học ngay',
    icon: 'academic',
  },
  'welcome-back': {
    title: 'Chào mừng bạn quay trở lại!',
    body: 'Rất vui được gặp lại bạn. Bài học tiếp theo đang chờ — cùng tiếp tục hành trình chinh phục marketing nào!',
    action: 'Tiếp tục hành trình',
    icon: 'sparkles',
  },
} as const;

type WelcomePopupProps = {
  welcome: Welcome;
  /** Escape, or the 15 s timeout. */
  onDismiss: () => void;
  /** The button (it dismisses too); defaults to onDismiss. */
  onAction?: () => void;
};

/** Celebration after sign-up or sign-in: confetti, one button, closes itself after 15 s. */
export default function WelcomePopup({ welcome, onDismiss, onAction = onDismiss }: WelcomePopupProps) {
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const content = CONTENT[welcome.kind];

  useEffect(() => {
    buttonRef.current?.focus();
    const timer = setTimeout(onDismiss, WELCOME_POPUP_DURATION_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onDismiss]);

  const greetingName = welcome.kind === 'registered' ? '' : welcome.name.trim();

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-900/60 backdrop-blur-sm" aria-hidden="true" />
      <ConfettiBurst bursts={WELCOME_BURSTS} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={`welcome-popup-${welcome.kind}`}
        className="relative w-full max-w-md overflow-hidden rounded-3xl bg-white text-center shadow-2xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
      >
        <div className="bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 px-6 py-8 text-white">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30">
            <Icon name={content.icon} className="h-8 w-8" />
          </span>
          <h2 id={titleId} className="mt-3 text-xl font-bold">
            {content.title}
          </h2>
          {greetingName ? <p className="mt-1 text-brand-100">{greetingName}</p> : null}
        </div>
        <div className="px-6 py-6">
          <p className="text-slate-600 dark:text-slate-300">{content.body}</p>
          <button ref={buttonRef} type="button" className="btn btn-accent mt-6 w-full py-3" onClick={onAction} data-testid="welcome-dismiss">
            {content.action}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
