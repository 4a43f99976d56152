import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { latestMailLink, pathOf, uniqueEmail } from '../support/mailbox';
import { pageOfOwn, signIn } from '../support/session';

/** What was on screen at one moment: the open dialogs (by test id), confetti canvases, the 'email verified' message. */
interface Screen {
  path: string;
  dialogs: string[];
  confetti: number;
  verified: boolean;
}

declare global {
  interface Window {
    __screens: Screen[];
    __decoded: string[];
  }
}

/**
 * Records, in every page of the context, each change of what is on screen (a MutationObserver, so no moment
 * between two checks of the test is missed), and which images the page decoded: the promotional popup
 * decodes its image before it asks for its turn, so that tells when it is ready to open.
 */
async function recordScreens(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__screens = [];
    window.__decoded = [];
    const decode = HTMLImageElement.prototype.decode;
    HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
      return decode.call(this).finally(() => window.__decoded.push(new URL(this.src, location.href).pathname));
    };
    let last = '';
    new MutationObserver(() => {
      const screen: Screen = {
        path: location.pathname,
        dialogs: [...document.querySelectorAll('[role="dialog"]')].map((dialog) => dialog.getAttribute('data-testid') ?? '?'),
        confetti: document.querySelectorAll('body > canvas').length,
        verified: document.querySelector('[data-testid="auth-action-success"]') !== null,
      };
      const key = JSON.stringify(screen);
      if (key !== last) window.__screens.push(screen);
      last = key;
    }).observe(document, { childList: true, subtree: true });
  });
}

const screensOf = (page: Page) => page.evaluate(() => window.__screens);

/** The demo's active promotional popup (seeded), as the API gives it. */
async function activePromo(request: APIRequestContext): Promise<{ title: string; imageUrl: string }> {
  const { popup } = (await (await request.get('/api/popups/active')).json()) as { popup: { title: string; imageUrl: string } | null };
  expect(popup, 'the demo seed has an active promotional popup').not.toBeNull();
  return popup!;
}

/**
 * Lets the promotional popup of `page` become ready for the `times`-th time since the page loaded: its 1.5 s
 * are fast-forwarded and its image decoded. From then on it opens at once if nothing holds it back.
 */
async function letPromoGetReady(page: Page, imageUrl: string, times: number): Promise<void> {
  await page.clock.fastForward(2_000);
  await expect
    .poll(() => page.evaluate((path) => window.__decoded.filter((decoded) => decoded === path).length, new URL(imageUrl, 'http://x').pathname))
    .toBeGreaterThanOrEqual(times);
}

