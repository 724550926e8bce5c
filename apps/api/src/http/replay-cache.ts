import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ContentVersion } from '../db/content-version';
import type { AppEnv } from '../deps';
import { negotiateEncoding } from './response-cache';
import { BoundedMap } from './bounded-map';
import { REQUEST_ID_HEADER } from './request-id';
import type { ReadCacheCounter } from '../lib/read-cache-counter';

/**
 * Finished public answers replayed in front of the middleware stack. A cached read still went
 * through every middleware (security headers, compression, Cache-Control …), and each of them
 * costs more than the cache lookup itself: the bench measured the blog page at a tenth of the
 * bare route. Here the first answer for a URL is built by the whole stack as usual; the route
 * marks it replayable (`markReplayable`) with the content version it was built at, and this
 * middleware, mounted before the others, keeps its final status, headers and bytes. Until the
 * version changes, the same request gets those bytes back with no other middleware and no
 * route running: exactly what the stack answered, headers included.
 *
 * Keyed by the full URL, the negotiated encoding and the Origin (CORS answers depend on it).
 * A conditional request with exactly the stored ETag gets a 304 here; any other validator goes
 * down the stack, where ResponseCache understands every form of it.
 */

interface Replay {
  version: string;
  /** The pattern of the route that built it, for the request metrics. */
  route: string;
  headers: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
  etag: string | undefined;
  body: Uint8Array;
}

/** Headers that describe a body, left out of a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(['content-length', 'content-type', 'content-encoding']);
/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, never the answer: a GET with an
 * unread body got `Connection: close`, and replaying that told every later client to hang up
 * (issue 24, finding 5).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
/** Each request's own (the observer gives a replay its own). */
const REQUEST_ID = REQUEST_ID_HEADER.toLowerCase();
/** Searches are keyed too, so the map is bounded (oldest entry out first). */
const MAX_ENTRIES = 500;

/** Called by a route: this 200 answer may be replayed while the content stays at `version`. */
export function markReplayable(c: Context<AppEnv>, version: string): void {
  c.set('replayVersion', version);
}

/**
 * What a replayed answer still owes the operator. The replay runs before every other middleware,
 * the request id, metrics and access log included, so it reports each answer here; the headers
 * returned (X-Request-Id) go out with it.
 */
export type ReplayObserver = (
  c: Context<AppEnv>,
  answer: { status: 200 | 304; route: string; started: number },
) => Record<string, string>;

export class ReplayCache {
  readonly #entries: BoundedMap<string, Replay>;
  readonly #version: ContentVersion;
  readonly #count: ReadCacheCounter;
  readonly #observe: ReplayObserver;

  constructor(
    version: ContentVersion,
    options: { maxEntries?: number; count?: ReadCacheCounter; observe?: ReplayObserver } = {},
  ) {
    this.#version = version;
    this.#count = options.count ?? (() => {});
    this.#observe = options.observe ?? (() => ({}));
    this.#entries = new BoundedMap(options.maxEntries ?? MAX_ENTRIES);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The stored answer, plus what the observer adds for this request (its X-Request-Id). */
  #replay(c: Context<AppEnv>, hit: Replay, status: 200 | 304, started: number) {
    const extra = this.#observe(c, { status, route: hit.route, started });
    const stored = status === 200 ? hit.headers : hit.notModifiedHeaders;
    // A plain record of headers and a byte body: the server writes both in one go.
    return new Response(status === 200 ? hit.body : null, { status, headers: { ...stored, ...extra } });
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (c.req.method !== 'GET') return next();
      const started = performance.now();
      const key = `${negotiateEncoding(c.req.header('accept-encoding'))} ${c.req.header('origin') ?? ''} ${c.req.url}`;
      const hit = this.#entries.get(key);
      if (hit && hit.version === (await this.#version.read())) {
        const ifNoneMatch = c.req.header('if-none-match');
        if (ifNoneMatch === undefined || ifNoneMatch === hit.etag) this.#count('replay', 'hit');
        if (ifNoneMatch === undefined) return this.#replay(c, hit, 200, started);
        if (ifNoneMatch === hit.etag) return this.#replay(c, hit, 304, started);
      }

      await next();
      const builtAt = c.get('replayVersion');
      if (builtAt !== undefined) this.#count('replay', 'miss');
      const res = c.res;
      if (builtAt === undefined || res.status !== 200 || res.headers.has('set-cookie')) return;
      const headers: Record<string, string> = {};
      const notModifiedHeaders: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        if (HOP_BY_HOP.has(name) || name === REQUEST_ID) return;
        headers[name] = value;
        if (!BODY_HEADERS.has(name)) notModifiedHeaders[name] = value;
      });
      const body = new Uint8Array(await res.arrayBuffer());
      // This answer keeps its own connection headers; the stored copy has none.
      c.res = new Response(body, { status: 200, headers: res.headers });
      this.#entries.set(key, {
        version: builtAt,
        route: routePath(c),
        headers,
        notModifiedHeaders,
        etag: headers.etag,
        body,
      });
    };
  }
}
