import { expect, test } from '../support/test';

type CourseCard = { slug: string; title: string };

/** The newest published course, as the catalogue lists it. */
async function newestCourse(request: import('@playwright/test').APIRequestContext): Promise<CourseCard> {
  const { courses } = (await (await request.get('/api/courses?page=1&limit=1')).json()) as { courses: CourseCard[] };
  expect(courses.length, 'the demo catalogue has a course').toBe(1);
  return courses[0];
}

test.describe("a visitor's first HTML", () => {
  test('shows the public pages before any script has run', async ({ browser, request }) => {
    const course = await newestCourse(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByTestId('featured-courses').getByTestId(`course-card-${course.slug}`)).toBeVisible();
    await page.goto('/courses');
    await expect(page.getByTestId(`course-card-${course.slug}`)).toBeVisible();
    // Its links work as plain links: the course page, rendered on the server too.
    await page.getByTestId(`course-card-${course.slug}`).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(page.getByTestId('course-price')).toHaveText(/₫/);
    await context.close();
  });

  test('comes alive without fetching or drawing the page again, keeping a click made before', async ({ browser, request }) => {
    const course = await newestCourse(request);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      sessionStorage.setItem('seenAdPopup', '1');
      // Every layout shift of the page's life, for the check below.
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const courseRequests: string[] = [];
    page.on('request', (request) => request.url().includes(`/api/courses/${course.slug}`) && courseRequests.push(request.url()));
    // The app's scripts arrive late, as on a slow line: the page is there, and clickable, before them.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });

    await page.goto(`/courses/${course.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await page.getByTestId('course-add-to-cart').click();
    releaseScripts();

    await expect(page.getByText('Đã thêm vào giỏ hàng.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(courseRequests, 'the page used the data it was rendered with').toEqual([]);
    expect(problems, 'no hydration mismatch or other error').toEqual([]);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      'taking the page over moved nothing',
    ).toBeLessThan(0.01);

    // The next page is the app's own navigation: the catalogue, fetched by the app.
    await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Khóa học' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByTestId(`course-card-${course.slug}`)).toBeVisible();
    await context.close();
  });
});
