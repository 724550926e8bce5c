import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PostRevisionsTable } from '../../db/schema';

/** The kept versions of each post (the editor's Revisões). */

export async function insertRevision(db: Db, revision: Insertable<PostRevisionsTable>): Promise<void> {
  await db.insertInto('post_revisions').values(revision).execute();
}

/** Drops all but the newest `keep` revisions of a post. */
export async function pruneRevisions(db: Db, postId: number, keep: number): Promise<void> {
  const kept = await db
    .selectFrom('post_revisions')
    .select('id')
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep - 1)
    .executeTakeFirst();
  if (kept) await db.deleteFrom('post_revisions').where('post_id', '=', postId).where('id', '<', kept.id).execute();
}

/** Whether any version of the post is kept. */
export async function hasRevisions(db: Db, postId: number): Promise<boolean> {
  const row = await db
    .selectFrom('post_revisions')
    .select('id')
    .where('post_id', '=', postId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function listRevisions(db: Db, postId: number) {
  return db
    .selectFrom('post_revisions')
    .select(['id', 'created_at', 'author', 'title', 'kind', 'kind_at'])
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .execute();
}

export function findRevision(db: Db, postId: number, revisionId: number) {
  return db
    .selectFrom('post_revisions')
    .selectAll()
    .where('post_id', '=', postId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
}
