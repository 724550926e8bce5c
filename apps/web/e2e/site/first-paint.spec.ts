import { paths } from '@vitrine/shared/routes';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { holdRequests, openContactFromHeader } from './site-helpers';

/**
 * The first paint waits for no request. Each page carries the styles its markup uses
 * inline (postbuild.ts, Beasties) with the brand fonts' @font-face rules; the full stylesheets
 * sit at the end of the body and the only scripts in the head are modules (deferred).
 */
const PAGES = [paths.home, paths.blog, `${paths.management}/hcm`, `${paths.logistics}/wms`];

/**
 * Each of the page's full stylesheets: 'held back' while it has no address (neither fetched nor
 * parsed), 'loaded' once applied and on the screen.
 */
function pageStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-page-styles]')].map((link) =>
      link.getAttribute('href') === null ? 'held back' : link.sheet ? 'loaded' : 'loading',
    ),
  );
}

async function latestPost(request: APIRequestContext): Promise<string> {
  const [latest] = (await (await request.get('/api/posts?page=1&pageSize=1')).json()) as Array<{ slug: string }>;
  return paths.post(latest!.slug);
}

test.describe('first paint without a blocking request', () => {
  for (const name of [...PAGES, 'a post']) {
    test(`${name}: critical CSS inline, no stylesheet or classic script in the head`, async ({ request }) => {
      const html = await (await request.get(name === 'a post' ? await latestPost(request) : name)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<style>');
      expect(head).toMatch(/@font-face\{font-family:Inter Variable/);
      // Only the subsets the site's text uses (styles/fonts.css): Latin and Latin Extended.
      const faceFiles = [...head.matchAll(/@font-face\{[^}]*url\(\/assets\/([a-z-]+)-wght-normal-/g)].map((m) => m[1]);
      expect(faceFiles.sort()).toEqual([
        'inter-latin',
        'inter-latin-ext',
        'plus-jakarta-sans-latin',
        'plus-jakarta-sans-latin-ext',
      ]);
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      // The brand fonts' Latin files start with the page (postbuild.ts), and nothing else is preloaded.
      const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
      expect(preloads).toHaveLength(2);
      for (const file of [
        /\/inter-latin-wght-normal-[\w-]+\.woff2/,
        /\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2/,
      ]) {
        expect(preloads.some((tag) => file.test(tag) && /as="font" type="font\/woff2" crossorigin/.test(tag))).toBe(
          true,
        );
      }
      for (const [tag] of head.matchAll(/<script\b[^>]*>/g)) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue;
        expect(tag, 'a script in the head').toMatch(/type="module"/);
      }
      const body = html.slice(html.indexOf('</head>'));
      expect(body).toMatch(
        /<link rel="stylesheet" crossorigin data-href="\/assets\/index-[^"]+\.css" data-page-styles>/,
      );
    });
  }

  test('the full stylesheets style the screen from the first move, not while an islands page loads', async ({
    page,
  }) => {
    // Applied as the parser met them, they restyled the whole page while it loaded; loaded and
    // held back, parsing them was still a task of its own after the first paint.
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(paths.home);
    expect(await pageStyles(page)).toEqual(['held back', 'held back', 'held back']);
    // The pause of the clients' marquee is styled by the inline rules: prerendered paused
    // (motion/motionProps.ts), it stays so off screen (motion/pauseOffscreen.ts).
    await expect(page.locator('#clientes[data-motion-paused]')).toBeAttached();
    const paused = await page.evaluate(() =>
      [...document.querySelectorAll('[data-motion-paused] *')]
        .map((element) => getComputedStyle(element))
        .filter((style) => style.animationName !== 'none')
        .map((style) => style.animationPlayState),
    );
    expect(paused.length).toBeGreaterThan(0);
    expect(new Set(paused)).toEqual(new Set(['paused']));
    expect(stylesheets).toEqual([]);
    await page.mouse.move(200, 300);
    await expect.poll(() => pageStyles(page)).toEqual(['loaded', 'loaded', 'loaded']);
    // Each one once, at the place in the cascade the build gave it (before anything code adds).
    expect(stylesheets).toHaveLength(3);
    expect(new Set(stylesheets).size).toBe(3);
  });

  test('a page that hydrates whole applies them when its code runs', async ({ page }) => {
    await page.goto(paths.privacy);
    await expect.poll(() => pageStyles(page)).toEqual(expect.arrayContaining(['loaded']));
    await expect.poll(() => pageStyles(page)).not.toContain('held back');
    await expect.poll(() => pageStyles(page)).not.toContain('loading');
  });

  test('an island comes alive only once the full stylesheets are on the screen', async ({ page }) => {
    // They are fetched only when first needed: however late they come, what the island renders
    // (the menu, the contact form) is never drawn without them.
    await page.route(/\/assets\/(site-common|index|HomePage)-[\w-]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.goto(paths.home);
    await openContactFromHeader(page);
    expect(await pageStyles(page)).toEqual(['loaded', 'loaded', 'loaded']);
  });

  test('the fonts are declared once, inline: no stylesheet declares them again', async ({ request }) => {
    // A stylesheet that declares a font face, even the same one, lays out every line of text
    // again when it arrives, while the page is still loading.
    const html = await (await request.get(paths.home)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" crossorigin data-href="([^"]+)"[^>]*>/g)].map(
      (m) => m[1]!,
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(await (await request.get(sheet)).text(), sheet).not.toContain('@font-face');
    // The app's own shell (the admin, and what no route prerenders) declares them inline too.
    const shell = await (await request.get('/admin')).text();
    expect(shell.slice(0, shell.indexOf('</head>'))).toMatch(/<style>@font-face\{font-family:Inter Variable/);
  });

  test('the first paint does not wait for the fonts the page preloads', async ({ page }) => {
    // Every font file is held back until the page has painted: the text shows in the fallback face.
    const fonts: string[] = [];
    const release = await holdRequests(page, '**/*.woff2', (request) => fonts.push(request.url()));
    await page.goto(paths.home, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fonts.some((url) => /\/inter-latin-wght-normal-/.test(url))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    release();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  });

  for (const name of ['/', 'a post']) {
    test(`${name} is laid out and styled with every stylesheet request refused`, async ({ page, request }) => {
      await page.route('**/*.css', (route) => route.abort());
      await page.goto(name === 'a post' ? await latestPost(request) : name);
      await expect(page.locator('.site-header')).toHaveCSS('position', 'fixed');
      const title = page.getByRole('heading', { level: 1 }).first();
      expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Plus Jakarta Sans Variable');
      if (name === '/') await expect(page.locator('.hero')).toHaveCSS('overflow', 'hidden');
      else await expect(page.locator('.article__header')).toHaveCSS('max-width', '880px');
      // The rule that defers the sections below the first screen is inline too.
      await expect(page.locator('.site-footer__grid')).toHaveCSS('content-visibility', 'auto');
    });
  }

  test("a catalogue page's hero illustration is drawn in the page, not loaded as an image", async ({ page }) => {
    // Every illustration file refused: the hero's drawing needs none of them.
    await page.route('**/catalogue/*.svg', (route) => route.abort());
    for (const path of [`${paths.logistics}/wms`, paths.solutions]) {
      await page.goto(path);
      const hero = page.locator('.page-hero__art').getByRole('img');
      await expect(hero, path).toBeVisible();
      expect(await hero.evaluate((el) => el.tagName), path).toBe('svg');
      await expect(hero, path).toHaveAttribute('aria-label', /\S/);
      expect(await hero.locator('rect, path, circle').count(), path).toBeGreaterThan(5);
      // The same box an <img> of the illustration had: 3:2, as wide as its column.
      const box = (await hero.boundingBox())!;
      const column = (await page.locator('.page-hero__art').boundingBox())!;
      expect(Math.abs(box.width / box.height - 1.5), path).toBeLessThan(0.01);
      expect(box.width, path).toBeCloseTo(column.width, 0);
    }
  });

  test('the sections below the first screen are drawn only as they near it', async ({ page }) => {
    // Two long pages: on a short one (the demo posts) the footer is near the first screen already.
    for (const path of [paths.home, `${paths.logistics}/wms`]) {
      await page.goto(path);
      // checkVisibility({ contentVisibilityAuto: true }) is false inside a section the browser skips.
      const footerContent = page.locator('.site-footer__grid > *').first();
      const drawn = () => footerContent.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn(), path).toBe(false);
      await page.locator('.site-footer__grid').scrollIntoViewIfNeeded();
      await expect.poll(drawn, path).toBe(true);
      await expect(
        page.locator('.site-footer').getByRole('link', { name: 'Política de Privacidade' }).last(),
      ).toBeVisible();
    }
  });

  test('no form field sits in a section the browser skips', async ({ page }) => {
    // Chromium's autofill looks at every field on DOMContentLoaded; one inside a skipped section
    // makes it lay the whole section out in that task (base.css, the footer's columns).
    for (const path of PAGES) {
      await page.goto(path);
      const fields = page.locator('input, textarea, select');
      expect(await fields.count(), path).toBeGreaterThan(0);
      const skipped = await fields.evaluateAll((all) =>
        all.flatMap((field) => {
          const sections: string[] = [];
          for (let el = field.parentElement; el; el = el.parentElement) {
            if (getComputedStyle(el).contentVisibility !== 'visible') sections.push(`${field.id} in ${el.className}`);
          }
          return sections;
        }),
      );
      expect(skipped, path).toEqual([]);
      // The newsletter band above the footer's columns is drawn with the page.
      expect(
        await page.locator('.newsletter__input').evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })),
        path,
      ).toBe(true);
    }
  });

  test("an island's styles follow the page's, as on a page that loaded them in the head", async ({ page }) => {
    await page.goto('/');
    // The contact island brings a stylesheet of its own (the bundler appends it to the head).
    await openContactFromHeader(page);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    );
    expect(sheets.at(-1)).toMatch(/\/ContactOverlay-[^/]+\.css$/);
    expect(sheets.at(-2)).toMatch(/\/HomePage-[^/]+\.css$/);
  });
});
