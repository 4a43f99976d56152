import toast from 'react-hot-toast';
import { UpdateToast } from './UpdateToast';

/**
 * Registers the service worker in production builds. When a new version is waiting, a toast
 * offers 'Cập nhật': the waiting worker is told to skip waiting and the page reloads once it
 * has taken control, so the user never runs old JS against a new shell by surprise.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    toast.custom(
      (t) => (
        <UpdateToast
          visible={t.visible}
          onUpdate={() => {
            toast.dismiss(t.id);
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }}
          onDismiss={() => toast.dismiss(t.id)}
        />
      ),
      { id: 'sw-update', duration: Infinity },
    );
  });

  try {
    await workbox.register();
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
