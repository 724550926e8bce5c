import type { Context, TypedResponse } from 'hono';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { searchFromUrl } from '@vitrine/shared/format';
import type { POST_LIST_HEADERS } from '@vitrine/shared/schemas';
import { postsContentVersion } from '../../db/content-version';
import type { ReadCacheCounter } from '../../lib/read-cache-counter';
import type { AppDeps, AppEnv } from '../../deps';
import { notFound } from '../../http/errors';
import { clientAddress } from '../../http/request';
import { workBudget } from '../../http/work-budget';
import { markReplayable, ReplayCache, type ReplayObserver } from '../../http/replay-cache';
import { type Built, PUBLIC_READ_SHARED_SECONDS, ResponseCache } from '../../http/response-cache';
import { cacheSecondsUntil, publicContentVersion } from './public-version';
import { registerPostImageRoutes } from './post-images.routes';
import { findPreviewPost } from './post-previews.service';
import { registerPostWrites, registerStaffPostReads } from './post-staff.routes';
import { cachedPostWrites } from './post-writes.service';
import * as posts from './posts.service';
import { isEmptySearch, parseSearch, searchKey, searchPostList, suggestPosts } from '../search/search.service';
import { apiRouter } from '../../http/api-router';

/**
 * The search work one client address may make a process do: 200 ms of building answers per
 * second, up to a second at once. A person typing or paging spends a few milliseconds a search
 * (a cached one nothing); a script asking new searches in a loop gets 429 long before it takes
 * a core from everyone else.
 */
const SEARCH_WORK = { msPerSecond: 200, burstMs: 1000 };
/** What clientAddress answers for a request that came through no socket (in-process calls): not a visitor. */
const NO_ADDRESS = 'unknown';

/** A preview is for whoever holds the link: no shared cache keeps it, no search engine lists it. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * The caches of the posts' public reads. Both hold while the posts' public version stays the
 * same: every post write bumps it in its own transaction (posts.service), and so does the
 * clock passing a scheduled post's time (public-version.ts).
 * - `bodies`: each answer's JSON serialised, compressed and tagged once;
 * - `replay`: the finished answers, replayed in front of the middleware stack (createApp
 *   mounts it on /api/posts).
 */
export function postReadCaches(deps: AppDeps, count?: ReadCacheCounter, observe?: ReplayObserver) {
  const version = publicContentVersion(
    postsContentVersion(deps.db),
    (now) => posts.nextPublishAt(deps.db, now),
    deps.now,
  );
  return { version, bodies: new ResponseCache(undefined, count), replay: new ReplayCache(version, { count, observe }) };
}

export function postsRoutes(deps: AppDeps, caches = postReadCaches(deps)) {
  const app = apiRouter();
  const { version, bodies } = caches;
  const searchBudget = deps.disableRateLimits || !deps.config.RATE_LIMITS ? undefined : workBudget(SEARCH_WORK);
  /** A search's build, charged to the address that asked for it (only a build costs: cached answers are free). */
  const charged =
    <T>(c: Context<AppEnv>, build: () => Promise<T>) =>
    () => {
      const address = clientAddress(c, deps.config.TRUST_PROXY);
      return searchBudget && address !== NO_ADDRESS ? searchBudget.spend(address, build) : build();
    };
  /** Serves a public read from the bodies cache, and lets the replay cache keep the answer. */
  const serveRead = async <T>(c: Context<AppEnv>, key: string, build: () => Promise<Built & { json: T }>) => {
    const builtAt = await version.read();
    markReplayable(c, builtAt);
    // A shared cache must not keep the answer past the next scheduled publish time.
    const sharedSeconds = cacheSecondsUntil(version.nextPublishAt(), deps.now(), PUBLIC_READ_SHARED_SECONDS);
    // The cache keeps bytes; the JSON they hold is what `build` answered (checked against the contract).
    return (await bodies.serve(c, key, builtAt, build, sharedSeconds)) as Response & TypedResponse<T, 200, 'json'>;
  };
  app.get('/posts', async (c, { query: query }) => {
    const { page } = query;
    // A page without a size uses the blog's own page size.
    const pageSize = query.pageSize ?? (page !== undefined ? BLOG_PAGE_SIZE : undefined);
    // The spec's addresses write spaces as underscores: /blog?search=gestao_de_pessoas.
    const search = parseSearch(searchFromUrl(query.search));
    // Keyed by what the answer depends on: "Gestão" and "gestao " are the same search.
    const tag = query.tag || undefined;
    const key = `list|${searchKey(search)}|${tag ?? ''}|${page ?? ''}|${pageSize ?? ''}`;
    const build = async () => {
      const now = deps.now();
      // A tag page lists; a search ranks (features/search), both only over public posts.
      const result = isEmptySearch(search)
        ? await posts.listPosts(deps.db, { page, pageSize, tag, now })
        : await searchPostList(deps.db, search, { page, pageSize }, now);
      // The names are the contract's (POST_LIST_HEADERS).
      const headers: Record<keyof typeof POST_LIST_HEADERS, string | undefined> = {
        'X-Total-Count': String(result.total),
        'X-Search-Partial': result.partial ? '1' : undefined,
        'X-Total-Capped': result.capped ? '1' : undefined,
      };
      return {
        json: result.posts,
        headers: Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1])),
      };
    };
    return serveRead(c, key, isEmptySearch(search) ? build : charged(c, build));
  });

  // Declared before /posts/:ref, which would otherwise take "sugestoes" for a slug.
  app.get('/posts/sugestoes', async (c, { query: { q } }) => {
    const typed = parseSearch(q ?? '', { typing: true });
    return serveRead(
      c,
      `suggest|${searchKey(typed)}`,
      charged(c, async () => ({ json: await suggestPosts(deps.db, typed, deps.now(), version) })),
    );
  });

  // A post by id or slug (current or earlier: the answer carries the current one).
  app.get('/posts/:ref', async (c) => {
    const ref = posts.parsePostRef(c.req.param('ref'));
    if (!ref) throw notFound(messages.post.notFound);
    const key = 'id' in ref ? `post|${ref.id}` : `slug|${ref.slug}`;
    return serveRead(c, key, async () => ({ json: await posts.getPost(deps.db, ref, deps.now()) }));
  });

  // A preview link's post, for anyone holding the token: never cached, never indexed.
  app.get('/previas/:token', async (c) => {
    const post = await findPreviewPost(deps.db, c.req.param('token'), deps.now());
    if (!post) throw notFound(messages.post.previewNotFound);
    return c.json(post, 200, PREVIEW_HEADERS);
  });

  registerStaffPostReads(app, deps);
  registerPostWrites(app, deps, cachedPostWrites(deps.db, version));
  registerPostImageRoutes(app, deps);
  return app.routes;
}
