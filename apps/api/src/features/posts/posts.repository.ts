import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { engineOf, type Db } from '../../db/database';
import type { PostImagesTable, PostImageVariantsTable, PostRow, PostsTable } from '../../db/schema';

// Each list is both what the query selects and what its rows are typed as, so the two cannot drift.
const IMAGE_META_COLUMNS = ['post_id', 'image_id', 'sha256', 'width', 'height'] as const;
const VARIANT_META_COLUMNS = ['post_id', 'image_id', 'format', 'width', 'height', 'mime'] as const;

export type ImageMeta = Pick<Selectable<PostImagesTable>, (typeof IMAGE_META_COLUMNS)[number]>;
export type VariantMeta = Pick<Selectable<PostImageVariantsTable>, (typeof VARIANT_META_COLUMNS)[number]>;

/** A post without its content: what the list shows. Reading it never touches the post bodies. */
export type PostSummaryRow = Omit<PostRow, 'content' | 'search_text'>;

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'subtitle',
  'reading_time',
  'description',
  'tags',
  'link_button',
  'footer',
  'created_at',
  'updated_at',
] as const;

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

/**
 * How many posts match. count(search_text) reads only posts_search_text_idx (migration 0005),
 * never the table with its post bodies; search_text is never null, so it counts every row.
 */
export async function countPosts(db: Db, words: string[]): Promise<number> {
  const row = await filtered(db, words)
    .select((eb) => eb.fn.count<number>('search_text').as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listPostSummaries(
  db: Db,
  words: string[],
  range?: { limit: number; offset: number },
): Promise<PostSummaryRow[]> {
  let query = filtered(db, words).select(SUMMARY_COLUMNS).orderBy('id', 'desc');
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
  await db.deleteFrom('post_image_variants').where('post_id', '=', id).execute();
  await db.deleteFrom('post_images').where('post_id', '=', id).execute();
  const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Image ids and hashes, never the bytes: enough to build URLs for many posts at once. */
export function listImageMeta(db: Db, postIds: number[]): Promise<ImageMeta[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_images')
    .select(IMAGE_META_COLUMNS)
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('image_id')
    .execute();
}

/** The variants of these posts' images, without their bytes, narrowest first. */
export function listVariantMeta(db: Db, postIds: number[]): Promise<VariantMeta[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_image_variants')
    .select(VARIANT_META_COLUMNS)
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('image_id')
    .orderBy('width')
    .execute();
}

export function findVariant(db: Db, key: { postId: number; imageId: number; format: string; width: number }) {
  return db
    .selectFrom('post_image_variants')
    .select(['mime', 'bytes', 'sha256'])
    .where('post_id', '=', key.postId)
    .where('image_id', '=', key.imageId)
    .where('format', '=', key.format)
    .where('width', '=', key.width)
    .executeTakeFirst();
}

/** Drops an image's variants (its bytes changed: the queue makes new ones). */
export async function deleteVariants(db: Db, postId: number, imageId: number): Promise<void> {
  await db.deleteFrom('post_image_variants').where('post_id', '=', postId).where('image_id', '=', imageId).execute();
}

/**
 * Images whose variants are still to be made: those written since (a post write stores only
 * the original and leaves its variants to the background queue, see image-backfill.ts), and
 * those stored before their size was recorded (migration 0005). Animated or unreadable images
 * never get variants, so they come back here at each start (a header read each).
 */
export function listImagesNeedingVariants(db: Db): Promise<Array<{ post_id: number; image_id: number }>> {
  return db
    .selectFrom('post_images as i')
    .select(['i.post_id', 'i.image_id'])
    .where((eb) =>
      eb.or([
        eb('i.width', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('post_image_variants as v')
              .select('v.width')
              .whereRef('v.post_id', '=', 'i.post_id')
              .whereRef('v.image_id', '=', 'i.image_id'),
          ),
        ),
      ]),
    )
    .orderBy('i.post_id')
    .orderBy('i.image_id')
    .execute();
}

/**
 * The image's hash, its row locked until the transaction ends on PostgreSQL: a post write
 * replacing the image then waits for the variants being saved (and deletes them), or the
 * variants wait for the write and see the new hash. SQLite's write transactions already run
 * one at a time.
 */
export async function findImageHashLocked(trx: Db, postId: number, imageId: number): Promise<string | undefined> {
  let query = trx
    .selectFrom('post_images')
    .select('sha256')
    .where('post_id', '=', postId)
    .where('image_id', '=', imageId);
  if (engineOf(trx) === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst())?.sha256;
}

/** Adds variants; one already there (another process made the same) is left as it is. */
export async function insertVariantsIfAbsent(
  db: Db,
  postId: number,
  imageId: number,
  variants: Array<Omit<PostImageVariantsTable, 'post_id' | 'image_id'>>,
): Promise<void> {
  if (variants.length === 0) return;
  await db
    .insertInto('post_image_variants')
    .values(variants.map((v) => ({ ...v, post_id: postId, image_id: imageId })))
    .onConflict((oc) => oc.columns(['post_id', 'image_id', 'format', 'width']).doNothing())
    .execute();
}

/** Records an image's size when it was never recorded (images stored before migration 0005). */
export async function setImageSizeIfUnknown(db: Db, postId: number, imageId: number, width: number, height: number) {
  await db
    .updateTable('post_images')
    .set({ width, height })
    .where('post_id', '=', postId)
    .where('image_id', '=', imageId)
    .where('width', 'is', null)
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
      oc.columns(['post_id', 'image_id']).doUpdateSet({
        mime: image.mime,
        bytes: image.bytes,
        sha256: image.sha256,
        width: image.width,
        height: image.height,
      }),
    )
    .execute();
}

export async function deleteImagesExcept(db: Db, postId: number, keep: number[]): Promise<void> {
  for (const table of ['post_image_variants', 'post_images'] as const) {
    let query = db.deleteFrom(table).where('post_id', '=', postId);
    if (keep.length > 0) query = query.where('image_id', 'not in', keep);
    await query.execute();
  }
}
