import { Toaster } from 'react-hot-toast';

/** Toasts appear top-centre for 6 seconds (SPEC §2/§9). */
export function AppToaster() {
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
