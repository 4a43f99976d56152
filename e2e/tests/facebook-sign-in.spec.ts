import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { FacebookStandIn } from '../../backend/test/helpers/facebook-stand-in';
import { uniqueEmail } from '../support/mailbox';
import { expect, skipPromoPopup, test } from '../support/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The stand-in the backend's integration test uses; the backend's package is CommonJS, so it is required, not imported.
const { startFacebookStandIn } = createRequire(import.meta.url)('../../backend/test/helpers/facebook-stand-in.ts') as typeof import('../../backend/test/helpers/facebook-stand-in');
const LINKED_ELSEWHERE = 'Email này đã được liên kết với một phương thức đăng nhập khác.';
const FACEBOOK_FAILED = 'Đăng nhập Facebook thất bại.';
// After the return from Facebook the home page's code is fetched afresh: on a busy machine that takes a while.
const LANDING = { timeout: 30_000 };

const facebookId = () => String(10_000_000_000_000n + BigInt(crypto.randomInt(1, 2 ** 47)));
const accounts = {
  newcomer: { id: facebookId(), name: 'Phạm Facebook Mới', email: uniqueEmail('facebook.moi') },
  // The seeded student signs in with a password.
  passwordOwner: { id: facebookId(), name: 'Học Viên Có Mật Khẩu', email: 'hocvien@hocvienmarketing.vn' },
  phoneOnly: { id: facebookId(), name: 'Không Có Email' },
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let facebook: FacebookStandIn;
let api: ChildProcess;
let appUrl: string;
let dataDir: string;

// The run's API has no Facebook keys: this file starts a second one on the same database, its Facebook endpoints on a local stand-in.
test.beforeAll(async () => {
  const [apiPort, facebookPort] = [await freePort(), await freePort()];
  appUrl = `http://127.0.0.1:${apiPort}`;
  facebook = await startFacebookStandIn({ port: facebookPort, appId: '1234567890', appSecret: 'bi-mat-facebook', accounts: Object.values(accounts) });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-e2e-facebook-'));
  api = spawn('node', ['backend/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: appUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      RATE_LIMIT_PER_MINUTE: '200',
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'bi-mat-facebook',
      FACEBOOK_WWW_URL: facebook.urls.www,
      FACEBOOK_GRAPH_URL: facebook.urls.graph,
    },
  });
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${appUrl}/api/auth/providers`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (api.exitCode !== null || attempt > 400) throw new Error(`API có Facebook không khởi động (mã thoát ${api.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
test.afterAll(async () => {
  api?.kill('SIGTERM');
  await facebook?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** From the login page: the Facebook button, then an account (or Hủy) in Facebook's dialog. */
async function continueWithFacebook(page: Page, choice: string) {
  await page.goto(`${appUrl}/login`);
  await page.getByTestId('oauth-facebook').click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập bằng Facebook' })).toBeVisible();
  await page.locator(`a[data-account="${choice}"]`).click();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('Facebook sign-in', () => {
  test('a new visitor signs in with Facebook, and signs in again later to the same account', async ({ page, browser }) => {
    // Two round trips through Facebook and two first page loads on a second API: on a busy machine, minutes.
    test.setTimeout(300_000);
    await continueWithFacebook(page, accounts.newcomer.id);
    await expect(page).toHaveURL(`${appUrl}/`);
    await expect(page.getByTestId('welcome-popup-first-login')).toBeVisible(LANDING);
    await page.getByTestId('welcome-dismiss').click();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    const elsewhere = await browser.newContext();
    await skipPromoPopup(elsewhere);
    const later = await elsewhere.newPage();
    await continueWithFacebook(later, accounts.newcomer.id);
    await expect(later.getByTestId('user-menu-button')).toBeVisible(LANDING);
    await later.goto(`${appUrl}/profile`);
    await expect(later.getByTestId('profile-name')).toHaveValue(accounts.newcomer.name);
    await elsewhere.close();
  });

  test('an email that signs in with a password is refused inline only, with the SPEC text', async ({ page }) => {
    await continueWithFacebook(page, accounts.passwordOwner.id);
    await expect(page.getByTestId('auth-error')).toHaveText(LINKED_ELSEWHERE);
    await expect(page).toHaveURL(`${appUrl}/login`);
    await expect(toast(page, LINKED_ELSEWHERE)).toHaveCount(0);
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  });

  test('a cancelled dialog shows a toast and the inline Facebook failure', async ({ page }) => {
    await continueWithFacebook(page, 'cancel');
    await expect(page.getByTestId('auth-error')).toHaveText(FACEBOOK_FAILED);
    await expect(toast(page, FACEBOOK_FAILED)).toBeVisible();
  });

  test('a Facebook account without an email shows a toast and the inline Facebook failure', async ({ page }) => {
    await continueWithFacebook(page, accounts.phoneOnly.id);
    await expect(page.getByTestId('auth-error')).toHaveText(FACEBOOK_FAILED);
    await expect(toast(page, FACEBOOK_FAILED)).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  });
});
