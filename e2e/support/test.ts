import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/** Marks the admin's promotional popup (SPEC §9) as already seen in every page of the context. */
export async function skipPromoPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem('seenAdPopup', '1'));
}

/**
 * Playwright's test with one change: the promotional popup, shown 1.5 s after a public page loads, never
 * covers what a test is clicking. The popup's own test opts back in with `test.use({ showPromoPopup: true })`;
 * a context a test opens itself gets the same with `skipPromoPopup(context)`.
 */
export const test = base.extend<{ showPromoPopup: boolean }>({
  showPromoPopup: [false, { option: true }],
  context: async ({ context, showPromoPopup }, use) => {
    if (!showPromoPopup) await skipPromoPopup(context);
    await use(context);
  },
});
