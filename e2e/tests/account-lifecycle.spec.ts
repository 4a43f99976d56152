import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { latestMailLink, pathOf, uniqueEmail } from '../support/mailbox';
import { pageOfOwn, signIn } from '../support/session';

const ADMIN = { email: 'admin@hocvienmarketing.vn', password: 'Admin@123' };
const LOCKED_TEXT = 'Tài khoản bạn đã bị khóa, hãy liên hệ admin';

async function registerThroughForm(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByTestId('auth-name').fill(account.name);
  await page.getByTestId('auth-email').fill(account.email);
  await page.getByTestId('auth-phone').fill('0912345678');
  await page.getByTestId('auth-age').fill('27');
  await page.getByTestId('auth-password').fill(account.password);
  await page.getByTestId('auth-confirm-password').fill(account.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('account lifecycle', () => {
  test('a visitor registers, verifies by mail, edits the profile, changes the password and signs out', async ({ page, request }) => {
    const account = { name: 'Lê Thu Hà', email: uniqueEmail('thuha'), password: 'MatKhau@123' };
    await registerThroughForm(page, account);

    // Before verifying, sign-in is refused (and the mail is resent).
    await signIn(page, account);
    await expect(page.getByTestId('auth-error')).toContainText('xác thực');

    await page.goto(pathOf(await latestMailLink(request, account.email, 'verifyEmail')));
    await expect(page.getByTestId('auth-action-success')).toBeVisible();

    await signIn(page, account);
    await expect(page.getByTestId('welcome-popup-first-login')).toBeVisible();
    await page.getByTestId('welcome-dismiss').click();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveValue(account.name);
    await page.getByTestId('profile-name').fill('Lê Thu Hà (Marketing)');
    await page.getByTestId('profile-phone').fill('0987654321');
    await page.getByTestId('profile-age').fill('31');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('Cập nhật hồ sơ thành công!')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveValue('Lê Thu Hà (Marketing)');
    await expect(page.getByTestId('profile-phone')).toHaveValue('0987654321');
    await expect(page.getByTestId('profile-age')).toHaveValue('31');

    await page.goto('/settings');
    const form = page.getByTestId('change-password-form');
    await page.getByTestId('current-password').fill('SaiMatKhau@1');
    await page.getByTestId('new-password').fill('MatKhauMoi@456');
    await page.getByTestId('confirm-new-password').fill('MatKhauMoi@456');
    await page.getByTestId('change-password-submit').click();
    await expect(form.getByRole('alert')).toHaveText('Mật khẩu hiện tại không chính xác.');
    await page.getByTestId('current-password').fill(account.password);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('Đổi mật khẩu thành công!')).toBeVisible();

    await page.goto('/');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();

    await signIn(page, account);
    await expect(page.getByTestId('auth-error')).toBeVisible();
    await signIn(page, { email: account.email, password: 'MatKhauMoi@456' });
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  });

  test('the admin changes a user role and locks the account; the next sign-in is refused with the lock text', async ({ browser, page, request }) => {
    const account = { name: 'Phạm Quốc Bảo', email: uniqueEmail('quocbao'), password: 'MatKhau@123' };
    const register = await request.post('/api/auth/register', { data: { ...account, phoneNumber: '0909123456' } });
    expect(register.status()).toBe(201);
    const verify = await request.post('/api/auth/email-action', {
      data: { mode: 'verifyEmail', oobCode: new URL(await latestMailLink(request, account.email, 'verifyEmail')).searchParams.get('oobCode') },
    });
    expect(verify.ok()).toBe(true);

    await page.goto('/admin/login');
    await page.getByTestId('auth-email').fill(ADMIN.email);
    await page.getByTestId('auth-password').fill(ADMIN.password);
    await page.getByTestId('auth-submit').click();
    await expect(page).toHaveURL(/\/admin\/(?!login)/);
    await page.goto('/admin/users');
    await page.getByTestId('users-search').fill(account.email);
    const row = page.locator('[data-testid^="user-row-"]').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);

    await row.getByTestId('user-role-select').selectOption('instructor');
    await expect(row.getByTestId('user-role-select')).toHaveValue('instructor');
    await row.getByTestId('user-disable-toggle').click();
    await expect(row.getByTestId('user-disable-toggle')).toHaveAttribute('aria-checked', 'false');

    // What the server kept, not only what the screen shows.
    await page.reload();
    await page.getByTestId('users-search').fill(account.email);
    await expect(row.getByTestId('user-role-select')).toHaveValue('instructor');
    await expect(row.getByTestId('user-disable-toggle')).toContainText('Đã khóa');

    const userPage = await pageOfOwn(browser);
    await signIn(userPage, account);
    await expect(userPage.getByTestId('auth-error')).toHaveText(LOCKED_TEXT);
    await expect(userPage.getByTestId('user-menu-button')).toHaveCount(0);
    await userPage.context().close();
  });
});
