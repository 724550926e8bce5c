import type { Context } from 'hono';
import { messages } from '@vitrine/shared/messages';
import { absoluteUrl, paths } from '@vitrine/shared/routes';
import type { Db } from '../../db/database';
import type { AppDeps, AppEnv } from '../../deps';
import type { ApiRouter } from '../../http/api-router';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/request';
import { auditAction } from '../audit/audit-action';
import { requireStaff } from '../auth/auth.middleware';
import type { PublishingChange } from './post-fields';
import { readPostForm } from './post-form';
import * as previews from './post-previews.service';
import * as revisions from './post-revisions.service';
import type { cachedPostWrites } from './post-writes.service';
import * as posts from './posts.service';

/** What every audit entry of a publishing change is called. */
const PUBLISHING_AUDIT = { publish: 'post.publish', schedule: 'post.schedule', unpublish: 'post.unpublish' } as const;

/** Who is saving, as a revision records it. */
const author = (c: Context<AppEnv>) => {
  const user = c.get('user');
  return { id: user.id, username: user.username };
};

/**
 * The staff's reads (Admin and Marketing both edit posts: any staff role): every post whatever
 * its status, revisions and preview links.
 */
export function registerStaffPostReads(app: ApiRouter, deps: AppDeps): void {
  const editors = requireStaff(deps);
  // ?lixeira=1: the trash instead of the live posts.
  app.get('/admin/posts', editors, async (c, { query }) =>
    c.json(await posts.listStaffPosts(deps.db, deps.now(), query.lixeira === '1')),
  );
  app.get('/admin/posts/:id', editors, async (c) => c.json(await posts.getStaffPost(deps.db, idParam(c), deps.now())));

  app.get('/admin/posts/:id/revisoes', editors, async (c) =>
    c.json(await revisions.listRevisions(deps.db, idParam(c))),
  );
  app.get('/admin/posts/:id/revisoes/:revisionId', editors, async (c) =>
    c.json(await revisions.getRevision(deps.db, idParam(c), idParam(c, 'revisionId'))),
  );
  app.post('/admin/posts/:id/previas', editors, async (c) => {
    const id = idParam(c);
    const { token, expires_at } = await previews.createPreview(deps.db, id, deps.now(), author(c));
    await auditAction(deps, c, 'post.preview', { target: { type: 'post', id }, details: { expires_at } });
    return c.json({ url: absoluteUrl(deps.config.PUBLIC_URL, paths.postPreview(token)), expires_at }, 201);
  });
  app.delete('/admin/posts/:id/previas', editors, async (c) => {
    const id = idParam(c);
    const revoked = await previews.revokePreviews(deps.db, id, deps.now());
    await auditAction(deps, c, 'post.preview_revoke', { target: { type: 'post', id }, details: { revoked } });
    return c.json({ message: messages.admin.previewsRevoked });
  });
}

/**
 * The staff's writes, each through the cached writes (the read caches see it at once) with its
 * audit entries recorded in the write's own transaction.
 */
export function registerPostWrites(app: ApiRouter, deps: AppDeps, writes: ReturnType<typeof cachedPostWrites>): void {
  const editors = requireStaff(deps);
  app.post('/admin/posts/:id/despublicacao', editors, async (c) => {
    const id = idParam(c);
    await writes.unpublishPost(id, deps.now(), (trx) =>
      auditAction(deps, c, 'post.unpublish', { target: { type: 'post', id } }, trx),
    );
    return c.json({ message: messages.admin.postUnpublished });
  });

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

  /**
   * A post write's audit entries, written in the write's own transaction (RecordWith). A
   * schedule says for when, so the log reads "Agendou a publicação do post para 05/12/2026 09:00";
   * a publication and a schedule say at which address the post is (or will be) read.
   */
  const auditWrite =
    (c: Context<AppEnv>, action: 'post.create' | 'post.update', publishAt?: string | null) =>
    async (trx: Db, { id, change, slug }: { id: number; change: PublishingChange; slug: string }) => {
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
}
