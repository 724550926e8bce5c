import { slugify } from '@vitrine/shared/publishing';
import { expect, test, type APIRequestContext } from './fixtures';
import { paths, publicPages } from '@vitrine/shared/routes';
import { createPost, uniqueWord } from './blog-api';
import { wakeAllIslands } from './site-helpers';

/** What a crawler or a link preview reads: plain HTTP, no JavaScript. */
async function headOf(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  const html = await res.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: res.status(),
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    h1: attr(/<h1[^>]*>([\s\S]*?)<\/h1>/)
      ?.replace(/<[^>]+>/g, '')
      .trim(),
  };
}

// One request pass is enough: the answers do not depend on the viewport (run at 1440 px only).
test.describe('found and shared (no JavaScript)', { tag: '@wide-only' }, () => {
  test('every public page has its own h1, title, description, canonical and absolute og:image', async ({
    request,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const page of publicPages) {
      const url = page.path + (page.query ? `?${page.query}` : '');
      const head = await headOf(request, url);
      expect(head.status, url).toBe(200);
      if (page.indexable) expect(head.h1, url).toBeTruthy();
      expect(head.title, url).toBeTruthy();
      expect(titles.has(head.title!), `${url} repeats a title`).toBe(false);
      titles.add(head.title!);
      expect(head.title!.match(/Alvorada/g)?.length ?? 0, url).toBeLessThanOrEqual(1);
      expect(head.description?.length, url).toBeGreaterThan(40);
      expect(head.canonical, url).toBe(`${baseURL}${url}`);
      expect(head.ogImage, url).toMatch(new RegExp(`^${baseURL}/og/[a-z]+\\.png$`));
      expect(head.robots, url).toBe(page.indexable ? 'index, follow' : 'noindex, nofollow');
      expect(head.html, url).not.toContain('VITRINE_PUBLIC_URL');
    }
  });

  test('a family share picture is a 1200×630 PNG', async ({ request }) => {
    const res = await request.get('/og/management.png');
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test('a post created through the API is served with its own head and content', async ({ request, baseURL }) => {
    const word = uniqueWord();
    const title = `Post para compartilhar ${word}`;
    const id = await createPost(request, {
      title,
      description: `Um resumo longo o bastante para a pré-visualização do post ${word}.`,
      content: `<p>Parágrafo único ${word}.</p>`,
    });
    const head = await headOf(request, paths.post(slugify(title)));
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${title} | Alvorada`);
    expect(head.ogTitle).toBe(`${title} | Alvorada`);
    expect(head.description).toContain(word);
    expect(head.canonical).toBe(`${baseURL}/blog/${slugify(title)}`);
    expect(head.ogImage).toMatch(new RegExp(`^${baseURL}/api/posts/${id}/images/1\\?v=`));
    expect(head.html).toContain(`Parágrafo único ${word}.`);
    expect(head.html).toContain('"@type":"BlogPosting"');

    // The blog page itself carries its first page of posts, newest first: this one, at once.
    const blog = await request.get(paths.blog);
    const blogHtml = await blog.text();
    expect(blogHtml).toContain(`<h2 class="post-card__title">${title}</h2>`);
    expect(blogHtml).toContain('id="posts-iniciais"');
    expect(blogHtml).toMatch(new RegExp(`fetchpriority="high"[^>]*|src="[^"]*/api/posts/${id}/images/1`));

    const missing = await headOf(request, '/blog/987654321');
    expect(missing.status).toBe(404);
    expect(missing.robots).toBe('noindex, nofollow');
    expect(missing.html).toMatch(/<h1[^>]*>Post não encontrado<\/h1>/);
  });

  test('unknown paths answer 301 to /; unknown API paths stay 404 JSON', async ({ request }) => {
    for (const path of ['/caminho/que/nao/existe', '/home', '/solucoes/sistemas-gestao/xyz', '/blog/Abc_1']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(301);
      expect(new URL(res.headers()['location']!, 'http://x').pathname, path).toBe('/');
    }
    const api = await request.get('/api/nao-existe', { maxRedirects: 0 });
    expect(api.status()).toBe(404);
    // A post's address that names no post (/blog/{slug}) is the blog's 404, not a redirect.
    const missing = await request.get('/blog/post-que-nao-existe', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex');
  });

  test('robots.txt, sitemap.xml, RSS and the manifest are well formed', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    // No "Allow: /" before the Disallow lines: first-match parsers would read it as allowing all.
    expect(robots).not.toMatch(/^Allow: \/$/m);
    for (const line of ['Disallow: /admin', 'Disallow: /login', 'Disallow: /api', 'Disallow: /colaborador/']) {
      expect(robots).toContain(line);
    }
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemapTitle = `No sitemap ${uniqueWord()}`;
    await createPost(request, { title: sitemapTitle });
    const sitemapRes = await request.get('/sitemap.xml');
    expect(sitemapRes.headers()['content-type']).toContain('xml');
    const sitemap = await sitemapRes.text();
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls.length).toBe((sitemap.match(/<url>/g) ?? []).length);
    for (const [, loc, lastmod] of urls) {
      expect(loc!.startsWith(`${baseURL}/`)).toBe(true);
      expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
      expect(loc!.length).toBeLessThan(2048);
    }
    const locs = urls.map((u) => u[1]);
    expect(locs).toContain(`${baseURL}/blog/${slugify(sitemapTitle)}`);
    expect(locs).toContain(`${baseURL}/solucoes/sistemas-logistica/wms`);
    expect(locs).not.toContain(`${baseURL}/colaborador/onboarding`);

    const rssRes = await request.get('/blog/rss.xml');
    expect(rssRes.headers()['content-type']).toContain('application/rss+xml');
    const rss = await rssRes.text();
    expect(rss).toContain('<rss version="2.0"');
    const channel = /<channel>([\s\S]*)<\/channel>/.exec(rss)![1]!;
    for (const element of ['title', 'link', 'description']) {
      expect(channel, `channel ${element}`).toMatch(new RegExp(`<${element}>[^<]+</${element}>`));
    }
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>|<description>[^<]+<\/description>/);
      expect(item).toMatch(/<link>http[^<]+<\/link>/);
      expect(Number.isNaN(Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]!))).toBe(false);
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain('<link rel="alternate" type="application/rss+xml"');

    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'pt-BR', start_url: '/', display: 'standalone' });
    // Bitmaps only, like the page's icons below: Chromium fetches the manifest's icons as
    // favicons too, and decodes them on the page's main thread.
    const manifestIcons = manifest.icons as { src: string; sizes: string; type: string }[];
    expect(manifestIcons.map((icon) => [icon.sizes, icon.type])).toEqual([
      ['192x192', 'image/png'],
      ['512x512', 'image/png'],
    ]);
    for (const icon of manifestIcons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    const favicon = await request.get('/favicon.ico');
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    expect((await request.get('/icons/apple-touch-icon.png')).status()).toBe(200);
    // The page's icons are bitmaps: Chromium decodes an SVG favicon on the page's own main thread.
    const pageIcons = [...home.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(pageIcons).toEqual(['/favicon.ico', '/icons/icon-192.png']);
    for (const icon of pageIcons) expect((await request.get(icon)).status(), icon).toBe(200);
  });

  test('assets go out as brotli, HTML and JSON compressed, images as they are', async ({ request }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.headers()['content-encoding']).toBe('br');
    expect(home.headers()['vary']).toMatch(/accept-encoding/i);
    // The page's one script: the islands entry (src/islands.ts).
    const script = /<script type="module" crossorigin src="(\/assets\/islands-[^"]+\.js)"/.exec(await home.text())![1]!;
    const asset = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    const gz = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const posts = await request.get('/api/posts', { headers: { 'accept-encoding': 'gzip' } });
    expect(posts.headers()['content-encoding']).toBe('gzip');
    const png = await request.get('/og/home.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers()['content-encoding']).toBeUndefined();
  });
});

test.describe('hydration', () => {
  test('no public page logs a hydration warning or error, or breaks the CSP (zod runs jitless)', async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    // A CSP violation is reported to the page, not always to the console: log it there.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.warn(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      ),
    );
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const entry of publicPages) {
      await page.goto(entry.path + (entry.query ? `?${entry.query}` : ''));
      await page.waitForLoadState('networkidle');
      // Islands hydrate when a visitor reaches them: every one is woken, so every one is checked.
      await wakeAllIslands(page);
    }
    expect(problems.filter((p) => /hydrat|#418|#423|#425|did not match|CSP violation/i.test(p))).toEqual([]);
  });
});

test.describe('prerendered layout', () => {
  // One page of each template (the blog list and the onboarding guide grow when the content the
  // script fetches arrives, so they are not here). Every one of them must not move when the
  // script takes over: no grid turned carousel, no banner removed, no style that came late.
  const pages = [
    paths.home,
    paths.solutions,
    paths.management,
    paths.managementSolution('hcm'),
    paths.logistics,
    paths.logisticsSolution('wms'),
    paths.logisticsSolution('tracking-pedidos'),
    paths.consulting,
    paths.partners,
    `${paths.privacy}?lang=en`,
    paths.lgpd,
    // Not /cancelar-newsletter: since the cancel page checks its link first, its content is the answer to a check of the link in
    // its query (the prerendered page says "Verificando…"), like the blog's fetched posts.
  ];
  /**
   * Heights of the main content's blocks: any grid turned carousel, or style arriving late, changes
   * them. Every section is drawn first (the page's own switch for in-page jumps, base.css): a
   * section the browser still skips reports its estimate or the height it last had drawn,
   * whichever the timing of that load gave it (/solucoes read 944 and 785 px, script or none).
   */
  const blockHeights = () => {
    document.documentElement.setAttribute('data-draw-all-sections', '');
    return [...document.querySelectorAll('main > *, main > * > *')].map((el) =>
      Math.round(el.getBoundingClientRect().height),
    );
  };

  test('every page has the same layout before its script runs and after hydration (no shift)', async ({
    browser,
    baseURL,
    viewport,
    isMobile,
  }) => {
    test.setTimeout(300_000);
    // New contexts do not inherit the project's options: the same width, touch and base URL.
    const options = { baseURL, viewport, isMobile, reducedMotion: 'reduce' as const };
    const withoutScript = await browser.newContext({ ...options, javaScriptEnabled: false });
    const withScript = await browser.newContext(options);
    const shifted: string[] = [];
    for (const url of pages) {
      const plain = await withoutScript.newPage();
      await plain.goto(url, { waitUntil: 'networkidle' });
      await plain.evaluate(() => document.fonts.ready);
      const before = await plain.evaluate(blockHeights);
      await plain.close();
      const hydrated = await withScript.newPage();
      await hydrated.goto(url, { waitUntil: 'networkidle' });
      await hydrated.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await hydrated.evaluate(() => document.fonts.ready);
      const after = await hydrated.evaluate(blockHeights);
      await hydrated.close();
      if (JSON.stringify(before) !== JSON.stringify(after)) shifted.push(`${url}: ${before} → ${after}`);
    }
    await withoutScript.close();
    await withScript.close();
    expect(shifted).toEqual([]);
  });
});
