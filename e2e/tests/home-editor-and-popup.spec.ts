import fs from 'node:fs';
import { expect, test } from '../support/test';
import { DEMO } from '../support/api';
import { sampleImage } from '../support/media';
import { pageOfOwn } from '../support/session';

test.describe('the admin shapes the home page', () => {
  test('a hero edited in /admin/edit reaches visitors only once it is published', async ({ browser }) => {
    const stamp = Date.now().toString(36);
    const title = `Học marketing thực chiến ${stamp}`;
    const admin = await pageOfOwn(browser, DEMO.admin);
    await admin.goto('/admin/edit');
    const hero = admin.getByTestId('home-block-0');
    await hero.getByLabel('Tiêu đề').fill(title);
    await hero.getByLabel('Nhãn nút đăng ký').fill('Vào học ngay');
    await admin.getByTestId('save-draft').click();
    await expect(admin.getByTestId('home-editor-status')).toContainText('chưa xuất bản');

    // A draft is the admin's alone.
    const visitor = await pageOfOwn(browser);
    await visitor.goto('/');
    await expect(visitor.getByTestId('hero-title')).toBeVisible();
    await expect(visitor.getByTestId('hero-title')).not.toContainText(stamp);

    await admin.getByTestId('publish-home').click();
    await expect(admin.getByTestId('home-editor-status')).not.toContainText('chưa xuất bản');

    await visitor.reload();
    await expect(visitor.getByTestId('hero-title')).toContainText(title);
    await expect(visitor.getByTestId('scroll-to-signup')).toHaveText('Vào học ngay');
    // The featured courses block kept its place under the hero.
    await expect(visitor.getByTestId('featured-courses').locator('[data-testid^="course-card-"]').first()).toBeVisible();
    await admin.context().close();
    await visitor.context().close();
  });
});

test.describe('the promotional popup', () => {
  test.use({ showPromoPopup: true });

  test('set in /admin/popup, it shows 1.5 s after a visitor arrives, once per browser session, and its image opens the link in a new tab', async ({ browser, page }) => {
    const title = `Ưu đãi cuối năm ${Date.now().toString(36)}`;
    const admin = await pageOfOwn(browser, DEMO.admin);
    await admin.goto('/admin/popup');
    await admin.getByTestId('add-popup').click();
    const form = admin.getByTestId('popup-form');
    await form.getByLabel('Tiêu đề').fill(title);
    await form.getByLabel('Ảnh popup').setInputFiles({ name: 'uu-dai.png', mimeType: 'image/png', buffer: fs.readFileSync(sampleImage()) });
    await expect(form.getByLabel('Hoặc dán đường dẫn ảnh')).toHaveValue(/\.webp$/);
    await form.getByLabel('Liên kết khi bấm vào ảnh').fill('/courses');
    await form.getByTestId('save-popup').click();
    const card = admin.locator('[data-testid^="admin-popup-"]', { hasText: title });
    await expect(card.getByText('Đang hiển thị')).toBeVisible();

    await page.goto('/');
    const popup = page.getByTestId('promo-popup');
    const arrived = Date.now();
    await expect(popup).toBeVisible();
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(1_000);
    await expect(popup.getByRole('heading')).toHaveText(title);
    const link = popup.getByTestId('promo-popup-link');
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/courses');
    await tab.close();
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();

    // The same session: not again, however long the visitor stays.
    await page.goto('/courses');
    await page.waitForTimeout(2_500);
    await expect(popup).toBeHidden();

    // Switched off by the admin, it is gone for new sessions too.
    await card.getByRole('button', { name: 'Sửa' }).click();
    await admin.getByTestId('popup-form').getByLabel('Đang bật').uncheck();
    await admin.getByTestId('popup-form').getByTestId('save-popup').click();
    await expect(card.getByText('Đang tắt')).toBeVisible();
    const nextSession = await browser.newPage();
    await nextSession.goto('/');
    await nextSession.waitForTimeout(2_500);
    await expect(nextSession.getByTestId('promo-popup').filter({ hasText: title })).toHaveCount(0);
    await nextSession.close();
    await admin.context().close();
  });
});
