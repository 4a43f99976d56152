/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { isOfflineMedia, offlineMediaResponse } from './sw/offlineMedia';
import { registerProgressSync } from './sw/progressSync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

registerProgressSync(self);

// App shell: every built asset, versioned by the manifest vite-plugin-pwa injects here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Client-side routes load the cached shell offline; server routes must always reach the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//, /^\/dev\//, /^\/certificates\//],
  }),
);

// A downloaded lecture's files (features/downloads): from the device only, with or without a connection.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isOfflineMedia(url, self.location.origin),
  ({ request }) => offlineMediaResponse(self.caches, request),
);

// Images (thumbnails, avatars): answer from cache at once and refresh in the background.
registerRoute(
  ({ request }) => request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'hvm-images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// The partner links of the header and footer: shown at once (offline too), refreshed in the background.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/site-settings/partners',
  new StaleWhileRevalidate({ cacheName: 'hvm-site-settings', plugins: [new ExpirationPlugin({ maxEntries: 1 })] }),
);

// The update toast's 'Cập nhật' button (workbox-window messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

type PushPayload = { title: string; body: string; url: string };

function readPush(event: PushEvent): PushPayload {
  const fallback: PushPayload = { title: 'Học viện Marketing', body: '', url: '/' };
  if (!event.data) return fallback;
  try {
    const data = event.data.json() as Partial<Record<keyof PushPayload, unknown>>;
    return {
      title: typeof data.title === 'string' && data.title ? data.title : fallback.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' && data.url ? data.url : '/',
    };
  } catch {
    return { ...fallback, body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url } = readPush(event);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'vi',
      data: { url },
    }),
  );
});

/** Only links inside the app are opened; anything else falls back to the home page. */
function notificationTarget(raw: unknown): string {
  try {
    const url = new URL(typeof raw === 'string' ? raw : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
