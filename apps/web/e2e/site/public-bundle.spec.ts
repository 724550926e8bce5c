import { expect, test, type Page } from './fixtures';

/**
 * docs/ARCHITECTURE.md §8: the public site never loads admin code. Every script and style a public page
 * fetches is read, and none may carry Fluent UI, AG Grid or CKEditor.
 */
const ADMIN_CODE = /@fluentui|fluentui-react|ag-grid|agGrid|ckeditor/i;

async function fetchedAssets(page: Page, path: string, ready = page.getByRole('heading', { level: 1 })) {
  const bodies: Array<{ url: string; text: string }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .text()
        .then((text) => void bodies.push({ url: response.url(), text }))
        .catch(() => undefined),
    );
  });
  await page.goto(path);
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return bodies;
}

test.describe('public bundle', () => {
  for (const path of ['/', '/blog', '/solucoes/sistemas-gestao/hcm']) {
    test(`${path} loads no admin code`, async ({ page }) => {
      const assets = await fetchedAssets(page, path);
      expect(assets.filter((a) => a.url.endsWith('.js')).length).toBeGreaterThan(0);
      const offenders = assets.filter((a) => ADMIN_CODE.test(a.text)).map((a) => a.url);
      expect(offenders).toEqual([]);
    });
  }

  test('the admin chunk really carries that code (the check above can see it)', async ({ page }) => {
    const assets = await fetchedAssets(page, '/login', page.getByRole('button', { name: 'Acessar' }));
    expect(assets.some((a) => ADMIN_CODE.test(a.text))).toBe(true);
  });
});

test.describe('loading order: the page paints before any island code', () => {
  // Nothing wakes until the visitor moves: the server renders /blog with its list. A search is read
  // by the browser, so there the blog's island wakes at load.
  for (const [path, wakesAtLoad] of [
    ['/', false],
    ['/blog', false],
    ['/blog?search=gestao', true],
    ['/solucoes/sistemas-gestao/hcm', false],
  ] as const) {
    test(`${path} paints before any island's code, and brings React only with an island that wakes`, async ({
      page,
    }) => {
      // The first animation frame of the document: the prerendered page is being painted.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // An island that wakes at load asks for React after the first paint (islands.ts start), which
      // on a busy machine can come after the network went quiet: wait for it rather than read early.
      if (wakesAtLoad) {
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                performance
                  .getEntriesByType('resource')
                  .filter((e) => /\/assets\/react-[\w-]+\.js$/.test(new URL(e.name).pathname)).length,
            ),
          )
          .toBe(1);
      }
      const timing = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/.+\.js$/.test(e.name))
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
      }));
      expect(timing.firstFrameAt).toBeGreaterThan(0);
      // Before the first frame, at most the islands entry and its own small chunk (src/islands.ts).
      const early = timing.scripts.filter((s) => s.start < timing.firstFrameAt).map((s) => s.name);
      expect(
        early.every((name) => /^\/assets\/islands(-runtime)?-[\w-]+\.js$/.test(name)),
        early.join(),
      ).toBe(true);
      const react = timing.scripts.filter((s) => /^\/assets\/react-[\w-]+\.js$/.test(s.name));
      expect(react.length).toBe(wakesAtLoad ? 1 : 0);
      for (const chunk of react) expect(chunk.start).toBeGreaterThan(timing.firstFrameAt);
      // Grouped chunks (vite.config.ts): not one file per icon or shared module.
      expect(timing.scripts.length).toBeLessThanOrEqual(wakesAtLoad ? 12 : 4);
    });
  }

  // boot.js starts a page's modules after the first paint, from an animation frame. A page that
  // wakes only its islands has none to start: a callback of ours in its first frame made
  // Lighthouse's simulation wait for boot.js before drawing that frame.
  for (const [path, schedules] of [
    ['/', false],
    ['/solucoes/sistemas-logistica/wms', false],
    ['/politica-privacidade', true],
  ] as const) {
    test(`boot.js ${schedules ? 'schedules the app' : 'schedules nothing'} on ${path}`, async ({ page }) => {
      await page.addInitScript(() => {
        const callers: string[] = [];
        Object.assign(window, { frameCallers: callers });
        const request = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => {
          callers.push(new Error().stack ?? '');
          return request(callback);
        };
      });
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const callers = await page.evaluate(() => (window as unknown as { frameCallers: string[] }).frameCallers);
      expect(callers.some((stack) => stack.includes('/boot.js'))).toBe(schedules);
    });
  }
});
