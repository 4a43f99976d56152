import { expect, test } from '../support/test';
import { accessToken, createTool, DEMO, publishCourse } from '../support/api';
import { signIn } from '../support/session';

test.describe('visitor cart', () => {
  test('a visitor fills the cart, signs in at checkout and gets it merged into the saved cart without duplicates, then pays', async ({ page, request }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const admin = await accessToken(request, DEMO.admin);
    const courseTitle = `Quảng cáo Zalo ${stamp}`;
    const courseSlug = await publishCourse(request, courseTitle);
    const toolName = `Trợ lý nội dung ${stamp}`;
    const toolSlug = await createTool(request, admin, toolName);
    const student = await accessToken(request, DEMO.student);
    const owned = (await (await request.get('/api/students/me/courses', { headers: { authorization: `Bearer ${student}` } })).json()) as {
      courses: { slug: string; title: string }[];
    };
    const ownedCourse = owned.courses[0];
    expect(ownedCourse, 'the demo student owns a course').toBeDefined();

    // The demo student's saved cart, filled through the UI: the new course.
    await signIn(page, DEMO.student);
    await page.getByTestId('welcome-dismiss').click();
    await page.goto(`/courses/${courseSlug}`);
    await page.getByTestId('course-add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    // Signed out, the header counts the visitor's cart, which the user's cart never leaks into.
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    // As a visitor: the same course again, a tool plan, and a course the student already owns.
    await page.goto(`/courses/${courseSlug}`);
    await page.getByTestId('course-add-to-cart').click();
    await expect(page.getByText('Đã thêm vào giỏ hàng.')).toBeVisible();
    await page.goto(`/tools/${toolSlug}`);
    await page.locator('[data-testid^="plan-add-to-cart-"]').first().click();
    await page.goto(`/courses/${ownedCourse.slug}`);
    await page.getByTestId('course-add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await page.goto('/cart');
    await expect(page.locator('[data-testid^="cart-item-"]')).toHaveCount(3);
    await expect(page.getByTestId('cart-visitor-note')).toBeVisible();
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('checkout-visitor')).toBeVisible();
    await page.getByTestId('checkout-login').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByTestId('auth-email').fill(DEMO.student.email);
    await page.getByTestId('auth-password').fill(DEMO.student.password);
    await page.getByTestId('auth-submit').click();

    // Back on checkout with the union: the course once, the tool plan, and not the owned course.
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByTestId('welcome-dismiss').click();
    await expect(page.getByText(`Đã bỏ khỏi giỏ hàng khóa học bạn đã sở hữu: ${ownedCourse.title}.`)).toBeVisible();
    await expect(page.locator('[data-testid^="checkout-line-"]')).toHaveCount(2);
    await expect(page.getByTestId('checkout-total')).toHaveText(/698\.000/);

    await page.goto('/cart');
    const items = page.locator('[data-testid^="cart-item-"]');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: courseTitle })).toHaveCount(1);
    await expect(items.filter({ hasText: toolName })).toHaveCount(1);
    await expect(items.filter({ hasText: ownedCourse.title })).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('checkout-total')).toHaveText(/698\.000/);
    await page.getByTestId('checkout-place-order').click();
    await expect(page).toHaveURL(/\/payment\?order=/);
    await expect(page.getByTestId('vietqr')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });
});
