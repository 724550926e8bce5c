import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { classifyPath, paths, prerenderedFile } from '@vitrine/shared/routes';
import { PUBLIC_URL_PLACEHOLDER } from '@vitrine/shared/seo';
import { addVaryAcceptEncoding, pickEncoding, type ContentEncoding } from './compression';
import type { MadePage, PublicPages } from './page-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Where the prerender step writes one HTML file per public page (see prerenderedFile). */
const PRERENDER_FOLDER = 'pages';
/** The server-side render bundle (vite build --ssr), used for /blog/{id}. */
const SSR_FOLDER = 'ssr';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's precompressed copies (`file.br`, `file.gz`), by encoding. */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticSiteOptions {
  /** Absolute canonical and og:image addresses in the prerendered pages start with it. */
  publicUrl: string;
  /** Where every public page is kept per content version and served from (page-cache.ts). */
  pages: PublicPages;
  /** Server-made /blog/{slug} (or a 301 to it); null falls back to the blog page. */
  renderPost?: (ref: string) => Promise<MadePage | null>;
  /** Server-made /blog/tag/{tag-slug}; null falls back to the blog page. */
  renderTag?: (tagSlug: string) => Promise<MadePage | null>;
  /** Server-made HTML for /blog/previa/{token}, never cached by anyone but its reader. */
  renderPreview?: (token: string) => Promise<{ status: 200 | 404; html: string } | null>;
  /** Server-made /blog with its first page of posts; null falls back to the prerendered page. */
  renderBlog?: () => Promise<MadePage | null>;
}

/** A preview is for whoever holds the link: no shared cache, no search engine. */
const PREVIEW_HTML_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
/** The admin and the sign-in page: a shared cache has no business keeping anything of them. */
const APP_SHELL_CACHE = 'no-store';

