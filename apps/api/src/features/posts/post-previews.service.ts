import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import type { Post } from '@vitrine/shared/schemas';
import { PREVIEW_LINK_DAYS, postStatusAt } from '@vitrine/shared/publishing';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { Author } from './post-fields';
import * as repo from './posts.repository';
import * as previewsRepo from './post-previews.repository';
import { toPost } from './posts.service';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new preview link's token: 32 random bytes (base64url), stored only as its hash. Works for
 * PREVIEW_LINK_DAYS, until revoked, or until the post is public.
 */
export async function createPreview(
  db: Db,
  postId: number,
  now: Date,
  author: Author,
): Promise<{ token: string; expires_at: string }> {
  if (!(await repo.findPost(db, postId))) throw notFound(messages.post.notFound);
  const token = randomBytes(32).toString('base64url');
  const expires_at = new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS).toISOString();
  await previewsRepo.insertPreview(db, {
    token_hash: tokenHash(token),
    post_id: postId,
    created_at: now.toISOString(),
    expires_at,
    created_by: author.id,
  });
  return { token, expires_at };
}

export async function revokePreviews(db: Db, postId: number, now: Date): Promise<number> {
  if (!(await repo.findPost(db, postId))) throw notFound(messages.post.notFound);
  return previewsRepo.revokePreviews(db, postId, now);
}

/** The post a preview token shows, as the public page will; undefined for a dead link. */
export async function findPreviewPost(db: Db, token: string, now: Date): Promise<Post | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const preview = await previewsRepo.findLivePreview(db, tokenHash(token), now);
  const row = preview && (await repo.findPost(db, preview.post_id));
  // Once public, the post's own address is the one to share: the link has done its job (and
  // dies for good: unpublishing does not bring it back). In the trash, the post is nobody's.
  if (!row || row.deleted_at) return undefined;
  if (postStatusAt(row, now) === 'published') {
    await previewsRepo.revokePreviews(db, row.id, now);
    return undefined;
  }
  return toPost(db, row, now);
}
