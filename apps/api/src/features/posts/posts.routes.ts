import type { Context, TypedResponse } from 'hono';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { IMAGE_VARIANT_FORMATS, type ImageVariantFormat, imageVersion } from '@vitrine/shared/post-images';
import { absoluteUrl, paths } from '@vitrine/shared/routes';
import { searchFromUrl } from '@vitrine/shared/format';
import { postsContentVersion } from '../../db/content-version';
import type { ReadCacheCounter } from '../../lib/read-cache-counter';
import type { Db } from '../../db/database';
import type { AppDeps, AppEnv } from '../../deps';
import { auditAction } from '../audit/audit-action';
import { notFound } from '../../http/errors';
import { clientAddress, idParam } from '../../http/request';
import { workBudget } from '../../http/work-budget';
import { markReplayable, ReplayCache, type ReplayObserver } from '../../http/replay-cache';
import { type Built, PUBLIC_READ_SHARED_SECONDS, ResponseCache } from '../../http/response-cache';
import { requireStaff } from '../auth/auth.middleware';
import { cacheSecondsUntil, publicContentVersion } from './public-version';
import { etagMatches, FALLBACK_IMAGE_TYPE } from './post-images';
import { readPostForm } from './post-form';
import * as posts from './posts.service';
import { isEmptySearch, parseSearch, searchKey, searchPostList, suggestPosts } from '../search/search.service';
import { apiRouter } from '../../http/api-router';

/** A URL carrying the image's current version never changes; any other may, so it is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** An image of a post that is not public yet: for its editors and its preview's reader only. */
const NOT_PUBLIC = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

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