test.describe('signing in from a course page', () => {
  // The promotional popup is part of what is checked here: it must wait its turn.
  test.use({ showPromoPopup: true });

  test('a visitor registers from a course page, verifies, signs in, lands back on the course, sees one popup at a time and starts learning', async ({ context, page, request }) => {
    const promo = await activePromo(request);
    const { courses } = (await (await request.get('/api/courses?limit=1')).json()) as { courses: { slug: string; title: string }[] };
    const course = courses[0]!;
    const coursePath = `/courses/${course.slug}`;
    const person = { name: 'Đỗ Minh Châu', email: uniqueEmail('minhchau'), password: 'MatKhau@123' };
    await recordScreens(context);
    // Time flows as usual; the test only jumps over the promotional popup's 1.5 s where it must be over.
    await context.clock.install();

    // The visitor opens the sign-up dialog at once, before the promotional popup of this first page of the
    // session is ready (its image is held back until then).
    let releasePromoImage!: () => void;
    const promoImageHeld = new Promise<void>((resolve) => (releasePromoImage = resolve));
    await page.route(`**${promo.imageUrl}`, async (route) => {
      await promoImageHeld;
      await route.continue();
    });
    await page.goto(coursePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await page.getByTestId('header-register').click();
    const modal = page.getByTestId('auth-modal');
    await expect(modal.getByTestId('register-form')).toBeVisible();

    // The promotional popup gets ready while the visitor fills in the form: it does not open over it.
    releasePromoImage();
    await letPromoGetReady(page, promo.imageUrl, 1);
    await modal.getByTestId('auth-name').fill(person.name);
    await modal.getByTestId('auth-email').fill(person.email);
    await modal.getByTestId('auth-phone').fill('0912345678');
    await modal.getByTestId('auth-password').fill(person.password);
    await modal.getByTestId('auth-confirm-password').fill(person.password);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await modal.getByTestId('auth-submit').click();
    await expect(modal).toBeHidden();

    // Then the 'check your mail' popup, and only once it is closed the promotional popup (the seed's popup is live).
    await expect(page.getByTestId('welcome-popup-registered')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByTestId('welcome-dismiss').click();
    const promoPopup = page.getByTestId('promo-popup');
    await expect(promoPopup).toBeVisible();
    await expect(promoPopup.getByRole('heading')).toHaveText(promo.title);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await promoPopup.getByRole('button', { name: 'Đóng' }).click();
    await expect(promoPopup).toBeHidden();
    await expect(page).toHaveURL(coursePath);
    expect((await screensOf(page)).filter((screen) => screen.dialogs.length > 1)).toEqual([]);

    // The mail's link leads back to the course; the visitor opens it from the mail, in a new tab (a session of its own).
    const link = await latestMailLink(request, person.email, 'verifyEmail');
    expect(new URL(link).searchParams.get('continueUrl')).toBe(coursePath);
    const tab = await context.newPage();
    await tab.goto(pathOf(link));
    await expect(tab.getByTestId('auth-action-success')).toBeVisible();
    // The promotional popup (not seen in this tab yet) is ready now, and stays away from the result message.
    await letPromoGetReady(tab, promo.imageUrl, 1);
    await expect(tab.getByTestId('auth-action-success')).toBeVisible();
    await expect(tab.getByTestId('promo-popup')).toHaveCount(0);

    await tab.getByTestId('auth-action-login').click();
    await expect(tab).toHaveURL(/\/login$/);
    await tab.getByTestId('auth-email').fill(person.email);
    await tab.getByTestId('auth-password').fill(person.password);
    await tab.getByTestId('auth-submit').click();

    // Back on the course, not on the home page, with the first-login popup alone on screen.
    await expect(tab).toHaveURL(coursePath);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(course.title);
    const welcome = tab.getByTestId('welcome-popup-first-login');
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(person.name);
    await letPromoGetReady(tab, promo.imageUrl, 2);
    await expect(tab.getByRole('dialog')).toHaveCount(1);
    await expect(tab.getByTestId('promo-popup')).toHaveCount(0);

    // 'Bắt đầu học ngay' takes the new member somewhere to start: with no course yet, the catalogue.
    await welcome.getByRole('button', { name: 'Bắt đầu học ngay' }).click();
    await expect(tab).toHaveURL(/\/courses$/);
    await expect(welcome).toBeHidden();
    // The promotional popup waited its turn: it comes now, alone.
    await expect(tab.getByTestId('promo-popup')).toBeVisible();
    await expect(tab.getByRole('dialog')).toHaveCount(1);

    const screens = await screensOf(tab);
    expect(screens.filter((screen) => screen.dialogs.length > 1)).toEqual([]);
    expect(screens.filter((screen) => screen.verified && screen.dialogs.length > 0)).toEqual([]);
    // The celebration did happen, for a learner (the admin's test relies on the recorder seeing it).
    expect(screens.some((screen) => screen.dialogs.includes('welcome-popup-first-login') && screen.confetti > 0)).toBe(true);
  });
});

test.describe('the admin signing in', () => {
  test('the demo admin gets none of the learner popups, on /admin/login or /login; a learner does', async ({ browser, context, page, request }) => {
    await recordScreens(context);

    // The control: the demo student, on the same recorder, is greeted back with confetti. Whatever ran
    // before, the student has signed in once already (the app's first step after any sign-in).
    const firstSignIn = await request.post('/api/auth/ensure-user-profile', { headers: { authorization: `Bearer ${await accessToken(request, DEMO.student)}` } });
    expect(firstSignIn.ok()).toBe(true);
    const student = await pageOfOwn(browser);
    await recordScreens(student.context());
    await signIn(student, DEMO.student);
    const welcomeBack = student.getByTestId('welcome-popup-welcome-back');
    await expect(welcomeBack).toContainText('Bài học tiếp theo đang chờ');
    await expect.poll(async () => (await screensOf(student)).some((screen) => screen.confetti > 0)).toBe(true);
    await student.context().close();

    await page.goto('/admin/login');
    await page.getByTestId('auth-email').fill(DEMO.admin.email);
    await page.getByTestId('auth-password').fill(DEMO.admin.password);
    await page.getByTestId('auth-submit').click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('revenue-summary')).toBeVisible();
    // On to another admin page within the app (no reload): a popup asked for at sign-in has long had its chance.
    await page.getByRole('link', { name: 'Người dùng' }).first().click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.locator('[data-testid^="user-row-"]').first()).toBeVisible();

    // The same admin through the public sign-in page, in another browser.
    const publicPage = await pageOfOwn(browser);
    await recordScreens(publicPage.context());
    await signIn(publicPage, DEMO.admin);
    await expect(publicPage.getByTestId('user-menu-button')).toBeVisible();
    await expect(publicPage).toHaveURL(/\/$/);
    await expect(publicPage.getByTestId('featured-courses')).toBeVisible();

    for (const screen of [page, publicPage]) {
      await expect(screen.getByText('Bài học tiếp theo đang chờ')).toHaveCount(0);
      await expect(screen.locator('[data-testid^="welcome-popup-"]')).toHaveCount(0);
      const seen = await screensOf(screen);
      expect(seen.filter((moment) => moment.dialogs.some((dialog) => dialog.startsWith('welcome-popup-')) || moment.confetti > 0)).toEqual([]);
    }
    await publicPage.context().close();
  });
});
