import { type Context, Hono } from 'hono';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { IMAGE_VARIANT_FORMATS, type ImageVariantFormat, imageVersion } from '@vitrine/shared/post-images';
import { postListQuerySchema } from '@vitrine/shared/schemas';
import { databaseContentVersion } from '../../db/content-version';
import type { AppDeps, AppEnv } from '../../deps';
import { auditAction } from '../audit/audit-action';
import { notFound } from '../../http/errors';
import { idParam, readQuery } from '../../http/request';
import { markReplayable, ReplayCache } from '../../http/replay-cache';
import { type Built, ResponseCache } from '../../http/response-cache';
import { requireStaff } from '../auth/auth.middleware';
import { etagMatches, FALLBACK_IMAGE_TYPE } from './post-images';
import { readPostForm } from './post-form';
import * as posts from './posts.service';

/** A URL carrying the image's current version never changes; any other may, so it is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The caches of the posts' public reads. Both hold while the posts' version in the database
 * stays the same; every post write bumps it in its own transaction (posts.service).
 * - `bodies`: each answer's JSON serialised, compressed and tagged once;
 * - `replay`: the finished answers, replayed in front of the middleware stack (createApp
 *   mounts it on /api/posts).
 */
export function postReadCaches(deps: AppDeps) {
  const version = databaseContentVersion(deps.db, 'posts');
  return { version, bodies: new ResponseCache(), replay: new ReplayCache(version) };
}

export function postsRoutes(deps: AppDeps, caches = postReadCaches(deps)) {
  const app = new Hono<AppEnv>();
  // Admin and Marketing both edit posts: any staff role.
  const editors = requireStaff(deps);
  const { version, bodies } = caches;
  /** Serves a public read from the bodies cache, and lets the replay cache keep the answer. */
  const serveRead = async (c: Context<AppEnv>, key: string, build: () => Promise<Built>) => {
    const builtAt = await version.read();
    markReplayable(c, builtAt);
    return bodies.serve(c, key, builtAt, build);
  };

  app.get('/posts', async (c) => {
    const query = readQuery(c, postListQuerySchema);
    const { page } = query;
    // A page without a size uses the blog's own page size.
    const pageSize = query.pageSize ?? (page !== undefined ? BLOG_PAGE_SIZE : undefined);
    const words = posts.searchWords(query.search?.slice(0, 200));
    // Keyed by what the answer depends on: "Gestão" and "gestao " are the same search.
    const key = `list|${words.join(' ')}|${page ?? ''}|${pageSize ?? ''}`;
    return serveRead(c, key, async () => {
      const result = await posts.listPosts(deps.db, { words, page, pageSize });
      return { json: result.posts, headers: { 'X-Total-Count': String(result.total) } };
    });
  });

  app.get('/posts/:id', async (c) => {
    const id = idParam(c);
    return serveRead(c, `post|${id}`, async () => ({ json: await posts.getPost(deps.db, id) }));
  });

  app.get('/posts/:id/images/:imageId/:variant', async (c) => {
    const postId = idParam(c);
    const imageId = idParam(c, 'imageId');
    const match = /^(\d{1,5})\.([a-z]+)$/.exec(c.req.param('variant'));
    const format = match?.[2] as ImageVariantFormat | undefined;
    if (!match || !format || !IMAGE_VARIANT_FORMATS.includes(format)) throw notFound(messages.post.imageNotFound);
    const variant = await posts.getImageVariant(deps.db, { postId, imageId, format, width: Number(match[1]) });
    const original = variant.originalHash;
    const etag = `"${variant.sha256}"`;
    const headers = {
      ETag: etag,
      'Cache-Control': c.req.query('v') === imageVersion(original) ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
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
    const hash = await posts.getImageHash(deps.db, postId, imageId);
    const etag = `"${hash}"`;
    // A URL carrying the current version never changes; any other may, so revalidate.
    const headers = {
      ETag: etag,
      'Cache-Control': c.req.query('v') === imageVersion(hash) ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
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

  app.post('/posts', editors, async (c) => {
    const { input } = await readPostForm(c, { requireCover: true });
    const id = await posts.createPost(deps.db, input, deps.now());
    version.bumpLocal();
    deps.imageVariants?.wake();
    deps.logger.info('post.created', { id, by: c.get('user').id });
    await auditAction(deps, c, 'post.create', { target: { type: 'post', id } });
    return c.json({ id }, 201);
  });

  app.put('/posts', editors, async (c) => {
    const { postId: id = 0, input } = await readPostForm(c, { requireCover: false, requirePostId: true });
    if (!(id > 0)) throw notFound(messages.post.notFound);
    await posts.updatePost(deps.db, id, input, deps.now());
    version.bumpLocal();
    deps.imageVariants?.wake();
    deps.logger.info('post.updated', { id, by: c.get('user').id });
    await auditAction(deps, c, 'post.update', { target: { type: 'post', id } });
    return c.json({ id });
  });

  app.delete('/posts/:id', editors, async (c) => {
    const id = idParam(c);
    await posts.deletePost(deps.db, id);
    version.bumpLocal();
    deps.logger.info('post.deleted', { id, by: c.get('user').id });
    await auditAction(deps, c, 'post.delete', { target: { type: 'post', id } });
    return c.json({ message: messages.admin.postDeleted });
  });

  return app;
}
