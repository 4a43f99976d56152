import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { chromium, expect, test } from '@playwright/test';

test.describe('installable PWA', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Installability is only reported outside incognito: use a persistent profile.
  test('has no installability errors and reopens its shell offline', async ({ baseURL, launchOptions }) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'vi-VN',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('header')).toBeVisible();

    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Học viện Marketing', lang: 'vi', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    // The service worker takes control, then Chromium reports no reason the app could not be installed.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    expect(installabilityErrors).toEqual([]);

    // Offline: a reload and a client-side route still render the precached shell.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header')).toBeVisible();
    await page.goto('/login');
    await expect(page.locator('form').first()).toBeVisible();
    await context.setOffline(false);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  test('serves the shell for client routes and JSON errors for the API', async ({ request }) => {
    const route = await request.get('/profile');
    expect(route.status()).toBe(200);
    expect(route.headers()['content-type']).toContain('text/html');
    const api = await request.get('/api/khong-co');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'Không tìm thấy đường dẫn yêu cầu.', code: 'NOT_FOUND' });
  });
});
