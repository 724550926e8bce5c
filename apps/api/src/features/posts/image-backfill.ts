import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@vitrine/shared/post-images';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import type { Logger } from '../../http/logger';
import { makeVariants } from './post-images';
import * as repo from './posts.repository';

/**
 * One-off step at start: images stored before migration 0005 get their size recorded and
 * their resized variants made, one image at a time (bounded memory), each in its own
 * transaction with a bump of the posts' version so cached answers pick up the new URLs.
 * Later starts find nothing to do (one query over post_images' keys and sizes). An image that
 * cannot be read, or is above IMAGE_MAX_PIXELS, is recorded with its size (0 when unknown)
 * and no variants, and is served as it was.
 */
export async function backfillImageVariants(db: Db, logger: Logger): Promise<number> {
  const pending = await repo.listImagesWithoutSize(db);
  let done = 0;
  for (const { post_id: postId, image_id: imageId } of pending) {
    const image = await repo.findImage(db, postId, imageId);
    if (!image) continue;
    const bytes = new Uint8Array(image.bytes);
    let size = { width: 0, height: 0 };
    let variants: Awaited<ReturnType<typeof makeVariants>> = [];
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      size = { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
      const animated = (meta.pages ?? 1) > 1;
      if (!animated && size.width * size.height <= IMAGE_MAX_PIXELS) variants = await makeVariants(bytes, size.width);
    } catch (error) {
      logger.error('images.backfill.unreadable', { postId, imageId, error: String(error) });
    }
    await db.transaction().execute(async (trx) => {
      await repo.setImageSize(trx, postId, imageId, size.width, size.height);
      await repo.replaceVariants(trx, postId, imageId, variants);
      await bumpContentVersion(trx, 'posts');
    });
    done += 1;
  }
  if (done > 0) logger.info('images.backfill.done', { images: done });
  return done;
}
