import { expect, test } from '../support/test';
import { DEMO, newStudent, publishCourse } from '../support/api';
import { pathOf, uniqueEmail } from '../support/mailbox';
import { pageOfOwn, registerThroughForm, signIn } from '../support/session';

/** Page text with the no-break spaces of vi-VN currency made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

test.describe('affiliate programme', () => {
  test('an affiliate shares a course link; a friend registers through it and buys by VietQR; the admin approves and pays; the affiliate sees it all', async ({
    page,
    request,
    browser,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const [first, second] = [await publishCourse(request, `Quảng cáo Zalo ${stamp}`), await publishCourse(request, `Bán hàng livestream ${stamp}`)];
    const affiliate = await newStudent(request, `Đối tác ${stamp}`);

    // The affiliate joins in one click and copies the link of a course page.
    await signIn(page, affiliate);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/affiliate-dashboard');
    await page.getByRole('button', { name: 'Tham gia ngay' }).click();
    const code = ((await page.getByTestId('affiliate-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await page.getByTestId('link-target').selectOption({ label: `Quảng cáo Zalo ${stamp}` });
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(new RegExp(`/courses/${first}/ref/${code}$`));
    await expect(page.getByTestId('referral-qr')).toBeVisible();

    // A friend opens it on her own computer, registers, verifies and buys both courses by bank transfer.
    const friendPage = await pageOfOwn(browser);
    const friend = { name: `Bạn của đối tác ${stamp}`, email: uniqueEmail('banbe'), password: 'MatKhau@123' };
    await friendPage.goto(pathOf(link));
    await expect(friendPage).toHaveURL(new RegExp(`/courses/${first}$`));
    await registerThroughForm(friendPage, request, friend);
    for (const slug of [first, second]) {
      await friendPage.goto(`/courses/${slug}`);
      await friendPage.getByTestId('course-add-to-cart').click();
      await expect(friendPage.getByText('Đã thêm vào giỏ hàng.')).toBeVisible();
    }
    await friendPage.goto('/cart');
    await friendPage.getByTestId('cart-checkout').click();
    await friendPage.getByTestId('checkout-place-order').click();
    await expect(friendPage.getByTestId('vietqr')).toBeVisible();
    await friendPage.getByTestId('simulate-transfer').click();
    await expect(friendPage.getByTestId('payment-success')).toBeVisible({ timeout: 5_000 });

    // Both conversions wait, pending: the sign-up and the two course lines at 30% of 499.000 ₫.
    await page.goto('/affiliate-dashboard');
    const purchases = page.getByTestId('conversions-COURSE_ENROLLMENT');
    await expect(purchases.locator('li')).toHaveCount(2);
    await expect(purchases).toContainText('Chờ duyệt');
    expect(plain(await purchases.textContent())).toContain('149.700 ₫');
    await page.getByRole('tab', { name: 'Đăng ký' }).click();
    await expect(page.getByTestId('conversions-SIGNUP')).toContainText(friend.name);
    await expect(page.getByTestId('stat-enrollments')).toHaveText(/^Lượt mua\s*2$/);

    // The admin approves them in the review queue.
    const adminPage = await pageOfOwn(browser, DEMO.admin);
    await adminPage.goto('/admin/conversions');
    for (let i = 0; i < 3; i += 1) {
      const row = adminPage.getByTestId('pending-conversion').filter({ hasText: friend.email }).first();
      await row.getByRole('button', { name: 'Duyệt' }).click();
      await adminPage.getByRole('dialog').getByRole('button', { name: 'Duyệt' }).click();
      await expect(adminPage.getByTestId('pending-conversion').filter({ hasText: friend.email })).toHaveCount(2 - i);
    }

    // The affiliate saves her bank account once.
    await page.reload();
    await expect(page.getByTestId('earnings-approved')).toHaveText(/299\.400/);
    const form = page.getByTestId('payout-account-form');
    await form.getByLabel('Ngân hàng').selectOption({ label: 'Vietcombank · Ngân hàng TMCP Ngoại thương Việt Nam' });
    await form.getByLabel('Số tài khoản').fill('0451000123456');
    await form.getByLabel('Tên chủ tài khoản').fill('doi tac thu nghiem');
    await form.getByRole('button', { name: 'Lưu tài khoản' }).click();
    await expect(page.getByTestId('payout-account')).toContainText('Vietcombank · 0451000123456');

    // The admin sees her in the payout queue with a VietQR of the net amount, and records the transfer.
    await adminPage.goto('/admin/payouts');
    const entry = adminPage.getByTestId('payout-queue-entry').filter({ hasText: affiliate.email });
    await expect(entry).toContainText('299.400');
    await expect(entry.getByRole('img', { name: /VietQR/ })).toBeVisible();
    await entry.getByRole('button', { name: 'Ghi nhận chi trả' }).click();
    await adminPage.getByRole('dialog').getByLabel('Mã giao dịch ngân hàng').fill(`FT${stamp}`);
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
    await expect(entry).toHaveCount(0);

    // And she sees it in her payout history.
    await page.reload();
    await page.getByRole('tab', { name: 'Lịch sử thanh toán' }).click();
    const history = page.getByTestId('payout-history');
    expect(plain(await history.textContent())).toContain('299.400 ₫');
    await expect(history).toContainText(`FT${stamp}`);
    await expect(page.getByTestId('earnings-paid')).toHaveText(/299\.400/);
  });
});