/** What every audit entry of a publishing change is called. */
const PUBLISHING_AUDIT = { publish: 'post.publish', schedule: 'post.schedule', unpublish: 'post.unpublish' } as const;

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
  // Admin and Marketing both edit posts: any staff role.
  const editors = requireStaff(deps);
  const { version, bodies } = caches;
  const writes = posts.cachedPostWrites(deps.db, version);
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
  const author = (c: Context<AppEnv>) => {
    const user = c.get('user');
    return { id: user.id, username: user.username };
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
      const partial: Record<string, string> = 'partial' in result && result.partial ? { 'X-Search-Partial': '1' } : {};
      return { json: result.posts, headers: { 'X-Total-Count': String(result.total), ...partial } };
    };
    return serveRead(c, key, isEmptySearch(search) ? build : charged(c, build));
  });

  // Declared before /posts/:ref, which would otherwise take "sugestoes" for a slug.
  app.get('/posts/sugestoes', async (c, { query: { q } }) => {
    const typed = parseSearch(q ?? '', { typing: true });
    return serveRead(
      c,
      `suggest|${searchKey(typed)}`,
      charged(c, async () => ({ json: await suggestPosts(deps.db, typed, deps.now()) })),
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
    const post = await posts.findPreviewPost(deps.db, c.req.param('token'), deps.now());
    if (!post) throw notFound(messages.post.previewNotFound);
    return c.json(post, 200, PREVIEW_HEADERS);
  });

  // The staff's side: every post whatever its status, revisions and preview links.
  // ?lixeira=1: the trash instead of the live posts.
  app.get('/admin/posts', editors, async (c, { query }) =>
    c.json(await posts.listStaffPosts(deps.db, deps.now(), query.lixeira === '1')),
  );
  app.get('/admin/posts/:id', editors, async (c) => c.json(await posts.getStaffPost(deps.db, idParam(c), deps.now())));

  app.post('/admin/posts/:id/despublicacao', editors, async (c) => {
    const id = idParam(c);
    await writes.unpublishPost(id, deps.now(), (trx) =>
      auditAction(deps, c, 'post.unpublish', { target: { type: 'post', id } }, trx),
    );
    return c.json({ message: messages.admin.postUnpublished });
  });

  app.get('/admin/posts/:id/revisoes', editors, async (c) => c.json(await posts.listRevisions(deps.db, idParam(c))));
  app.get('/admin/posts/:id/revisoes/:revisionId', editors, async (c) =>
    c.json(await posts.getRevision(deps.db, idParam(c), idParam(c, 'revisionId'))),
  );
  app.post('/admin/posts/:id/revisoes/:revisionId/restauracao', editors, async (c) => {
    const id = idParam(c);
    const revisionId = idParam(c, 'revisionId');
    // The log names the version by when it was saved, as the history lists it.
    await writes.restoreRevision(id, revisionId, deps.now(), author(c), (trx, revision) =>
      auditAction(
        deps,
        c,
        'post.restore',
        { target: { type: 'post', id }, details: { revision: revisionId, revision_at: revision.created_at } },
        trx,
      ),
    );
    return c.json({ message: messages.admin.revisionRestored });
  });

  app.post('/admin/posts/:id/previas', editors, async (c) => {
    const id = idParam(c);
    const { token, expires_at } = await posts.createPreview(deps.db, id, deps.now(), author(c));
    await auditAction(deps, c, 'post.preview', { target: { type: 'post', id }, details: { expires_at } });
    return c.json({ url: absoluteUrl(deps.config.PUBLIC_URL, paths.postPreview(token)), expires_at }, 201);
  });
  app.delete('/admin/posts/:id/previas', editors, async (c) => {
    const id = idParam(c);
    const revoked = await posts.revokePreviews(deps.db, id, deps.now());
    await auditAction(deps, c, 'post.preview_revoke', { target: { type: 'post', id }, details: { revoked } });
    return c.json({ message: messages.admin.previewsRevoked });
  });

  app.get('/posts/:id/images/:imageId/:variant', async (c) => {
    const postId = idParam(c);
    const imageId = idParam(c, 'imageId');
    const match = /^(\d{1,5})\.([a-z]+)$/.exec(c.req.param('variant'));
    const format = match?.[2] as ImageVariantFormat | undefined;
    if (!match || !format || !IMAGE_VARIANT_FORMATS.includes(format)) throw notFound(messages.post.imageNotFound);
    const version = c.req.query('v');
    const variant = await posts.getImageVariant(
      deps.db,
      { postId, imageId, format, width: Number(match[1]), version },
      deps.now(),
    );
    const etag = `"${variant.sha256}"`;
    const headers = {
      ETag: etag,
      'Cache-Control': version === imageVersion(variant.originalHash) ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
      ...(variant.isPublic ? {} : NOT_PUBLIC),
    };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const bytes = new Uint8Array(variant.bytes);
    return c.body(bytes, 200, {
      ...headers,
      'Content-Type': variant.mime,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': 'inline',
    });
  });

  app.get('/posts/:id/images/:imageId', async (c) => {
    const postId = idParam(c);
    const imageId = idParam(c, 'imageId');
    const version = c.req.query('v');
    const { hash, isPublic } = await posts.getImageHash(deps.db, { postId, imageId, version }, deps.now());
    const etag = `"${hash}"`;
    // A URL carrying the current version never changes; any other may, so revalidate.
    const headers = {
      ETag: etag,
      'Cache-Control': version === imageVersion(hash) ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
      ...(isPublic ? {} : NOT_PUBLIC),
    };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const image = await posts.getImage(deps.db, postId, imageId);
    const bytes = new Uint8Array(image.bytes);
    return c.body(bytes, 200, {
      ...headers,
      'Content-Type': image.mime || FALLBACK_IMAGE_TYPE,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': 'inline',
    });
  });

  /**
   * A post write's audit entries, written in the write's own transaction (posts.RecordWith). A
   * schedule says for when, so the log reads "Agendou a publicação do post para 05/12/2026 09:00";
   * a publication and a schedule say at which address the post is (or will be) read.
   */
  const auditWrite =
    (c: Context<AppEnv>, action: 'post.create' | 'post.update', publishAt?: string | null) =>
    async (trx: Db, { id, change, slug }: { id: number; change: posts.PublishingChange; slug: string }) => {
      await auditAction(deps, c, action, { target: { type: 'post', id } }, trx);
      if (!change) return;
      const path = paths.post(slug);
      const details =
        change === 'schedule' && publishAt ? { at: publishAt, path } : change === 'publish' ? { path } : undefined;
      await auditAction(deps, c, PUBLISHING_AUDIT[change], { target: { type: 'post', id }, details }, trx);
    };

  app.post('/posts', editors, async (c) => {
    const { input } = await readPostForm(c, { requireCover: true });
    const { id } = await writes.createPost(
      input,
      deps.now(),
      author(c),
      auditWrite(c, 'post.create', input.publishing?.publish_at),
    );
    deps.imageVariants?.wake();
    c.var.logger.info('post.created', { id, by: c.get('user').id });
    return c.json({ id }, 201);
  });

  app.put('/posts', editors, async (c) => {
    const { postId: id = 0, input } = await readPostForm(c, { requireCover: false, requirePostId: true });
    if (!(id > 0)) throw notFound(messages.post.notFound);
    const record = auditWrite(c, 'post.update', input.publishing?.publish_at);
    await writes.updatePost(id, input, deps.now(), author(c), (trx, written) => record(trx, { id, ...written }));
    deps.imageVariants?.wake();
    c.var.logger.info('post.updated', { id, by: c.get('user').id });
    return c.json({ id });
  });

  app.delete('/posts/:id', editors, async (c) => {
    const id = idParam(c);
    await writes.deletePost(id, deps.now(), (trx) =>
      auditAction(deps, c, 'post.delete', { target: { type: 'post', id } }, trx),
    );
    c.var.logger.info('post.deleted', { id, by: c.get('user').id });
    return c.json({ message: messages.admin.postDeleted });
  });

  app.post('/posts/:id/restauracao', editors, async (c) => {
    const id = idParam(c);
    await writes.restorePost(id, (trx) => auditAction(deps, c, 'post.undelete', { target: { type: 'post', id } }, trx));
    c.var.logger.info('post.restored', { id, by: c.get('user').id });
    return c.json({ message: messages.admin.postRestored });
  });

  return app.routes;
}
