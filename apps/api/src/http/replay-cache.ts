import type { Context, Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ContentVersion } from '../db/content-version';
import type { AppEnv } from './app-env';
import { negotiateEncoding } from './response-cache';
import { LruMap } from './bounded-map';
import { REQUEST_ID_HEADER_NAME } from './request-id';
import type { ReadCacheCounter } from '../lib/read-cache-counter';

/**
 * Finished public answers replayed in front of the framework. A cached read still went through
 * every middleware (security headers, compression, Cache-Control …), and each of them costs more
 * than the cache lookup itself: the bench measured the blog page at a tenth of the bare route.
 * Here the first answer for a URL is built by the whole stack as usual; the route marks it
 * replayable (`markReplayable`) with the content version it was built at, and this cache's
 * middleware, mounted before the others, keeps its final status, headers and bytes. Until the
 * version changes, the same request gets those bytes back from `inFrontOf(app)`, before Hono
 * routes the request or builds its context (routing and the context were a fifth of a replayed
 * answer's cost): no middleware and no route run, and the answer is exactly what the stack
 * answered, headers included.
 *
 * Keyed by the full URL, the negotiated encoding and the Origin (CORS answers depend on it).
 * A conditional request with exactly the stored ETag gets a 304 here; any other validator goes
 * down the stack, where ResponseCache understands every form of it.
 */

