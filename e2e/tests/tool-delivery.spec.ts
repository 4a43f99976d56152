import { expect, test } from '../support/test';
import { newStudent } from '../support/api';
import { signIn } from '../support/session';

const VEO3 = { name: 'Phần mềm làm video AI Veo3 Max Ultra', slug: 'phan-mem-lam-video-ai-veo3-max-ultra' };

test.describe('software tools the buyer receives', () => {
  test('a plan of a licence-key tool paid by VietQR: the key on the success screen, in "Phần mềm của tôi" and in the receipt mail', async ({ page, request }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const student = await newStudent(request, `Người mua phần mềm ${stamp}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    await signIn(page, student);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(`/tools/${VEO3.slug}`);
    // The first plan, 'Gói tháng' (30 days), by "Mua ngay".
    await page.locator('[data-testid^="plan-buy-now-"]').first().click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toHaveText(/390\.000/);
    await page.getByTestId('checkout-place-order').click();

    await expect(page).toHaveURL(/\/payment\?order=/);
    await expect(page.getByTestId('vietqr')).toBeVisible();
    await page.getByTestId('simulate-transfer').click();
    await expect(page.getByTestId('payment-success')).toBeVisible();

    // The success screen says how to use it: the licence key, copyable, and the instructions.
    const paid = page.getByTestId(`paid-tool-${VEO3.slug}`);
    const key = paid.getByTestId('licence-key');
    await expect(key).toHaveText(/^VEO3-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const licenceKey = (await key.textContent()) ?? '';
    await expect(paid.getByTestId('tool-instructions')).toContainText('Kích hoạt bản quyền');
    await paid.getByRole('button', { name: 'Sao chép mã bản quyền' }).click();
    await expect(paid.getByTestId('licence-key-copy')).toHaveText('Đã sao chép');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(licenceKey);

    await page.getByRole('link', { name: 'Xem trong Phần mềm của tôi' }).click();
    await expect(page).toHaveURL(/\/my-tools$/);
    const card = page.getByTestId(`my-tool-${VEO3.slug}`);
    await expect(card.getByRole('heading', { name: VEO3.name })).toBeVisible();
    await expect(card.getByTestId('my-tool-plan')).toHaveText('Gói tháng · Mã bản quyền');
    await expect(card.getByTestId('my-tool-days-left')).toHaveText('Còn 30 ngày');
    await expect(card.getByTestId('licence-key')).toHaveText(licenceKey);
    await expect(page.getByRole('navigation', { name: 'Menu tài khoản' }).getByRole('link', { name: 'Phần mềm của tôi' })).toBeVisible();

    // The receipt mail carries the same key.
    await expect
      .poll(async () => {
        const response = await request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(student.email)}`);
        const { emails } = (await response.json()) as { emails: { subject: string; text: string }[] };
        return emails.find((mail) => mail.text.includes('Mã bản quyền'))?.text ?? '';
      })
      .toContain(`Mã bản quyền ${VEO3.name}: ${licenceKey}`);
  });
});
