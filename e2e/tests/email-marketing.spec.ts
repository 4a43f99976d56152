import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { pathOf, uniqueEmail } from '../support/mailbox';
import { pageOfOwn, registerThroughForm, signIn } from '../support/session';

interface MailboxMail {
  to: string;
  subject: string;
  html: string;
  headers: Record<string, string>;
}

/** The newest marketing mail (subject labelled [QC]) sent to `email`, from the developer mailbox. */
async function marketingMail(request: APIRequestContext, email: string): Promise<MailboxMail> {
  let found: MailboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as { emails: MailboxMail[] };
        found = emails.find((mail) => mail.subject.startsWith('[QC]'));
        return found?.subject;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}

test.describe('email marketing', () => {
  test('the admin builds a template and a welcome scenario; a visitor who opted in verifies, gets the first mail, unsubscribes in one click; the results show it', async ({
    page,
    request,
    browser,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    // Marketing mail waits through the quiet hours (21:00–08:00 in Vietnam); this run may be at night.
    const admin = await accessToken(request, DEMO.admin);
    const limits = { perSecond: 20, perDay: 50_000, perUserPerDay: 1, perUserPerWeek: 3, quietStartHour: 0, quietEndHour: 0, softBounceLimit: 3 };
    expect((await request.put('/api/admin/email-settings', { headers: { authorization: `Bearer ${admin}` }, data: limits })).status()).toBe(200);

    // The template, in the block editor: the new template's starter blocks, a name and a subject.
    await signIn(page, DEMO.admin);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/admin/email-templates');
    await page.getByTestId('new-template').click();
    const templateName = `Chào mừng ${stamp}`;
    await page.getByLabel('Tên mẫu').fill(templateName);
    await page.getByLabel('Tiêu đề thư').fill('Chào mừng {{ user.first_name }} đến với Học viện Marketing');
    await expect(page.getByTestId('email-preview-frame')).toBeVisible();
    await page.getByTestId('save-template').click();
    await expect(page.getByText('Đã tạo mẫu email.')).toBeVisible();

    // The scenario: started by a verified email, its first campaign at once.
    await page.goto('/admin/email-campaigns');
    // Once in CI the click left the editor closed (the button focused, no dialog, cause not found):
    // the click is repeated until the editor shows, and the test still fails if it never does.
    await expect(async () => {
      await page.getByTestId('add-scenario').click();
      await expect(page.getByLabel('Tên kịch bản')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const scenarioName = `Chào mừng học viên mới ${stamp}`;
    await page.getByLabel('Tên kịch bản').fill(scenarioName);
    const editor = page.getByTestId('scenario-form');
    await editor.getByLabel('Bắt đầu').selectOption('email_verified');
    await editor.getByLabel('Trạng thái').selectOption('active');
    await page.getByTestId('scenario-save').click();
    const card = page.getByRole('region', { name: scenarioName });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Thêm chiến dịch' }).click();
    const campaignForm = page.getByTestId('campaign-form');
    await campaignForm.getByLabel('Mẫu email').selectOption({ label: templateName });
    await campaignForm.getByLabel('Tên chiến dịch').fill('Thư chào mừng');
    await campaignForm.getByLabel('Tiêu đề thư').fill('Chào {{ user.first_name }}, bắt đầu học thôi!');
    await campaignForm.getByLabel('Trạng thái').selectOption('active');
    await page.getByTestId('campaign-save').click();
    await expect(card.getByText('Thư chào mừng')).toBeVisible();

    // A visitor registers with the marketing box ticked and verifies the address.
    const visitor = await pageOfOwn(browser);
    // A person's name: mail calls her by its last word (an account name that is not a person's gets "bạn").
    const person = { name: 'Lê Thị Hồng Nhung', email: uniqueEmail('chaomung'), password: 'MatKhau@123' };
    await registerThroughForm(visitor, request, person, { marketingConsent: true });

    // The first mail arrives in the developer mailbox, labelled, with the one-click headers.
    const mail = await marketingMail(request, person.email);
    expect(mail.subject).toBe('[QC] Chào Nhung, bắt đầu học thôi!');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The one-click HTTPS address, then the mailto: one.
    const unsubscribeUrl = mail.headers['List-Unsubscribe'].match(/^<([^>]+)>, <mailto:unsubscribe\+[^>]+>$/)![1];
    expect(mail.html).toContain('Hủy đăng ký');

    // The mail app's one-click unsubscribe: a POST with no cookies.
    const oneClick = await request.post(pathOf(unsubscribeUrl), { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);

    // The preference page from the mail's footer now says so.
    const preferences = mail.html.match(/href="([^"]*\/email-preferences\?token=[^"&]+)"/)![1];
    await visitor.goto(pathOf(preferences));
    // The marketing switch (the per-course announcement switches load beside it).
    await expect(visitor.getByTestId('email-prefs-switch')).not.toBeChecked();

    // The campaign's results: one sent, one unsubscribed.
    await page.reload();
    await card.getByRole('link', { name: 'Kết quả' }).click();
    await expect(page.getByTestId('campaign-results-page')).toBeVisible();
    await expect(page.getByTestId('result-sent')).toContainText('1');
    await expect(page.getByTestId('result-unsubscribed')).toContainText('1');
  });
});
