/**
 * After `vite build` (client) and `vite build --ssr` (dist/ssr): writes what a crawler, a link
 * preview and a slow phone need, all from our own sources.
 * - one prerendered HTML file per page of the route table (dist/pages/…), head included;
 * - one 1200×630 share picture per page family (dist/og/…), drawn from our SVG;
 * - favicon.ico, apple-touch-icon and manifest icons from favicon.svg, and the web manifest;
 * - brotli and gzip copies of every compressible file of the build, served by Accept-Encoding;
 * - in each page and the post shell, the styles its markup uses inline in the head (Beasties)
 *   and the full stylesheets at the end of the body, neither fetched nor applied until code asks
 *   for them, so the first paint waits for no request and the page is not restyled while it loads;
 * - the fonts' @font-face rules inline in every HTML file and in no stylesheet, and in each page
 *   and the post shell a preload of the brand fonts' Latin files;
 * - a table of the JavaScript each page loads before the first interaction, and a failed build
 *   when a catalogue page or a post that wakes only its islands passes the budget.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { paths, prerenderedFile, publicPages, type PageFamily, type PublicPage } from '@vitrine/shared/routes';
import type { Post, PostListPage } from '../src/site/api';
import type * as EntryServerModule from '../src/entry-server';
import { wakesIslandsOnly } from '../src/site/islands/islandPages';
import { icons, shareImages } from './share-images';
import {
  FIRST_LOAD_BUDGET_KB,
  islandModules,
  pageWeight,
  scriptsBeforeInteraction,
  type Manifest,
  type ModuleChunks,
} from './first-load-js';

type EntryServer = typeof EntryServerModule;

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The article page's module: the post shell carries its styles besides the blog's. A post is
 * prerendered markup that no island renders, so no code would ever bring them.
 */
const ARTICLE_MODULE = 'src/site/pages/blog/article/ArticlePage.tsx';

/** The source module of each page's lazy chunk (see SiteRoutes), by the page's path. */
function pageModule(path: string): string {
  const modules: [string, string][] = [
    [paths.home, 'src/site/pages/HomePage.tsx'],
    [paths.solutions, 'src/site/catalogue/pages/SolutionsPage.tsx'],
    [paths.management, 'src/site/catalogue/pages/ManagementLandingPage.tsx'],
    [`${paths.management}/`, 'src/site/catalogue/pages/ManagementSolutionPage.tsx'],
    [paths.logistics, 'src/site/catalogue/pages/LogisticsLandingPage.tsx'],
    [`${paths.logistics}/`, 'src/site/catalogue/pages/LogisticsProductPage.tsx'],
    [paths.consulting, 'src/site/catalogue/pages/ConsultingPage.tsx'],
    [paths.partners, 'src/site/pages/partners/PartnersPage.tsx'],
    [paths.blog, 'src/site/pages/blog/BlogIsland.tsx'],
    [paths.privacy, 'src/site/pages/legal/PrivacyPolicyPage.tsx'],
    [paths.lgpd, 'src/site/pages/lgpd/LgpdPage.tsx'],
    [paths.cancelNewsletter, 'src/site/pages/newsletter/CancelNewsletterPage.tsx'],
    [paths.confirmNewsletter, 'src/site/pages/newsletter/ConfirmNewsletterPage.tsx'],
    [paths.onboarding, 'src/site/pages/onboarding/OnboardingPage.tsx'],
  ];
  // A trailing slash marks a family of pages ('/solucoes/sistemas-gestao/' and its solutions);
  // the home ('/') is one page, not the prefix of every path.
  const match =
    modules.find(([prefix]) => path === prefix) ??
    modules.find(([prefix]) => prefix !== paths.home && prefix.endsWith('/') && path.startsWith(prefix));
  if (!match) throw new Error(`${path}: no page module`);
  return match[1];
}

