import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { deleteSubscription, fetchVapidPublicKey, saveSubscription } from '../api/pushApi';
import { applicationServerKey, isPushSupported, sameServerKey } from '../pushSupport';

/** checking: reading the browser's state; off / on: this device's subscription; unsupported / denied: cannot be turned on here. */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

async function register(subscription: PushSubscription): Promise<void> {
  const { keys } = subscription.toJSON();
  await saveSubscription({ endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, userAgent: navigator.userAgent });
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The 'Nhận thông báo đẩy' switch of this device: asks permission, subscribes, tells the server. */
export function usePushSubscription() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isPushSupported()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    let active = true;
    currentSubscription()
      .then(async (subscription) => {
        if (!active) return;
        const on = subscription !== null && Notification.permission === 'granted';
        setState(on ? 'on' : 'off');
        // Someone else may have subscribed this browser last: it now belongs to whoever is signed in.
        if (on) await register(subscription);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (active) setState('off');
      });
    return () => {
      active = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setBusy(true);
    let subscription: PushSubscription | null = null;
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const key = applicationServerKey(await fetchVapidPublicKey());
      const registration = await navigator.serviceWorker.ready;
      subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameServerKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await register(subscription);
      setState('on');
      toast.success('Đã bật thông báo đẩy trên thiết bị này.');
    } catch (error) {
      console.error(error);
      // A browser subscription the server does not know would only look enabled.
      await subscription?.unsubscribe().catch(() => false);
      setState('off');
      toast.error('Không thể bật thông báo đẩy. Vui lòng thử lại.');
    } finally {
      setBusy(false);
    }
  }, []);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await subscription.unsubscribe();
        // The push service answers 410 for this endpoint from now on, which also removes it server-side.
        await deleteSubscription(subscription.endpoint).catch((error: unknown) => console.error(error));
      }
      setState('off');
      toast.success('Đã tắt thông báo đẩy trên thiết bị này.');
    } catch (error) {
      console.error(error);
      toast.error('Không thể tắt thông báo đẩy. Vui lòng thử lại.');
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, enable, disable };
}
