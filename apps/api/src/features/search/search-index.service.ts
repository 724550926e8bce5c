import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { searchDocument, type IndexablePost } from './search-document';
import * as repo from './search.repository';

/**
 * Keeping the search index in step with the posts: the posts writes call these inside the
 * transaction of each post write, and the database copy and migration 0012 rebuild it whole.
 * Apart from search.service.ts, which reads through the posts service: this file imports no
 * other feature, so posts → search-index never closes a cycle.
 */

export type { IndexablePost } from './search-document';

/** Indexes a post (again) from its fields as stored: call in the transaction that writes it. */
export async function indexPost(
  db: Db,
  id: number,
  post: IndexablePost,
  schema: repo.IndexSchema = 'current',
): Promise<void> {
  await repo.writeIndexEntry(db, id, searchDocument(post), schema);
}

/** Drops a post from the index: call in the transaction that deletes it for good. */
export async function removePost(db: Db, id: number): Promise<void> {
  await repo.deleteIndexEntry(db, id);
}

const REBUILD_BATCH = 200;

/**
 * Indexes every post from scratch (migration 0012, and after db:copy, whose target's index is
 * must see every post as changed), in batches by id. Reads only columns posts had at migration 0012.
 */
export async function rebuildSearchIndex(
  anyDb: Db | Kysely<unknown>,
  schema: repo.IndexSchema = 'current',
): Promise<void> {
  const db = anyDb as unknown as Db;
  // post_search's rows stay and are indexed again (their revisions grow): a process keeping an
  // in-memory copy sees every post change. A row's post cannot be gone (on delete cascade).
  for (let after = 0; ;) {
    const posts = await repo.postsToIndexAfter(db, after, REBUILD_BATCH);
    for (const post of posts) await indexPost(db, post.id, post, schema);
    if (posts.length < REBUILD_BATCH) break;
    after = posts.at(-1)!.id;
  }
}
