import { Icon } from '../../../components/ui/Icon';
import { useAuth } from '../../auth';

/** 'Đăng xuất' as a menu row (the account menu, the dashboards' sidebar); `onSignOut` closes what holds it. */
export function SignOutButton({ testId, onSignOut }: { testId: string; onSignOut?: () => void }) {
  const { signOut } = useAuth();
  return (
    <button
      type="button"
      data-testid={testId}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
      onClick={() => {
        onSignOut?.();
        void signOut();
      }}
    >
      <Icon name="logout" className="h-4 w-4" /> Đăng xuất
    </button>
  );
}
