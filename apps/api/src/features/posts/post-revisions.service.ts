import { messages } from '@vitrine/shared/messages';
import type { PostRevision, PostRevisionSummary } from '@vitrine/shared/schemas';
import { REVISIONS_KEPT } from '@vitrine/shared/publishing';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import * as search from '../search/search-index.service';
import { columns, indexablePostOf, type Author, type RecordWith } from './post-fields';
import * as repo from './posts.repository';
import { toSummary } from './posts.service';

/** Keeps the post as saved now as a revision (the newest REVISIONS_KEPT stay). */
export async function keepRevision(trx: Db, postId: number, author: Author, now: Date): Promise<void> {
  const row = await repo.findPost(trx, postId);
  if (!row) return;
  // The wire shape's text fields (images and dates are not part of a revision).
  const { title, subtitle, reading_time, description, tags, link_button, footer, slug } = toSummary(row, [], now);
  const fields: PostRevision['fields'] = {
    title,
    subtitle,
    reading_time,
    description,
    tags,
    link_button,
    footer,
    slug,
  };
  await repo.insertRevision(trx, {
    post_id: postId,
    created_at: now.toISOString(),
    author_id: author.id,
    author: author.username,
    title: row.title,
    fields: JSON.stringify(fields),
    content: row.content,
  });
  await repo.pruneRevisions(trx, postId, REVISIONS_KEPT);
}

export async function listRevisions(db: Db, postId: number): Promise<PostRevisionSummary[]> {
  if (!(await repo.findPost(db, postId))) throw notFound(messages.post.notFound);
  return repo.listRevisions(db, postId);
}

export async function getRevision(db: Db, postId: number, revisionId: number): Promise<PostRevision> {
  const row = await repo.findRevision(db, postId, revisionId);
  if (!row) throw notFound(messages.post.revisionNotFound);
  return {
    id: row.id,
    created_at: row.created_at,
    author: row.author,
    title: row.title,
    fields: JSON.parse(row.fields) as PostRevision['fields'],
    content: row.content,
  };
}

/**
 * Brings a revision's text back (title, subtitle, reading time, description, tags, button,
 * footer, content) as a new revision. Status, publish time, slug and images stay as they are.
 */
export async function restoreRevision(
  db: Db,
  postId: number,
  revisionId: number,
  now: Date,
  author: Author,
  record?: RecordWith,
): Promise<void> {
  const revision = await getRevision(db, postId, revisionId);
  const { slug: _slug, ...fields } = revision.fields;
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findPost(trx, postId))) throw notFound(messages.post.notFound);
    const restored = { ...fields, content: revision.content };
    await repo.updatePost(trx, postId, { ...columns(restored, revision.content), updated_at: now.toISOString() });
    await search.indexPost(trx, postId, indexablePostOf(restored, revision.content));
    await keepRevision(trx, postId, author, now);
    await bumpContentVersion(trx, 'posts');
    await record?.(trx);
  });
}
