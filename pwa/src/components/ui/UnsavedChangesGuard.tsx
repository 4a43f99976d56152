import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

export const UNSAVED_CHANGES_TEXT = {
  title: 'Rời trang khi chưa lưu?',
  message: 'Các thay đổi bạn chưa lưu sẽ bị mất nếu rời khỏi trang này.',
  leave: 'Rời trang',
  stay: 'Ở lại',
} as const;

/**
 * While `when` holds, leaving the page asks first: a link or back button inside the app (react-router's
 * blocker, answered in our own dialog) and closing or reloading the tab (the browser's own beforeunload
 * prompt). Needs a data router (createBrowserRouter / createMemoryRouter).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // Saved (or reverted) while the question was up: nothing is lost any more, so let the move go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_TEXT.title}
      message={UNSAVED_CHANGES_TEXT.message}
      confirmLabel={UNSAVED_CHANGES_TEXT.leave}
      cancelLabel={UNSAVED_CHANGES_TEXT.stay}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
