import { messages } from '@vitrine/shared/messages';
import { imageVersion, type ImageVariantFormat } from '@vitrine/shared/post-images';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { CheckedImage } from './post-images';
import * as imagesRepo from './post-images.repository';

/**
 * The original with its size, without variants: the background queue makes them (see
 * image-backfill.ts), and until then answers point at the original. The benchmark's seed uses
 * it too.
 */
export async function storeImage(trx: Db, postId: number, imageId: number, image: CheckedImage): Promise<void> {
  await imagesRepo.upsertImage(trx, { post_id: postId, image_id: imageId, ...image });
  await imagesRepo.deleteVariants(trx, postId, imageId);
}

/**
 * The stored hash of a post image (its ETag and URL version) and whether its post is public,
 * or a 404. An image of a post that is not public (a draft, a scheduled post) answers only to
 * an address carrying its version (`?v=`), which only its editors and its preview link are
 * given: post ids are sequential and can be counted, image hashes cannot be guessed.
 */
export async function getImageHash(
  db: Db,
  key: { postId: number; imageId: number; version: string | undefined },
  now: Date,
): Promise<{ hash: string; isPublic: boolean }> {
  const found = await imagesRepo.findImageHash(db, key.postId, key.imageId);
  if (!found) throw notFound(messages.post.imageNotFound);
  const isPublic = found.publicFrom !== null && found.publicFrom <= now.getTime();
  if (!isPublic && key.version !== imageVersion(found.sha256)) throw notFound(messages.post.imageNotFound);
  return { hash: found.sha256, isPublic };
}

/** A post image's type and bytes, or a 404. */
export async function getImage(db: Db, postId: number, imageId: number) {
  const image = await imagesRepo.findImage(db, postId, imageId);
  if (!image) throw notFound(messages.post.imageNotFound);
  return image;
}

/**
 * A resized variant of a post image with its original's hash (the URL version) and whether its
 * post is public, or a 404; not public, only to an address carrying the version (getImageHash).
 */
export async function getImageVariant(
  db: Db,
  key: { postId: number; imageId: number; format: ImageVariantFormat; width: number; version: string | undefined },
  now: Date,
) {
  const [original, variant] = await Promise.all([getImageHash(db, key, now), imagesRepo.findVariant(db, key)]);
  if (!variant) throw notFound(messages.post.imageNotFound);
  return { originalHash: original.hash, isPublic: original.isPublic, ...variant };
}
