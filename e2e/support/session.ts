import type { Browser, Page } from '@playwright/test';
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
