import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PostImagesTable, PostRow, PostsTable } from '../../db/schema';

export interface ImageMeta {
  post_id: number;
  image_id: number;
  sha256: string;
}

/** LIKE pattern for a term, with the wildcards in it taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Posts whose search_text holds every word of the search. search_text is stored lower-case
 * and accent-free, and callers normalise the words the same way, so plain LIKE (portable to
 * PostgreSQL) is enough.
 */
function filtered(db: Db, words: string[]) {
  let query = db.selectFrom('posts');
  for (const word of words) {
    query = query.where(sql<boolean>`search_text like ${containsPattern(word)} escape '\\'`);
  }
  return query;
}

export async function countPosts(db: Db, words: string[]): Promise<number> {
  const row = await filtered(db, words)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listPosts(db: Db, words: string[], range?: { limit: number; offset: number }): Promise<PostRow[]> {
  let query = filtered(db, words).selectAll().orderBy('id', 'desc');
  if (range) query = query.limit(range.limit).offset(range.offset);
  return query.execute();
}

export function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPost(db: Db, post: Insertable<PostsTable>): Promise<number> {
  const row = await db.insertInto('posts').values(post).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePost(db: Db, id: number, changes: Updateable<PostsTable>): Promise<void> {
  await db.updateTable('posts').set(changes).where('id', '=', id).execute();
}

/** Deletes a post and its images; answers false when there was no such post. */
export async function deletePost(db: Db, id: number): Promise<boolean> {
  // Images first: the foreign key cascades on SQLite, but not every setup enables it.
  await db.deleteFrom('post_images').where('post_id', '=', id).execute();
  const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Image ids and hashes, never the bytes: enough to build URLs for many posts at once. */
export function listImageMeta(db: Db, postIds: number[]): Promise<ImageMeta[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_images')
    .select(['post_id', 'image_id', 'sha256'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('image_id')
    .execute();
}

export function findImage(db: Db, postId: number, imageId: number) {
  return db
    .selectFrom('post_images')
    .select(['mime', 'bytes', 'sha256'])
    .where('post_id', '=', postId)
    .where('image_id', '=', imageId)
    .executeTakeFirst();
}

/** Just the hash, so a 304 answer never reads the bytes. */
export async function findImageHash(db: Db, postId: number, imageId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('post_images')
    .select('sha256')
    .where('post_id', '=', postId)
    .where('image_id', '=', imageId)
    .executeTakeFirst();
  return row?.sha256;
}

export async function upsertImage(db: Db, image: Insertable<PostImagesTable>): Promise<void> {
  await db
    .insertInto('post_images')
    .values(image)
    .onConflict((oc) =>
      oc.columns(['post_id', 'image_id']).doUpdateSet({ mime: image.mime, bytes: image.bytes, sha256: image.sha256 }),
    )
    .execute();
}

export async function deleteImagesExcept(db: Db, postId: number, keep: number[]): Promise<void> {
  let query = db.deleteFrom('post_images').where('post_id', '=', postId);
  if (keep.length > 0) query = query.where('image_id', 'not in', keep);
  await query.execute();
}
