import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@vitrine/shared/post-images';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { ImageVariantQueue } from '../../deps';
import { type ImageVariant, makeVariants } from './post-images';
import * as imagesRepo from './post-images.repository';

/**
 * Makes the resized variants of every image that lacks them, one image at a time (memory
 * bound: one decoded image and its copies), and returns how many images it looked at. A post
 * write stores only originals and answers at once (a post with 20 images of 40 MP kept its
 * request 15 s on the CPU); this finds their images by the database
 * alone, so work cut short by a restart is picked up at the next start. Images stored before
 * migration 0005 get their size recorded too.
 *
 * After each post's images are done the posts' version is bumped, so cached answers pick up
 * the variant URLs; until then they point at the original, which is always there.
 *
 * Several processes on one PostgreSQL database may make the same variants at once: the rows
 * are the same, the insert keeps the first, and the image row is locked while they are saved,
 * so variants of bytes a post write has just replaced are never saved under the new bytes.
 *
 * An image that cannot be read, is animated, or is above IMAGE_MAX_PIXELS gets no variants and
 * is served as it is; `skip` keeps such images from being read again by the same process.
 */
export async function backfillImageVariants(
  db: Db,
  logger: Logger,
  options: { skip?: Set<string>; stopping?: () => boolean } = {},
): Promise<number> {
  const { skip = new Set<string>(), stopping = () => false } = options;
  const pending = (await imagesRepo.listImagesNeedingVariants(db)).filter(
    (row) => !skip.has(`${row.post_id}/${row.image_id}`),
  );
  let done = 0;
  for (const [index, { post_id: postId, image_id: imageId }] of pending.entries()) {
    // A stop leaves the rest to the next start, which finds them by the same query.
    if (stopping()) {
      if (done > 0) await bumpContentVersion(db, 'posts');
      break;
    }
    const made = await makeMissingVariants(db, logger, postId, imageId);
    if (made === 0) skip.add(`${postId}/${imageId}`);
    done += 1;
    if (pending[index + 1]?.post_id !== postId) await bumpContentVersion(db, 'posts');
  }
  if (done > 0) logger.info('images.variants.done', { images: done });
  return done;
}

/** One image's variants, saved unless its bytes changed meanwhile; returns how many. */
async function makeMissingVariants(db: Db, logger: Logger, postId: number, imageId: number): Promise<number> {
  const image = await imagesRepo.findImage(db, postId, imageId);
  if (!image) return 0;
  const bytes = new Uint8Array(image.bytes);
  let size = { width: 0, height: 0 };
  let variants: ImageVariant[] = [];
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    size = { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
    const animated = (meta.pages ?? 1) > 1;
    if (!animated && size.width * size.height <= IMAGE_MAX_PIXELS) variants = await makeVariants(bytes, size.width);
  } catch (error) {
    logger.error('images.variants.unreadable', { postId, imageId, error: String(error) });
  }
  await db.transaction().execute(async (trx) => {
    if ((await imagesRepo.findImageHashLocked(trx, postId, imageId)) !== image.sha256) return;
    await imagesRepo.setImageSizeIfUnknown(trx, postId, imageId, size.width, size.height);
    await imagesRepo.insertVariantsIfAbsent(trx, postId, imageId, variants);
  });
  return variants.length;
}

/**
 * The process's background maker of variants: at most one pass at a time, so images are
 * resized one after another whatever the number of uploads; a wake during a pass runs one
 * more pass after it, which finds the images written meanwhile.
 */
export function createImageVariantQueue(db: Db, logger: Logger): ImageVariantQueue {
  const skip = new Set<string>();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;
  const passes = async () => {
    do {
      again = false;
      await backfillImageVariants(db, logger, { skip, stopping });
    } while (again && !stopped);
  };
  return {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = passes()
        .catch((error: unknown) => logger.error('images.variants.failed', { error: String(error) }))
        .finally(() => (running = undefined));
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await this.idle();
    },
  };
}
