import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type LaunchOptions, type Locator, type Page } from '@playwright/test';
import { expect, skipPromoPopup, test as base } from './test';

// Offline downloads (issue 32) as a learner's phone does them: the installed app in a profile that
// outlives a restart, its real service worker, and what it keeps in IndexedDB and Cache Storage.

export const PHONE = { width: 390, height: 844 };

/**
 * Opens the open lecture's download dialog the way a learner does: it says what the download weighs
 * before anything is fetched, with the recommended quality chosen.
 */
export async function openDownloadDialog(page: Page): Promise<Locator> {
  await page.getByTestId('download-lecture').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog.getByRole('heading')).toHaveText(/^Tải 1 bài giảng: \d+(\.\d+)? (KB|MB)$/);
  return dialog;
}

/** Starts downloading the open lecture at the recommended quality, through the dialog. */
export async function startLectureDownload(page: Page): Promise<void> {
  const dialog = await openDownloadDialog(page);
  await dialog.getByTestId('download-confirm').click();
}

/**
 * Signs out from the user menu of a learner who has downloads on this device: the app asks first, since
 * signing out deletes them, and the learner confirms.
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  const dialog = page.getByTestId('signout-dialog');
  await expect(dialog).toContainText(/Thiết bị này đang giữ \d+ bài giảng bạn đã tải về/);
  await dialog.getByTestId('signout-confirm').click();
  await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
}

export type AppProfile = {
  /** A browser launch on the profile: the app as installed, with whatever it kept from the last launch. */
  open: () => Promise<BrowserContext>;
  /** Closes what is still open on the profile and deletes its folder. */
  close: () => Promise<void>;
};

/** A phone's browser profile of its own in a temp folder; each `open()` is a cold start of the browser. */
export function appProfile(launchOptions: LaunchOptions, baseURL: string | undefined): AppProfile {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-e2e-downloads-'));
  const opened = new Set<BrowserContext>();
  return {
    open: async () => {
      const context = await chromium.launchPersistentContext(folder, { ...launchOptions, baseURL, viewport: PHONE, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
      opened.add(context);
      context.on('close', () => opened.delete(context));
      await skipPromoPopup(context);
      return context;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The spec's `test` with a `profile` fixture: the phone's profile, closed and deleted after the test even
 * when it fails (a persistent launch is not one of Playwright's own contexts).
 */
export const test = base.extend<{ profile: AppProfile }>({
  profile: async ({ launchOptions, baseURL }, use) => {
    const profile = appProfile(launchOptions, baseURL);
    await use(profile);
    await profile.close();
  },
});

/** The context's first page (a persistent launch opens one). */
export async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

/** Waits for the service worker to be installed and to control the page (a first visit needs one reload). */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

export type StoredDownload = { state: string; courseId: string; mediaId: string; storedBytes: number; totalBytes: number; failureReason: string | null };
export type StoredPiece = { path: string; url: string; state: 'pending' | 'stored' };

/**
 * What the app's IndexedDB database ('hvm', Dexie tables `downloads` and `downloadPieces`) holds for
 * the user's lecture: its record (or null) and its pieces, in order. Read raw so the test does not
 * depend on the app's code; nothing is created when the app has not made the database yet.
 */
export function storedDownload(page: Page, userId: string, lectureId: string): Promise<{ download: StoredDownload | null; pieces: StoredPiece[] }> {
  return page.evaluate(
    async ({ userId, lectureId }) => {
      if (!(await indexedDB.databases()).some((database) => database.name === 'hvm')) return { download: null, pieces: [] };
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('hvm');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const read = <T>(make: () => IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          const request = make();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      try {
        if (!database.objectStoreNames.contains('downloads')) return { download: null, pieces: [] };
        const transaction = database.transaction(['downloads', 'downloadPieces']);
        const download = (await read(() => transaction.objectStore('downloads').get([userId, lectureId]))) ?? null;
        const pieces = (await read(() => transaction.objectStore('downloadPieces').index('[userId+lectureId]').getAll([userId, lectureId]))) as (StoredPiece & {
          order: number;
        })[];
        return { download, pieces: pieces.sort((a, b) => a.order - b.order).map(({ path, url, state }) => ({ path, url, state })) };
      } finally {
        database.close();
      }
    },
    { userId, lectureId },
  );
}

/** The download caches on the device (`hvm-downloads-<userId>`), by name. */
export function downloadCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('hvm-downloads-')));
}

/** The paths (`/offline-media/<mediaId>/<variant>/<file>`) kept in the user's download cache; none when it does not exist. */
export function cachedPieces(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    // caches.open would create the cache being looked for.
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, `hvm-downloads-${userId}`);
}

/** A size as the app writes it (pwa/src/lib/format.ts formatFileSize): '1.5 MB', '820.31 KB'. */
export function fileSize(bytes: number, decimals = 2): string {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${parseFloat((bytes / 1024 ** exponent).toFixed(decimals))} ${units[exponent]}`;
}