interface HtmlPage {
  mtimeMs: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves apps/web's build:
 * - files as they are, hashed assets (Vite's /assets/) cached for a year as immutable, with the
 *   build's brotli/gzip copies chosen by Accept-Encoding;
 * - each public page's prerendered HTML, with the deployment's PUBLIC_URL written into its
 *   canonical and Open Graph addresses (the build does not know where it will be served);
 * - the bare app shell for the admin and login (rendered in the browser only);
 * - a 301 to `/` for any other path (docs/PRODUCT.md §2: unknown paths go home).
 */
export function staticSite(distDir: string, options: StaticSiteOptions): MiddlewareHandler<AppEnv> {
  const root = resolve(distDir);
  const shellPath = join(root, 'index.html');
  const htmlPage = htmlPages(options.publicUrl);

  /** The admin's and sign-in's shell: built in the browser, never kept by anyone. */
  const sendShell = (c: Context) => {
    const page = htmlPage(shellPath);
    const headers = new Headers({ 'Content-Type': TYPES['.html']!, 'Cache-Control': APP_SHELL_CACHE });
    addVaryAcceptEncoding(headers);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = encoding ? page[encoding] : page.identity;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };

  /** A build's HTML file as a page: its bytes compressed by the build step's quality (11), once per build. */
  const filePage = (file: string): MadePage => {
    const page = htmlPage(file);
    return {
      status: 200,
      body: page.identity,
      type: TYPES['.html']!,
      lastModified: new Date(page.mtimeMs),
      encoded: { br: page.br, gzip: page.gzip },
    };
  };

  const prerenderedOr = (file: string) => (existsSync(file) ? file : shellPath);
  const blogFile = () => prerenderedOr(join(root, PRERENDER_FOLDER, prerenderedFile({ path: paths.blog })));
  const serve = (c: Context<AppEnv>, key: string, build: () => Promise<MadePage>) => options.pages.serve(c, key, build);

  return async (c: Context<AppEnv>, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      decoded = '/';
    }
    const candidate = normalize(join(root, decoded));
    const inBuild = candidate.startsWith(root + sep);
    // Prerendered pages are reached by their own paths only, never as /pages/… files; the
    // server-side render bundle is not for browsers.
    const isPrerendered = [PRERENDER_FOLDER, SSR_FOLDER].some((folder) =>
      candidate.startsWith(join(root, folder) + sep),
    );
    if (inBuild && isBookkeeping(root, candidate)) return next();
    if (inBuild && !isPrerendered && existsSync(candidate) && statSync(candidate).isFile()) {
      if (candidate.endsWith('.html')) return serve(c, `file ${candidate}`, async () => filePage(candidate));
      return sendFile(c, candidate, decoded.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
    }
    // A missing hashed asset or other file (a name with an extension) is a real 404, not a page.
    if (decoded.startsWith('/assets/') || extname(decoded) !== '' || !existsSync(shellPath)) return next();

    const search = new URL(c.req.url).search;
    const target = classifyPath(c.req.path, search);
    if (target.kind === 'unknown') return c.redirect(paths.home, 301);
    if (target.kind === 'app') return sendShell(c);
    if (target.kind === 'preview') {
      const made = await options.renderPreview?.(target.token);
      if (made) return sendMadeHtml(c, made.status, made.html, PREVIEW_HTML_HEADERS);
      return serve(c, 'blog-file', async () => filePage(blogFile()));
    }
    if (target.kind === 'page') {
      const file = prerenderedOr(join(root, PRERENDER_FOLDER, prerenderedFile(target.page)));
      if (target.page.path === paths.blog && !search) {
        return serve(c, 'blog', async () => (await options.renderBlog?.()) ?? filePage(file));
      }
      return serve(c, `file ${file}`, async () => filePage(file));
    }
    if (target.kind === 'post') {
      return serve(
        c,
        `post ${target.ref}`,
        async () => (await options.renderPost?.(target.ref)) ?? filePage(blogFile()),
      );
    }
    return serve(
      c,
      `tag ${target.tagSlug}`,
      async () => (await options.renderTag?.(target.tagSlug)) ?? filePage(blogFile()),
    );
  };
}

/** Reads, personalises and compresses an HTML file once per build (keyed by its mtime). */
function htmlPages(publicUrl: string): (file: string) => HtmlPage {
  const pages = new Map<string, HtmlPage>();
  return (file) => {
    const stat = statSync(file);
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const html = readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, () => publicUrl);
    const identity = Buffer.from(html);
    const page: HtmlPage = {
      mtimeMs: stat.mtimeMs,
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
    pages.set(file, page);
    return page;
  };
}

/** HTML made for this request (a preview), compressed by the compression middleware as JSON is. */
function sendMadeHtml(c: Context, status: 200 | 404, html: string, extra: Record<string, string>) {
  const headers = { 'Content-Type': TYPES['.html']!, ...extra };
  return new Response(c.req.method === 'HEAD' ? null : html, { status, headers });
}

/** A file of the build as it is, or its build-made brotli/gzip copy when the browser takes one. */
function sendFile(c: Context, file: string, cache: string) {
  const stat = statSync(file);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cache });
  let served = file;
  let size = stat.size;
  const precompressed = (['br', 'gzip'] as const).some((e) => existsSync(file + SUFFIX[e]));
  if (precompressed) {
    addVaryAcceptEncoding(headers);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (encoding && existsSync(file + SUFFIX[encoding])) {
      served = file + SUFFIX[encoding];
      size = statSync(served).size;
      headers.set('Content-Encoding', encoding);
    }
  }
  const etag = `W/"${size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
  headers.set('ETag', etag);
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(served)) as ReadableStream, { status: 200, headers });
}

/**
 * Names starting with a dot are the build's bookkeeping (Vite's .vite/manifest.json and module
 * map name every source path), never something a page loads.
 */
const isBookkeeping = (root: string, candidate: string) =>
  candidate
    .slice(root.length + 1)
    .split(sep)
    .some((part) => part.startsWith('.'));
