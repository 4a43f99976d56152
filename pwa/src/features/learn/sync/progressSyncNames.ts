// Shared by the page and the service worker (src/sw/progressSync.ts), so kept free of DOM-only code.

/** Background Sync tag and Web Lock name of the progress outbox replay. */
export const PROGRESS_SYNC_TAG = 'hvm-progress-sync';

/** Message the service worker posts to open windows when Background Sync fires. */
export const PROGRESS_SYNC_MESSAGE = 'hvm-progress-sync';
