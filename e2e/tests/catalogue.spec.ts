import { expect, test } from '../support/test';
import { accessToken, createTool, DEMO, publishCourse } from '../support/api';

test.describe('catalogue for visitors', () => {
  test('the tools page finds tools by name as the visitor types, and says so when none match', async ({ page, request }) => {
    const token = await accessToken(request, DEMO.admin);
    const stamp = Date.now().toString(36);
    const wanted = await createTool(request, token, `Trợ lý Zalo OA ${stamp}`);
    const other = await createTool(request, token, `Máy quét đối thủ ${stamp}`);

    await page.goto('/tools');
    await expect(page.getByRole('heading', { name: 'Khám phá các Phần Mềm' })).toBeVisible();
    await page.getByPlaceholder('Tìm kiếm phần mềm theo tên').fill(`Zalo OA ${stamp}`);
    await expect(page.getByTestId(`tool-card-${wanted}`)).toBeVisible();
    await expect(page.getByTestId(`tool-card-${other}`)).toHaveCount(0);
    await expect(page.getByTestId('tools-grid').locator('[data-testid^="tool-card-"]')).toHaveCount(1);

    await page.getByPlaceholder('Tìm kiếm phần mềm theo tên').fill(`khong-co-phan-mem-${stamp}`);
    await expect(page.getByTestId('tools-empty')).toHaveText('Không tìm thấy tools nào phù hợp.');

    await page.getByPlaceholder('Tìm kiếm phần mềm theo tên').fill(`Zalo OA ${stamp}`);
    await page.getByTestId(`tool-card-${wanted}`).click();
    await expect(page).toHaveURL(new RegExp(`/tools/${wanted}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trợ lý Zalo OA ${stamp}`);
  });

  test('the FAQ opens one answer at a time, and clicking the open one closes all', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Câu hỏi thường gặp' }) });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(5);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);

    await questions.nth(2).click();
    await expect(faq.getByRole('region')).toHaveCount(0);
    for (let i = 0; i < 5; i += 1) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a /ref/ link stores both affiliate cookies for 30 days and lands on the course page', async ({ page, context, request }) => {
    const title = `Quảng cáo Zalo cho shop online ${Date.now().toString(36)}`;
    const course = { title, slug: await publishCourse(request, title) };

    await page.goto(`/courses/${course.slug}/ref/DOITAC88`);
    await expect(page).toHaveURL(new RegExp(`/courses/${course.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    // Replace-redirect: going back leaves the site instead of bouncing through the /ref/ link again.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.aff_ref_code?.value).toBe('DOITAC88');
    expect(decodeURIComponent(cookies.affiliateSource?.value ?? '')).toBe(`course_${course.slug}`);
    const days = (cookies.aff_ref_code.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(cookies.aff_ref_code.path).toBe('/');
  });
});
