import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The public pages are prerendered, and interactive only once hydrated: boot.js asks for their
 * code after the first paint. In between, boot.js keeps the last button pressed and presses it
 * again once hydrated (layout.spec tests that), but a test should not lean on it. So
 * every `page.goto` of the site's specs waits for hydration (`html[data-hydrated]`, set by
 * App.tsx) before the test goes on; a page that never hydrates (an error, no JavaScript) goes on
 * after the wait, and a page that is not the site's (a test's stand-in platform) at once. Specs import `test` and `expect` from here, not from @playwright/test.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Only our own pages (with the app's #root); a test's stand-in page is left alone.
      if ((await page.locator('#root').count()) > 0) {
        await page
          .locator('html[data-hydrated]')
          .waitFor({ state: 'attached', timeout: 15_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
});
