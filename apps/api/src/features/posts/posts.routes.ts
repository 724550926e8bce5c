import { Hono } from 'hono';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv } from '../../deps';
import { auditAction } from '../audit/audit.service';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/request';
import { requireStaff } from '../auth/auth.middleware';
import { etagMatches, FALLBACK_IMAGE_TYPE, imageVersion } from './post-images';
import { readPostForm } from './post-form';
import * as posts from './posts.service';

const MAX_PAGE_SIZE = 100;

/** A positive whole number from the query string, or undefined when absent or not one. */
function positiveInt(value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? Math.min(n, max) : undefined;
}

export function postsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Admin and Marketing both edit posts: any staff role.
  const editors = requireStaff(deps);

  app.get('/posts', async (c) => {
    const page = positiveInt(c.req.query('page'));
    const pageSize = positiveInt(c.req.query('pageSize'), MAX_PAGE_SIZE);
    const result = await posts.listPosts(deps.db, {
      search: c.req.query('search')?.slice(0, 200),
      page,
      // A page without a size uses the blog's own page size.
      pageSize: pageSize ?? (page !== undefined ? BLOG_PAGE_SIZE : undefined),
    });
    c.header('X-Total-Count', String(result.total));
    return c.json(result.posts);
  });

  app.get('/posts/:id', async (c) => c.json(await posts.getPost(deps.db, idParam(c))));

  app.get('/posts/:id/images/:imageId', async (c) => {
    const postId = idParam(c);
    const imageId = idParam(c, 'imageId');
    const hash = await posts.getImageHash(deps.db, postId, imageId);
    const etag = `"${hash}"`;
    // A URL carrying the current version never changes; any other may, so revalidate.
    const cache =
      c.req.query('v') === imageVersion(hash)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
    const headers = { ETag: etag, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' };
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
    deps.logger.info('post.created', { id, by: c.get('user').id });
    await auditAction(deps, c, 'post.create', { target: { type: 'post', id } });
    return c.json({ id }, 201);
  });

  app.put('/posts', editors, async (c) => {
    const { postId: id = 0, input } = await readPostForm(c, { requireCover: false, requirePostId: true });
    if (!(id > 0)) throw notFound(messages.post.notFound);
    await posts.updatePost(deps.db, id, input, deps.now());
    deps.logger.info('post.updated', { id, by: c.get('user').id });
    await auditAction(deps, c, 'post.update', { target: { type: 'post', id } });
    return c.json({ id });
  });

  app.delete('/posts/:id', editors, async (c) => {
    const id = idParam(c);
    await posts.deletePost(deps.db, id);
    deps.logger.info('post.deleted', { id, by: c.get('user').id });
    await auditAction(deps, c, 'post.delete', { target: { type: 'post', id } });
    return c.json({ message: messages.admin.postDeleted });
  });

  return app;
}