/**
 * The page's styles in the head (so the prerendered markup is styled on first paint, before
 * any script runs), and its script:
 * - an islands page: the islands entry alone, a few kilobytes that wake its islands when they
 *   are needed; the page's own chunks are read only for their styles;
 * - any other page: boot.js, which loads the whole app and the page's chunks after the first
 *   paint, and hydrates the page whole;
 * - the onboarding guide: the whole app at once. The partner platform may post the session on
 *   the frame's load event, and the entry's listener (platformMessages.ts) must be there by then.
 */
function withPageAssets(shell: string, page: PublicPage, styleOnlyModules: string[] = []): string {
  const manifest = readManifest();
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(pageModule(page.path));
  for (const key of styleOnlyModules) manifest[key]?.css?.forEach((file) => css.add(file));
  const islandsOnly = wakesIslandsOnly(page.path);
  const deferCode = page.path !== paths.onboarding;
  const entryScripts = [...shell.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/g)];
  const entryPreloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)];
  let head = shell;
  if (deferCode) for (const [tag] of [...entryScripts, ...entryPreloads]) head = head.replace(tag, '');
  const missing = (file: string) => !head.includes(`/${file}"`);
  const islands = manifest['src/islands.ts']?.file;
  if (!islands) throw new Error('the build has no islands entry (vite.config.ts)');
  const modules = [...new Set([...[...entryScripts, ...entryPreloads].map((m) => m[1]!), ...js])];
  const script = islandsOnly
    ? // boot.js with no modules only keeps a button pressed before any code ran (the page still
      // parsing, the islands entry on its way); islands.ts presses it again once it listens.
      [
        '<script type="module" src="/boot.js"></script>',
        `<script type="module" crossorigin src="/${islands}"></script>`,
      ]
    : deferCode
      ? [`<script type="module" src="/boot.js" data-modules="${modules.map((f) => `/${f}`).join(' ')}"></script>`]
      : [...js].filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const links = [...[...css].filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`), ...script];
  return head.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Critical CSS: every rule the page's markup matches goes inline in the head, and the page's
 * stylesheets move to the end of the body as links without an address (PAGE_STYLES): they are
 * neither fetched nor parsed until code gives them theirs (src/site/pageStylesheets.ts: an
 * islands page on the visitor's first move or its first island, a page that hydrates whole when
 * its code runs). The inline rules already style everything the markup shows; the full files
 * bring what it does not show yet (menus, dialogs, hover). Applied as the parser met them, they
 * restyled the whole page while it was still loading: a long task of 120–160 ms on WMS at 6× CPU
 *; loaded but held back as print stylesheets, their parsing was still a task of
 * 20–30 ms at 1× after the first paint. No `onload` swap: the CSP (script-src 'self') forbids
 * inline handlers; inline <style> is allowed (style-src 'unsafe-inline',
 * apps/api/src/http/security-headers.ts). The fonts keep font-display: swap, so text paints in a
 * fallback face at first and no font request holds the first paint either.
 */
const beasties = new Beasties({
  path: DIST,
  publicPath: '/',
  preload: 'body',
  noscriptFallback: false,
  pruneSource: false,
  // Beasties cannot see through `font-family: var(--font-body)`: withCriticalCss adds them.
  inlineFonts: false,
  preloadFonts: false,
  // States that code gives the markup before any visitor's move, while the full stylesheets are
  // still held back: parts waiting to rise into view (islands/reveal.ts) and animations paused
  // off screen (motion/pauseOffscreen.ts), the decorations that start once the page has settled
  // (motion/settled.ts), and every section drawn for an in-page jump (layout/navigation.ts).
  // A preview link's banner and its share-less column: on no page the samples render. The header's
  // search stepping aside where a page has one of its own: the minifier folds that rule into one
  // :is() with a :has(), which the pruner cannot match, so it would otherwise wait for the full CSS.
  allowRules: [
    /\[data-reveal/,
    /\[data-motion-paused\]/,
    /\[data-settled\]/,
    /\[data-draw-all-sections\]/,
    /\.preview-banner/,
    /\.article__body--preview/,
    /\.site-header--page-search/,
  ],
  compress: true,
  logLevel: 'warn',
});

/**
 * How a page's full stylesheets end its body: with their address in `data-href`, marked as the
 * page's (src/site/pageStylesheets.ts gives them their address). They keep their place in the
 * cascade, before any stylesheet code adds later; and once applied, the bundler finds them by
 * their address, so an island never loads a copy of them.
 */
const PAGE_STYLES = 'data-page-styles';

/** A stylesheet link as Vite writes it into a page; the address, without its leading slash. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/** An @font-face rule of a minified stylesheet. */
const FONT_FACE = /@font-face\{[^}]*\}/g;

/** The unicode range of a face that covers Latin-1: every letter of Portuguese (ã, ç, é…). */
const LATIN_RANGE = /unicode-range:U\+(\?\?|0+-0*FF)[,;}]/i;

/**
 * Preloads of the brand fonts' Latin files, the ones every page's text uses. Found only as the
 * first layout meets the text, they arrived after it and each swap laid the whole page out again
 * (one long task per font on a slow phone). A preload starts them with the page and
 * blocks nothing: `font-display: swap` still paints the text in the fallback face when they are
 * late (first-paint.spec.ts holds them back and checks that the page paints).
 */
function latinFontPreloads(faces: string[]): string {
  const files = faces.filter((face) => LATIN_RANGE.test(face)).map((face) => /url\((\/[^)]+\.woff2)\)/.exec(face)?.[1]);
  const hrefs = [...new Set(files.filter((href): href is string => !!href))];
  if (hrefs.length === 0) throw new Error('no Latin font file to preload');
  return hrefs.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('');
}

/**
 * The critical CSS plus every @font-face of the page's stylesheets (the brand fonts by unicode
 * range, and their metric-matched fallbacks): the first paint already asks for the right font
 * (without waiting for it), instead of repainting in another face, and shifting, when the full
 * stylesheet arrives.
 */
async function withCriticalCss(html: string): Promise<string> {
  const processed = await beasties.process(html);
  const sheets = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  const faces = [...new Set(sheets.flatMap((file) => readFileSync(join(DIST, file), 'utf8').match(FONT_FACE) ?? []))];
  if (!processed.includes('<style>')) throw new Error('Beasties inlined no critical CSS');
  const headEnd = processed.indexOf('</head>');
  const body = processed
    .slice(headEnd)
    .replace(STYLESHEET_LINK, `<link rel="stylesheet" crossorigin data-href="/$1" ${PAGE_STYLES}>`);
  if (!body.includes(PAGE_STYLES)) throw new Error('the page has no stylesheet at the end of its body');
  const head = processed.slice(0, headEnd);
  return head.replace('<style>', `${latinFontPreloads(faces)}<style>${faces.join('')}`) + body;
}

/**
 * A post and a blog list like the ones the server renders into the post shell (/blog, its tag
 * pages, /blog/{slug}), to find which styles their first paint needs. Only the markup's shape
 * matters: the content has every tag and class the server's allow-list keeps
 * (apps/api/src/features/posts/post-html.ts), and the post a cover, a button and a footer.
 */
const SAMPLE_POST: Post = {
  id: 1,
  title: 'Amostra de post',
  subtitle: 'Subtítulo da amostra',
  reading_time: '3 min',
  description: 'Descrição da amostra.',
  content:
    '<h1>Título</h1><p>Parágrafo com <a href="/">link</a>, <a class="referencia" href="/">referência</a>, ' +
    '<strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <span>s</span><br>fim.</p><h2>Seção</h2>' +
    '<ul><li>Item</li></ul><ol><li>Item</li></ol><blockquote><p>Citação</p></blockquote>' +
    '<figure class="image"><img src="/placeholder.svg" alt="" width="800" height="450"><figcaption>Legenda</figcaption></figure>' +
    '<figure class="table"><table><thead><tr><th>Título</th></tr></thead>' +
    '<tbody><tr><td>Célula</td></tr><tr><td>Célula</td></tr></tbody></table></figure>',
  tags: [{ key: 'gestao', label: 'Gestão' }],
  link_button: { isActive: true, text: 'Saiba mais', href: 'https://example.com', target: '_blank' },
  footer: { isActive: true, text: 'Rodapé', isHighlighted: true },
  images: [{ id: 1, url: '/placeholder.svg', width: 1200, height: 630 }],
  created_at: '2025-01-01T12:00:00.000Z',
  updated_at: '2025-01-01T12:00:00.000Z',
  slug: 'amostra-de-post',
  status: 'published',
  publish_at: '2025-01-01T12:00:00.000Z',
};
const SAMPLE_LIST: PostListPage = {
  posts: Array.from({ length: 6 }, (_, i) => {
    const { content: _content, ...summary } = SAMPLE_POST;
    return { ...summary, id: i + 1, slug: `amostra-${i + 1}` };
  }),
  total: 14,
};

/**
 * The post shell's body is empty until the server renders a post or the list into it, so its
 * critical CSS is chosen with a sample of each in place (the list, a post, a missing post),
 * taken out again afterwards. Returns the shell, and the shell with the sample post in it (for
 * the first-load figure, which reads a post's islands).
 */
async function postShellWithCriticalCss(entry: EntryServer, shell: string): Promise<{ shell: string; post: string }> {
  const render = async (path: string, data: Parameters<EntryServer['renderPage']>[2]) =>
    (await entry.renderPage(path, '', data)).html;
  const list = await render(paths.blog, { posts: SAMPLE_LIST });
  const post = await render(paths.post(SAMPLE_POST.slug), { post: SAMPLE_POST, posts: SAMPLE_LIST });
  const missing = await render(paths.post('amostra-inexistente'), { post: null, posts: SAMPLE_LIST });
  const empty = '<div id="root"></div>';
  const sample = `<div id="root"><!--sample-->${list}${post}${missing}<!--/sample--></div>`;
  const processed = await withCriticalCss(shell.replace(empty, sample));
  const bare = processed.replace(/<div id="root"><!--sample-->[\s\S]*<!--\/sample--><\/div>/, empty);
  if (!bare.includes(empty)) throw new Error('post shell: the sample markup did not come out');
  return { shell: bare, post: bare.replace(empty, `<div id="root">${post}</div>`) };
}

/** A page as the first-load figure reads it, and whether the budget holds it. */
interface FirstLoadPage {
  path: string;
  html: string;
  budgeted: boolean;
}

/**
 * The catalogue's page families. Its pages that wake only their islands, and posts, are held to
 * the first-load budget; the pages that still hydrate whole are shown, not held (they
 * are being turned into islands pages).
 */
const CATALOGUE_FAMILIES = new Set<PageFamily>(['solutions', 'management', 'logistics', 'consulting']);

async function prerenderPages(): Promise<FirstLoadPage[]> {
  const entry = (await import(pathToFileURL(join(DIST, 'ssr', 'entry-server.js')).href)) as EntryServer;
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const written: FirstLoadPage[] = [];
  for (const page of publicPages) {
    const rendered = await entry.renderPage(page.path, page.query ?? '');
    if (!rendered.head) throw new Error(`${page.path}: the page set no head (usePageMeta)`);
    // The onboarding guide's shell waits for the platform's message before it shows a heading.
    if (page.indexable && !rendered.html.includes('<h1'))
      throw new Error(`${page.path}: the prerendered page has no h1`);
    const file = join(DIST, 'pages', prerenderedFile(page));
    mkdirSync(dirname(file), { recursive: true });
    const html = await withCriticalCss(entry.fillShell(withPageAssets(shell, page), rendered));
    writeFileSync(file, html);
    const budgeted = CATALOGUE_FAMILIES.has(page.family) && wakesIslandsOnly(page.path);
    written.push({ path: page.query ? `${page.path}?${page.query}` : page.path, html, budgeted });
  }
  // The shell the server fills for /blog/{id} (apps/api …/post-page.ts): the blog's assets, no head yet.
  const postShell = await postShellWithCriticalCss(
    entry,
    withPageAssets(shell, { path: paths.blog } as PublicPage, [ARTICLE_MODULE]),
  );
  writeFileSync(join(DIST, 'ssr', 'post-shell.html'), postShell.shell);
  written.push({ path: paths.post('{slug}'), html: postShell.post, budgeted: true });
  console.log(`prerender: ${publicPages.length} pages`);
  return written;
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.ico']);

/** Every compressible file over 1 kB outside the prerendered pages (those are compressed by the server). */
function precompress(folder = DIST): number {
  let count = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'ssr' && name !== 'pages') count += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name)) || statSync(path).size < 1024) continue;
    const bytes = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * JavaScript before the first interaction, per page (first-load-js.ts), printed as a table; the
 * build fails when a page the budget holds passes it.
 */
function firstLoadReport(pages: FirstLoadPage[]): void {
  const build = {
    manifest: readManifest(),
    moduleChunks: JSON.parse(readFileSync(join(DIST, '.vite', 'module-chunks.json'), 'utf8')) as ModuleChunks,
    islandModules: islandModules(readFileSync(join(WEB, 'src', 'site', 'islands', 'registry.ts'), 'utf8')),
  };
  const brotliSize = new Map<string, number>();
  const measure = (file: string) => {
    const bytes = readFileSync(join(DIST, file));
    if (!brotliSize.has(file))
      brotliSize.set(file, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length);
    return { raw: bytes.length, brotli: brotliSize.get(file)! };
  };
  const rows = pages.map(({ path, html, budgeted }) => {
    const weight = pageWeight(path, scriptsBeforeInteraction(build, path.split('?')[0]!, html), measure);
    const budget = !budgeted ? '' : weight.brotliKb <= FIRST_LOAD_BUDGET_KB ? 'ok' : 'OVER';
    return { ...weight, budget };
  });
  console.log(`JavaScript before the first interaction (kB; budget ${FIRST_LOAD_BUDGET_KB} kB brotli):`);
  console.table(rows);
  const over = rows.filter((row) => row.budget === 'OVER').map((row) => `${row.page} (${row.brotliKb} kB)`);
  if (over.length > 0)
    throw new Error(`over the first-load budget of ${FIRST_LOAD_BUDGET_KB} kB brotli: ${over.join(', ')}`);
}

/**
 * The fonts are declared once, inline in every HTML file, and nowhere else: their @font-face
 * rules leave the stylesheets. Each prerendered page and the post shell already carry them
 * (withCriticalCss); the app's own shell (dist/index.html: the admin, and the pages no route
 * prerenders) gets them here, after the pages were made from it. A stylesheet that declares a
 * font face again, even the very same one, makes the browser lay out every line of text once
 * more when it arrives; the full stylesheets arrive at the end of the body, while the page is
 * still loading, and on a slow phone that was a long task of a third of a second.
 */
function fontFacesOnlyInline(): void {
  const faces = new Set<string>();
  const assets = join(DIST, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.css'))) {
    const css = readFileSync(join(assets, name), 'utf8');
    const found = css.match(FONT_FACE) ?? [];
    if (found.length === 0) continue;
    found.forEach((face) => faces.add(face));
    writeFileSync(join(assets, name), css.replace(FONT_FACE, ''));
  }
  if (faces.size === 0) throw new Error('the build declares no font face');
  const shellFile = join(DIST, 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  writeFileSync(shellFile, shell.replace('</head>', `<style>${[...faces].join('')}</style>\n  </head>`));
}

const pages = await prerenderPages();
fontFacesOnlyInline();
shareImages(WEB, DIST);
icons(WEB, DIST);
console.log(`precompressed: ${precompress()} files`);
firstLoadReport(pages);