interface Replay {
  version: string;
  status: number;
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
 * unread body got `Connection: close`, and replaying that told every later client to hang up.
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
/** Searches are keyed too, so the map is bounded (least recently used out first). */
const MAX_ENTRIES = 500;
/**
 * Redirects and "not found" answers are kept apart, in fewer places: anyone can name a new
 * address, and a stream of them must push out only other such answers, not the pages people read.
 */
const MAX_OTHER_ENTRIES = 64;

/** Statuses a route may mark replayable besides 200: a page's permanent redirect and its "not found". */
const REPLAYED_OTHER_STATUSES = new Set([301, 404]);

/**
 * Called by a route: this 200 answer may be replayed while the content stays at `version`. A
 * page also marks its 301 and 404 (`anyStatus`): a dead link asked again costs no render.
 */
export function markReplayable(c: Context<AppEnv>, version: string, anyStatus = false): void {
  c.set('replayVersion', version);
  if (anyStatus) c.set('replayAnyStatus', true);
}

/** What the replay reads of a request: its URL, and a header by its lower-case name. */
export interface ReplayedRequest {
  url: string;
  header(name: string): string | undefined;
}

/**
 * What a replayed answer still owes the operator. The replay runs before every middleware, the
 * request id, metrics and access log included, so it reports each answer here; the headers
 * returned (X-Request-Id) go out with it.
 */
export type ReplayObserver = (
  request: ReplayedRequest,
  answer: { status: number; route: string; started: number },
) => Record<string, string>;

/**
 * A request's headers by lower-case name: Node's own parsed ones when the request came through
 * @hono/node-server (it passes them as `env.incoming`; a web Headers object built for two reads
 * cost a twentieth of a replayed answer), else the Request's (tests, other runtimes).
 */
function headerReader(request: Request, env: unknown): (name: string) => string | undefined {
  const parsed = (env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)
    ?.incoming?.headers;
  if (!parsed) return (name) => request.headers.get(name) ?? undefined;
  return (name) => {
    const value = parsed[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

const keyOf = (url: string, header: (name: string) => string | undefined) =>
  `${negotiateEncoding(header('accept-encoding'))} ${header('origin') ?? ''} ${url}`;

export class ReplayCache {
  readonly #entries: LruMap<string, Replay>;
  readonly #others = new LruMap<string, Replay>(MAX_OTHER_ENTRIES);
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
    this.#entries = new LruMap(options.maxEntries ?? MAX_ENTRIES);
  }

  get size(): number {
    return this.#entries.size + this.#others.size;
  }

  /**
   * Answers stored hits before the framework: `app.fetch` asks the cache first and hands Hono
   * only what it does not answer. Call once the app is built (app.request goes through it too).
   * A version that cannot be read (database gone) also goes down the stack, where the route meets
   * the same failure and onError answers it as it answers any failed read (a 503 with its reason).
   */
  inFrontOf(app: Pick<Hono<AppEnv>, 'fetch'>): void {
    const framework = app.fetch;
    app.fetch = (request, env, executionCtx) => {
      const stack = () => framework(request, env, executionCtx);
      let replayed: ReturnType<ReplayCache['answer']>;
      try {
        replayed = this.answer(request, env);
      } catch {
        return stack();
      }
      if (replayed === undefined) return stack();
      if (!(replayed instanceof Promise)) return replayed;
      return replayed.then((answer) => answer ?? stack(), stack);
    };
  }

  /**
   * The stored answer to this request while the content is still at the version it was built
   * at; undefined when there is none (the stack builds it). When the version is only known by
   * waiting for the database, a promise of either: a Response returned as is is written by the
   * server at once, with no promise in between.
   */
  answer(request: Request, env?: unknown): Response | Promise<Response | undefined> | undefined {
    if (request.method !== 'GET') return undefined;
    const started = performance.now();
    const header = headerReader(request, env);
    const key = keyOf(request.url, header);
    const hit = this.#entries.get(key) ?? (this.#others.size > 0 ? this.#others.get(key) : undefined);
    if (!hit) return undefined;
    const ifNoneMatch = header('if-none-match');
    if (ifNoneMatch !== undefined && (ifNoneMatch !== hit.etag || hit.status !== 200)) return undefined;
    // Dates are compared by the stack (a 304 to If-Modified-Since is rarer than to an ETag).
    if (header('if-modified-since') !== undefined && ifNoneMatch === undefined) return undefined;
    const replay = (version: string) => {
      if (version !== hit.version) return undefined;
      this.#count('replay', 'hit');
      const status = ifNoneMatch === undefined ? hit.status : 304;
      const extra = this.#observe({ url: request.url, header }, { status, route: hit.route, started });
      const stored = status === 304 ? hit.notModifiedHeaders : hit.headers;
      // A plain record of headers and a byte body: the server writes both in one go.
      return new Response(status === 304 ? null : hit.body, { status, headers: { ...stored, ...extra } });
    };
    const known = this.#version.current?.();
    return known === undefined ? this.#version.read().then(replay) : replay(known);
  }

  /** Keeps the answers routes marked replayable (the replay itself is `inFrontOf`). */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (c.req.method !== 'GET') return next();
      const key = keyOf(c.req.url, headerReader(c.req.raw, c.env));
      await next();
      const builtAt = c.get('replayVersion');
      if (builtAt !== undefined) this.#count('replay', 'miss');
      const res = c.res;
      const status = res.status;
      const kept = status === 200 || (c.get('replayAnyStatus') === true && REPLAYED_OTHER_STATUSES.has(status));
      if (builtAt === undefined || !kept || res.headers.has('set-cookie')) return;
      const headers: Record<string, string> = {};
      const notModifiedHeaders: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        // The request id is each request's own: the observer gives every replay a new one.
        if (HOP_BY_HOP.has(name) || name === REQUEST_ID_HEADER_NAME) return;
        headers[name] = value;
        if (!BODY_HEADERS.has(name)) notModifiedHeaders[name] = value;
      });
      const made = c.get('replayBody');
      let body: Uint8Array;
      if (made?.response === res) {
        body = made.bytes;
      } else {
        body = new Uint8Array(await res.arrayBuffer());
        // This answer keeps its own connection headers; the stored copy has none.
        c.res = new Response(body, { status, headers: res.headers });
      }
      // An address whose answer changed kind (a post unpublished) is kept in one map only.
      (status === 200 ? this.#others : this.#entries).delete(key);
      (status === 200 ? this.#entries : this.#others).set(key, {
        version: builtAt,
        status,
        route: routePath(c),
        headers,
        notModifiedHeaders,
        etag: headers.etag,
        body,
      });
    };
  }
}
