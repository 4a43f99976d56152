import { expect, test } from '../support/test';
import { accessToken, createBonusCode, createDiscount, createTool, DEMO, newStudent, publishCourse } from '../support/api';
import { signIn } from '../support/session';

/** Page text with the no-break spaces of vi-VN currency made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

test.describe('buying', () => {
  test('two courses and a tool plan in the cart, a discount code, a VietQR bank transfer; the bank notification marks it paid', async ({ page, request }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const admin = await accessToken(request, DEMO.admin);
    const [first, second] = [await publishCourse(request, `Facebook Ads chuyên sâu ${stamp}`), await publishCourse(request, `Email marketing tự động ${stamp}`)];
    const toolSlug = await createTool(request, admin, `Trợ lý chatbot ${stamp}`);
    await createDiscount(request, admin, { code: `GIAM20${stamp}`, value: 20 });
    const student = await newStudent(request, `Học viên ${stamp}`);

    await signIn(page, student);
    await page.getByTestId('user-menu-button').waitFor();
    for (const slug of [first, second]) {
      await page.goto(`/courses/${slug}`);
      await page.getByTestId('course-add-to-cart').click();
      await expect(page.getByText('Đã thêm vào giỏ hàng.')).toBeVisible();
    }
    // Adding the same course again only says it is already there.
    await page.getByTestId('course-add-to-cart').click();
    await expect(page.getByText('Khóa học đã có trong giỏ hàng.')).toBeVisible();
    await page.goto(`/tools/${toolSlug}`);
    await page.locator('[data-testid^="plan-add-to-cart-"]').first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await page.goto('/cart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    // 499.000 + 499.000 + 199.000, priced by the server.
    await expect(page.getByTestId('checkout-total')).toHaveText(/1\.197\.000/);
    await page.getByLabel('Mã giảm giá').fill(`giam20${stamp}`);
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(page.getByTestId('discount-applied')).toContainText(`GIAM20${stamp}`);
    await expect(page.getByTestId('checkout-total')).toHaveText(/957\.600/);
    await page.getByTestId('checkout-place-order').click();

    await expect(page).toHaveURL(/\/payment\?order=/);
    await expect(page.getByTestId('vietqr')).toBeVisible();
    expect(plain(await page.getByTestId('payment-amount').textContent())).toBe('957.600 ₫');
    const memo = (await page.getByTestId('payment-memo').textContent()) ?? '';
    expect(memo).toMatch(/^DH[A-Z2-9]{8}$/);
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^(30:00|29:\d\d)$/);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    // Demo mode: the button makes the server send itself SePay's signed notification.
    await page.getByTestId('simulate-transfer').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId('paid-items')).toContainText(`Facebook Ads chuyên sâu ${stamp}`);

    await page.goto('/my-courses');
    await expect(page.getByTestId(`my-course-${first}`)).toBeVisible();
    await expect(page.getByTestId(`my-course-${second}`)).toBeVisible();
    await page.goto('/transactions');
    await expect(page.getByTestId(`order-${memo}`)).toContainText('Đã thanh toán');
    // The receipt is queued by a job after the payment commits.
    await expect
      .poll(async () => JSON.stringify(await (await request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(student.email)}`)).json()))
      .toContain(`Đơn hàng ${memo} đã được thanh toán`);
  });

  test('a wallet deposit by bank transfer, a bonus code, then a course bought from the wallet; the admin sees every movement', async ({ page, request, browser }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const admin = await accessToken(request, DEMO.admin);
    const course = await publishCourse(request, `Bán hàng TikTok Shop ${stamp}`);
    await createBonusCode(request, admin, { code: `CHAO${stamp}`, amount: 50_000, validityDays: 30 });
    const name = `Khách ví ${stamp}`;
    const student = await newStudent(request, name);

    await signIn(page, student);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/wallet');
    await page.getByTestId('deposit-amount').fill('500000');
    await page.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/payment\?deposit=NAP/);
    await page.getByTestId('simulate-transfer').click();
    await expect(page.getByTestId('payment-success')).toContainText('Nạp tiền thành công!');

    await page.goto('/wallet');
    await expect(page.getByTestId('main-balance')).toHaveText(/500\.000/);
    await page.getByTestId('bonus-code').fill(`chao${stamp}`);
    await page.getByTestId('claim-bonus-submit').click();
    await expect(page.getByTestId('bonus-balance')).toHaveText(/50\.000/);

    await page.goto(`/courses/${course}`);
    await page.getByTestId('course-buy-now').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('radio', { name: /Ví của tôi/ }).check();
    await page.getByTestId('checkout-place-order').click();
    await expect(page.getByTestId('payment-success')).toBeVisible();

    // 499.000 ₫: the 50.000 ₫ bonus first, then 449.000 ₫ of the main balance.
    await page.goto('/wallet');
    await expect(page.getByTestId('main-balance')).toHaveText(/51\.000/);
    await expect(page.getByTestId('bonus-balance')).toHaveText(/^0/);
    await page.goto('/transactions');
    await page.getByRole('tab', { name: 'Biến động ví' }).click();
    await expect(page.getByTestId('movement')).toHaveCount(3);

    const adminPage = await browser.newPage();
    await signIn(adminPage, DEMO.admin);
    await adminPage.getByTestId('user-menu-button').waitFor();
    await adminPage.goto('/admin/wallet/manager');
    await expect(adminPage.getByRole('heading', { name: 'Tổng quan Ví điện tử' })).toBeVisible();
    await adminPage.getByPlaceholder('Tìm theo tên hoặc email...').fill(name);
    await expect(adminPage.getByTestId('transactions-table').locator('tbody tr')).toHaveCount(3);
    await expect(adminPage.getByTestId('transactions-table')).toContainText('-499.000');
    // A date range that ends before today leaves nothing; today's range finds the three again.
    // The day fields take dd/mm/yyyy, as Vietnamese users write it.
    const today = new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' });
    await adminPage.getByLabel('Đến ngày').fill('01/01/2020');
    await expect(adminPage.getByText('Không có giao dịch nào.')).toBeVisible();
    await adminPage.getByLabel('Đến ngày').fill(today);
    await adminPage.getByLabel('Từ ngày').fill(today);
    await expect(adminPage.getByTestId('transactions-table').locator('tbody tr')).toHaveCount(3);
  });
});
