import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { LruMap } from './bounded-map';
import { markReplayable } from './replay-cache';
import { compress, type Encoding, etagFor, negotiateEncoding, revalidates, tagOf } from './response-cache';

/**
 * Public pages (articles, /blog, tag pages, their 404s, the feed, the sitemap, robots.txt and the
 * prerendered pages) kept as finished answers: each is built once per content version, its body
 * compressed once per encoding on first demand, and served with a strong ETag. The replay cache
 * (replay-cache.ts) then answers repeats in front of the framework; this cache is what builds
 * and keeps the bodies under it, for the first request of each encoding and Origin, for
 * revalidations by date and for the moments the replay stands aside.
 */

export interface MadePage {
  status: 200 | 301 | 404;
  /** The body as text (empty for a 301). */
  body: string | Buffer;
  /** Content-Type. */
  type: string;
  /** Where a 301 goes. */
  location?: string;
  /** When the content last changed, where that is known and true (Last-Modified). */
  lastModified?: Date;
  /** Headers of this page only (X-Robots-Tag). */
  headers?: Record<string, string>;
  /** Bodies compressed beforehand (the build's pages, at brotli 11), used instead of compressing here. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

export interface PageEntry {
  version: string;
  page: MadePage;
  raw: Buffer;
  tag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** Below this many bytes compression saves less than the headers it costs (as compression.ts). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Redirects and "not found" pages kept, apart from the pages people read: anyone can name new
 * addresses, and a stream of them pushes out only other such pages (each costs no render: see
 * features/posts/post-page.ts), within a few megabytes.
 */
const MAX_OTHER_ENTRIES = 64;

/** The version pages are kept at while the content version cannot be read (never a real one). */
const DATABASE_UNAVAILABLE = 'database-unavailable';

export class PageCache {
  readonly #entries: LruMap<string, PageEntry>;
  readonly #others = new LruMap<string, PageEntry>(MAX_OTHER_ENTRIES);
  /** Pages being built, so a burst of first requests waits for one build instead of each making its own. */
  readonly #building = new Map<string, { version: string; entry: Promise<PageEntry> }>();

  constructor(maxEntries: number) {
    this.#entries = new LruMap(maxEntries);
  }

  get size(): number {
    return this.#entries.size + this.#others.size;
  }

  /** The page `key` at `version`: kept, being built, or built now. A failed build is not kept. */
  get(key: string, version: string, build: () => Promise<MadePage>): Promise<PageEntry> {
    const kept = this.#entries.get(key) ?? this.#others.get(key);
    if (kept?.version === version) return Promise.resolve(kept);
    const pending = this.#building.get(key);
    if (pending?.version === version) return pending.entry;
    const entry = build().then((page) => {
      const raw = typeof page.body === 'string' ? Buffer.from(page.body) : page.body;
      const made: PageEntry = { version, page, raw, tag: tagOf(raw), encoded: { ...page.encoded } };
      // An address whose page changed kind (a post unpublished) is kept in one map only.
      (page.status === 200 ? this.#others : this.#entries).delete(key);
      (page.status === 200 ? this.#entries : this.#others).set(key, made);
      return made;
    });
    this.#building.set(key, { version, entry });
    const done = () => {
      if (this.#building.get(key)?.entry === entry) this.#building.delete(key);
    };
    entry.then(done, done);
    return entry;
  }
}

/**
 * Headers that let a CDN or reverse proxy keep a public page while browsers revalidate it
 * (max-age=0: each visit asks, and gets a 304 without a body when nothing changed). A shared
 * cache keeps it fresh for half of `seconds`, then may serve it stale for the other half while
 * it asks again in the background: a change is hidden behind it for `seconds` at most.
 * 0 (a scheduled post is due): revalidate every time.
 */
export function sharedCacheControl(seconds: number): string {
  if (seconds <= 0) return 'public, max-age=0, s-maxage=0, must-revalidate';
  const fresh = Math.ceil(seconds / 2);
  const stale = seconds - fresh;
  return `public, max-age=0, s-maxage=${fresh}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}

/** True when If-Modified-Since is at or after the page's last change (whole seconds, as HTTP dates are). */
function unmodifiedSince(header: string | undefined, lastModified: Date | undefined): boolean {
  if (!header || !lastModified) return false;
  const since = Date.parse(header);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** The answer for a kept page: the encoding the client takes, its ETag, a 304 when it revalidates. */
export function sendPage(c: Context<AppEnv>, entry: PageEntry, cacheControl: string): Response {
  const { page } = entry;
  const small = entry.raw.byteLength < COMPRESSION_THRESHOLD_BYTES;
  const encoding: Encoding = small ? 'identity' : negotiateEncoding(c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'Content-Type': page.type,
    'Cache-Control': cacheControl,
    ...page.headers,
    Vary: 'Accept-Encoding',
  };
  if (page.status === 301) {
    headers.Location = page.location! + new URL(c.req.url).search;
    return c.body(null, 301, headers);
  }
  headers.ETag = etagFor(entry.tag, encoding);
  if (page.lastModified) headers['Last-Modified'] = page.lastModified.toUTCString();
  if (page.status === 200) {
    const ifNoneMatch = c.req.header('if-none-match');
    const fresh =
      ifNoneMatch !== undefined
        ? revalidates(ifNoneMatch, entry.tag)
        : unmodifiedSince(c.req.header('if-modified-since'), page.lastModified);
    if (fresh) return c.body(null, 304, headers);
  }
  let body = entry.raw;
  if (encoding !== 'identity') {
    body = entry.encoded[encoding] ??= compress(entry.raw, encoding);
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = String(body.byteLength);
  if (c.req.method === 'HEAD') return c.body(null, page.status, headers);
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  const response = c.body(bytes, page.status, headers);
  c.set('replayBody', { response, bytes });
  return response;
}

/** Where public pages learn the content version they are built at, and how long others may keep them. */
export interface PageVersion {
  read(): Promise<string>;
  /** Seconds a shared cache may keep a page built now (less when a scheduled post is due sooner). */
  sharedSeconds(): number;
  /** The longest a shared cache may keep a page (PUBLIC_CACHE_SECONDS). */
  readonly maxSharedSeconds: number;
}

export interface PublicPages {
  /** Serves the page `key` from the cache, building it at the current version when needed. */
  serve(c: Context<AppEnv>, key: string, build: () => Promise<MadePage>): Promise<Response>;
  readonly cache: PageCache;
}

export function publicPages(version: PageVersion, maxEntries: number): PublicPages {
  const cache = new PageCache(maxEntries);
  return {
    cache,
    async serve(c, key, build) {
      const builtAt = await version.read().catch(() => undefined);
      if (builtAt === undefined) {
        // The database does not answer: a page that needs none (a prerendered one) is still
        // served, but with its version unknown no shared cache may keep it; a page that needs the
        // database fails its build, and the visitor gets the 503.
        return sendPage(c, await cache.get(key, DATABASE_UNAVAILABLE, build), 'no-store');
      }
      const seconds = version.sharedSeconds();
      // A replayed answer carries the Cache-Control it was stored with: while a scheduled post is
      // due within the window, each answer says how long is left, so none is replayed.
      if (seconds >= version.maxSharedSeconds && c.req.method === 'GET') markReplayable(c, builtAt, true);
      const entry = await cache.get(key, builtAt, build);
      return sendPage(c, entry, sharedCacheControl(seconds));
    },
  };
}
