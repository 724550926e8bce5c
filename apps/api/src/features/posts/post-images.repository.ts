import { type Insertable, type Selectable } from 'kysely';
import type { ImageVariantFormat } from '@vitrine/shared/post-images';
import { publicFrom } from '@vitrine/shared/publishing';
import { engineOf, type Db } from '../../db/database';
import type { PostImagesTable, PostImageVariantsTable } from '../../db/schema';

/** The posts' images and their resized variants: metadata for URLs, bytes for answers, the variant queue's work. */

const IMAGE_META_COLUMNS = ['post_id', 'image_id', 'sha256', 'width', 'height'] as const;
const VARIANT_META_COLUMNS = ['post_id', 'image_id', 'format', 'width', 'height', 'mime'] as const;

export type ImageMeta = Pick<Selectable<PostImagesTable>, (typeof IMAGE_META_COLUMNS)[number]>;
export type VariantMeta = Pick<Selectable<PostImageVariantsTable>, (typeof VARIANT_META_COLUMNS)[number]>;

/** Image ids and hashes, never the bytes: enough to build URLs for many posts at once. */
export function listImageMeta(db: Db, postIds: number[]): Promise<ImageMeta[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return imageMetaQuery(db, postIds).execute();
}

/** listImageMeta's query: answered from post_images_meta_idx alone (migration 0018), never the bytes' rows. */
export const imageMetaQuery = (db: Db, postIds: number[]) =>
  db
    .selectFrom('post_images')
    .select(IMAGE_META_COLUMNS)
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('image_id');

/** The variants of these posts' images, without their bytes, narrowest first. */
export function listVariantMeta(db: Db, postIds: number[]): Promise<VariantMeta[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return variantMetaQuery(db, postIds).execute();
}

/** listVariantMeta's query: answered from post_image_variants_meta_idx alone (migration 0018). */
export const variantMetaQuery = (db: Db, postIds: number[]) =>
  db
    .selectFrom('post_image_variants')
    .select(VARIANT_META_COLUMNS)
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('image_id')
    .orderBy('width');

export function findVariant(
  db: Db,
  key: { postId: number; imageId: number; format: ImageVariantFormat; width: number },
) {
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

/**
 * Just the hash and when the post is public, so a 304 answer never reads the bytes. The image
 * answers ask it first, so an image of a post in the trash is a 404 like the post itself.
 */
export async function findImageHash(
  db: Db,
  postId: number,
  imageId: number,
): Promise<{ sha256: string; publicFrom: number | null } | undefined> {
  const row = await db
    .selectFrom('post_images')
    .innerJoin('posts', 'posts.id', 'post_images.post_id')
    .select(['post_images.sha256', 'posts.status', 'posts.publish_at', 'posts.deleted_at'])
    .where('post_images.post_id', '=', postId)
    .where('post_images.image_id', '=', imageId)
    .where('posts.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { sha256: row.sha256, publicFrom: publicFrom(row) };
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
