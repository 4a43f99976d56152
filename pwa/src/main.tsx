import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './App';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { db } from './lib/db';
import { holdEarlyClicks } from './lib/earlyClicks';
import { createAppQueryClient } from './lib/query';
import { hasSessionHint } from './lib/session/sessionHint';
import { firstScreenReady, router } from './router';
import { watchSystemTheme } from './lib/theme';
import './index.css';

// index.html applied the saved theme before paint; from here on follow OS changes too.
watchSystemTheme();
// A signed-in start reads IndexedDB first (courses, progress, cart): open it while React starts, not after.
if (hasSessionHint()) db.open().catch((error: unknown) => console.error('IndexedDB could not be opened', error));

// The first render waits (briefly) for the first screen's chunks, so it shows the page itself rather
// than a fallback that React would then keep up for its minimum of about 300 ms.
const FIRST_SCREEN_WAIT_MS = 300;

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={<RouterProvider router={router} />} queryClient={createAppQueryClient()} />
  </StrictMode>
);

if (container.firstElementChild) {
  // The server rendered this page (a visitor's first visit to a public page, docs/first-html.md): it is
  // on screen already, so React takes over that HTML once all of the page's chunks are there (no wait
  // limit: nothing is blank meanwhile) instead of drawing it again.
  void firstScreenReady.then(() => {
    holdEarlyClicks();
    hydrateRoot(container, app);
  });
} else {
  // Rendered as a transition so React yields to the browser every few milliseconds instead of holding
  // the main thread for the whole first render (a phone stays responsive to the first tap meanwhile).
  void Promise.race([firstScreenReady, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}

void registerServiceWorker();
