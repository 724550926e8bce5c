import { paths } from '@vitrine/shared/routes';
import { BROWSER_UI_FEATURES, disabledFeatures } from '../../scripts/measuring-browser.mjs';
import { expect, test } from './fixtures';

/**
 * The browser every spec runs in (playwright.config.ts), the long-task test included: what it
 * measures is the page, not desktop Chromium's own address bar (scripts/measuring-browser.mjs).
 */
test.describe('the browser the site is tested in', { tag: '@wide-only' }, () => {
  test('keeps Playwright’s disabled features and turns off the address bar’s drop-downs', async ({ browser, page }) => {
    // The browser's own page about itself (CDP's Browser.getBrowserCommandLine wants automation on).
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').innerText()).split(/\s+/);
    const flags = commandLine.filter((arg) => arg.startsWith('--disable-features='));
    // Playwright's own flag comes first; Chromium obeys only the last one.
    const playwrights = disabledFeatures(flags.slice(0, 1));
    expect(playwrights.length).toBeGreaterThan(0);
    expect(disabledFeatures(commandLine)).toEqual(expect.arrayContaining([...playwrights, ...BROWSER_UI_FEATURES]));

    // The drop-downs load ahead of use, as new contexts open pages: none is there after three.
    for (const path of [paths.home, paths.blog, `${paths.logistics}/wms`]) {
      const context = await browser.newContext();
      const opened = await context.newPage();
      await opened.goto(path);
      await expect(opened.locator('html[data-hydrated]')).toBeAttached();
      await context.close();
    }
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual([]);
  });
});
