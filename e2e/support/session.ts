import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { latestMailLink, pathOf } from './mailbox';
import { skipPromoPopup } from './test';

/** Signs in through the real /login form. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('auth-email').fill(account.email);
  await page.getByTestId('auth-password').fill(account.password);
  await page.getByTestId('auth-submit').click();
}

/** A page in a browser context of its own (another person at another computer), signed in when given an account. */
export async function pageOfOwn(browser: Browser, account?: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await skipPromoPopup(context);
  const page = await context.newPage();
  if (account) {
    await signIn(page, account);
    await page.getByTestId('user-menu-button').waitFor();
  }
  return page;
}

/**
 * Registers through the real /register form (after following a referral link, the page carries its
 * cookie), opens the verification link from the developer mailbox, signs in and closes the welcome popup.
 */
export async function registerThroughForm(
  page: Page,
  request: APIRequestContext,
  person: { name: string; email: string; password: string },
  { marketingConsent = false } = {},
): Promise<void> {
  await page.goto('/register');
  await page.getByTestId('auth-name').fill(person.name);
  await page.getByTestId('auth-email').fill(person.email);
  await page.getByTestId('auth-phone').fill('0987654321');
  await page.getByTestId('auth-password').fill(person.password);
  await page.getByTestId('auth-confirm-password').fill(person.password);
  if (marketingConsent) await page.getByTestId('auth-marketing-consent').check();
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(pathOf(await latestMailLink(request, person.email, 'verifyEmail')));
  await expect(page.getByTestId('auth-action-success')).toBeVisible();
  await signIn(page, person);
  await page.getByTestId('welcome-dismiss').click();
}
