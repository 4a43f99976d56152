import { expect, test } from '../support/test';
import { DEMO, newStudent, publishCourse } from '../support/api';
import { pathOf, uniqueEmail } from '../support/mailbox';
import { pageOfOwn, registerThroughForm, signIn } from '../support/session';

/** Page text with the no-break spaces of vi-VN currency made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

test.describe('refunds', () => {
  test('a referred friend buys a course by VietQR and asks for a refund; the admin refunds it to her wallet; the course, the money and the commission follow', async ({
    page,
    request,
    browser,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `Quảng cáo TikTok ${stamp}`;
    const course = await publishCourse(request, title);
    const affiliate = await newStudent(request, `Đối tác hoàn tiền ${stamp}`);

    // The affiliate joins and takes the link of the course page.
    await signIn(page, affiliate);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/affiliate-dashboard');
    await page.getByRole('button', { name: 'Tham gia ngay' }).click();
    await page.getByTestId('link-target').selectOption({ label: title });
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toContain(`/courses/${course}/ref/`);

    // A friend opens it, registers, verifies her email and buys the course by bank transfer (demo transfer).
    const friendPage = await pageOfOwn(browser);
    const friend = { name: `Bạn hoàn tiền ${stamp}`, email: uniqueEmail('hoantien'), password: 'MatKhau@123' };
    await friendPage.goto(pathOf(link));
    await expect(friendPage).toHaveURL(new RegExp(`/courses/${course}$`));
    await registerThroughForm(friendPage, request, friend);
    await friendPage.goto(`/courses/${course}`);
    await friendPage.getByTestId('course-buy-now').click();
    await expect(friendPage).toHaveURL(/\/checkout$/);
    await friendPage.getByTestId('checkout-place-order').click();
    await expect(friendPage.getByTestId('vietqr')).toBeVisible();
    const code = ((await friendPage.getByTestId('payment-memo').textContent()) ?? '').trim();
    expect(code).toMatch(/^DH[A-Z2-9]{8}$/);
    await friendPage.getByTestId('simulate-transfer').click();
    await expect(friendPage.getByTestId('payment-success')).toBeVisible({ timeout: 5_000 });

    // The affiliate's commission waits: 30% of 499.000 ₫.
    await page.goto('/affiliate-dashboard');
    const purchases = page.getByTestId('conversions-COURSE_ENROLLMENT');
    await expect(purchases.locator('li')).toHaveCount(1);
    await expect(purchases).toContainText('Chờ duyệt');
    await expect.poll(async () => plain(await purchases.textContent())).toContain('149.700 ₫');

    // She asks for her money back from the transaction history, to her wallet.
    await friendPage.goto('/my-courses');
    await expect(friendPage.getByTestId(`my-course-${course}`)).toBeVisible();
    await friendPage.goto('/transactions');
    const order = friendPage.getByTestId(`order-${code}`);
    await expect(order).toContainText('Đã thanh toán');
    await order.getByRole('button', { name: 'Yêu cầu hoàn tiền' }).click();
    const ask = friendPage.getByTestId('refund-request');
    await expect(ask.getByTestId('refund-policy')).toContainText('Hoàn tiền trong 7 ngày kể từ khi thanh toán, khi bạn học chưa quá 30% khóa học.');
    await expect(ask.getByRole('checkbox', { name: new RegExp(title) })).toBeChecked();
    await expect(ask.getByTestId('refund-request-total')).toHaveText(/499\.000/);
    await ask.getByLabel('Lý do hoàn tiền').fill('Khóa học không phù hợp với công việc hiện tại của tôi.');
    await ask.getByTestId('refund-request-submit').click();
    await expect(friendPage.getByText(`Đã gửi yêu cầu hoàn tiền cho đơn hàng ${code}.`)).toBeVisible();
    await expect(ask).toHaveCount(0);
    await expect(order).toContainText('Chờ hoàn tiền');
    await expect(order.getByTestId('refund-request-status')).toContainText('Đang chờ duyệt hoàn tiền');
    await expect(order.getByRole('button', { name: 'Yêu cầu hoàn tiền' })).toHaveCount(0);

    // The admin finds it in the queue, with its badge in the sidebar, and refunds the whole order to the wallet.
    const adminPage = await pageOfOwn(browser, DEMO.admin);
    await adminPage.goto('/admin/orders');
    await expect(adminPage.getByTestId('sidebar-badge-/admin/orders').first()).toHaveText(/^[1-9]\+?$/);
    await adminPage.getByRole('tab', { name: 'Yêu cầu hoàn tiền' }).click();
    const queued = adminPage.getByTestId('refund-request').filter({ hasText: friend.email });
    await expect(queued).toContainText(code);
    await expect(queued).toContainText('Khóa học không phù hợp với công việc hiện tại của tôi.');
    await expect(queued).toContainText('Đã học 0%');
    await queued.getByRole('button', { name: 'Hoàn tiền' }).click();
    const dialog = adminPage.getByTestId('refund-dialog');
    await expect(dialog.getByRole('checkbox', { name: `Hoàn tiền ${title}` })).toBeChecked();
    await dialog.getByTestId('refund-all').click();
    await expect(dialog.getByTestId('preview-received')).toHaveText(/Học viên nhận\s*499\.000/);
    await expect(dialog.getByTestId('preview-to-main')).toHaveText(/499\.000/);
    await expect(dialog.getByTestId('preview-from-affiliates')).toHaveText(/149\.700/);
    // The instructor's 70% was of the line less the commission: 70% of 349.300 ₫; the platform gives back the rest.
    await expect(dialog.getByTestId('preview-from-instructors')).toHaveText(/244\.510/);
    await expect(dialog.getByTestId('preview-from-platform')).toHaveText(/104\.790/);
    await dialog.getByTestId('refund-confirm').click();
    await expect(adminPage.getByText(new RegExp(`^Đã hoàn 499\\.000\\s₫ cho đơn hàng ${code}\\.$`))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(queued).toHaveCount(0);

    // The order's page tells the whole story.
    await adminPage.getByRole('tab', { name: 'Đơn hàng' }).click();
    await adminPage.getByLabel('Tìm theo mã đơn, email hoặc tên').fill(code);
    await adminPage.getByTestId(`admin-order-${code}`).getByRole('link', { name: code }).click();
    const detail = adminPage.getByTestId('admin-order-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toContainText('Đã hoàn tiền');
    await expect(detail.getByTestId('order-commissions')).toContainText('Đã hoàn tiền');
    await expect(detail.getByTestId('order-refunds')).toContainText('Ví chính');
    await expect(detail.getByTestId('order-ledger')).toContainText('Hoàn tiền');

    // The course has left her courses, the money is in her main wallet, the order says refunded.
    await friendPage.goto('/my-courses');
    await expect(friendPage.getByTestId(`my-course-${course}`)).toHaveCount(0);
    await friendPage.goto('/wallet');
    await expect(friendPage.getByTestId('main-balance')).toHaveText(/499\.000/);
    await friendPage.goto('/transactions');
    await expect(order).toContainText('Đã hoàn tiền');
    await expect.poll(async () => plain(await order.getByTestId('order-refunded').textContent())).toBe('Đã hoàn 499.000 ₫');

    // And the affiliate sees the commission refunded.
    await page.reload();
    await expect(purchases).toContainText('Đã hoàn tiền');
    await expect(purchases.getByTestId('conversion-reversed')).toContainText('149.700');
    await expect(purchases).not.toContainText('Chờ duyệt');
  });
});
