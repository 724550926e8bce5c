import { messages } from '@vitrine/shared/messages';
import { REVISIONS_KEPT } from '@vitrine/shared/publishing';
import type { PostRevision, PostRevisionSummary, RevisionKind } from '@vitrine/shared/schemas';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import * as search from '../search/search-index.service';
import { columns, indexablePostOf, type Author, type RecordWith } from './post-fields';
import * as repo from './posts.repository';
import * as revisionsRepo from './post-revisions.repository';
import { toSummary } from './posts.service';

/** What a kept version was, and the instant its kind refers to (see RevisionKind). */
export interface RevisionKindOf {
  kind: RevisionKind;
  at?: string | null;
}

/** The wire shape's text fields of a stored post (images and dates are not part of a revision). */
function revisionFields(row: PostRow): PostRevision['fields'] {
  // The clock decides only the status, which a revision does not keep.
  const { title, subtitle, reading_time, description, tags, link_button, footer, slug } = toSummary(
    row,
    [],
    new Date(),
  );
  return { title, subtitle, reading_time, description, tags, link_button, footer, slug };
}

async function insertVersion(
  trx: Db,
  row: PostRow,
  saved: { at: string; author: Author | null },
  kind: RevisionKindOf,
): Promise<void> {
  await revisionsRepo.insertRevision(trx, {
    post_id: row.id,
    created_at: saved.at,
    author_id: saved.author?.id ?? null,
    author: saved.author?.username ?? '',
    title: row.title,
    fields: JSON.stringify(revisionFields(row)),
    content: row.content,
    kind: kind.kind,
    kind_at: kind.at ?? null,
  });
}

/** Keeps the post as saved now as a revision (the newest REVISIONS_KEPT stay). */
export async function keepRevision(
  trx: Db,
  postId: number,
  author: Author,
  now: Date,
  kind: RevisionKindOf,
): Promise<void> {
  const row = await repo.findPost(trx, postId);
  if (!row) return;
  await insertVersion(trx, row, { at: now.toISOString(), author }, kind);
  await revisionsRepo.pruneRevisions(trx, postId, REVISIONS_KEPT);
}

/**
 * Before the first recorded edit of a public post that has no history (written before
 * revisions existed, seeded, or imported), keeps the post as it stands, dated by its last save:
 * the version an edit replaces stays restorable.
 */
export async function keepOriginalIfFirst(trx: Db, before: PostRow): Promise<void> {
  if (await revisionsRepo.hasRevisions(trx, before.id)) return;
  await insertVersion(trx, before, { at: before.updated_at, author: null }, { kind: 'original' });
}

const asKind = (value: string): RevisionKind =>
  (['original', 'published', 'scheduled', 'edited', 'restored'] as const).find((k) => k === value) ?? 'edited';

export async function listRevisions(db: Db, postId: number): Promise<PostRevisionSummary[]> {
  if (!(await repo.findPost(db, postId))) throw notFound(messages.post.notFound);
  return (await revisionsRepo.listRevisions(db, postId)).map((row) => ({ ...row, kind: asKind(row.kind) }));
}

export async function getRevision(db: Db, postId: number, revisionId: number): Promise<PostRevision> {
  const row = await revisionsRepo.findRevision(db, postId, revisionId);
  if (!row) throw notFound(messages.post.revisionNotFound);
  return {
    id: row.id,
    created_at: row.created_at,
    author: row.author,
    title: row.title,
    kind: asKind(row.kind),
    kind_at: row.kind_at,
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
  record?: RecordWith<PostRevisionSummary>,
): Promise<void> {
  const revision = await getRevision(db, postId, revisionId);
  const { slug: _slug, ...fields } = revision.fields;
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findPost(trx, postId))) throw notFound(messages.post.notFound);
    const restored = { ...fields, content: revision.content };
    await repo.updatePost(trx, postId, { ...columns(restored, revision.content), updated_at: now.toISOString() });
    await search.indexPost(trx, postId, indexablePostOf(restored, revision.content));
    await keepRevision(trx, postId, author, now, { kind: 'restored', at: revision.created_at });
    await bumpContentVersion(trx, 'posts');
    await record?.(trx, revision);
  });
}
