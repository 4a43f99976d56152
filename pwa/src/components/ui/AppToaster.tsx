import { Toaster, useToasterStore } from 'react-hot-toast';
import { useDeferPromotions } from '../../lib/popupQueue';

/** Toasts appear top-centre for 6 seconds (SPEC §2/§9); the promotional popup waits until they are gone. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useDeferPromotions(toasts.some((shown) => shown.visible));
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 6000,
        className: '!bg-white !text-slate-900 dark:!bg-slate-800 dark:!text-slate-100 !shadow-lg',
      }}
    />
  );
}
