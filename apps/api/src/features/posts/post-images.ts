import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MIME_TYPES,
  IMAGE_VARIANT_MIME,
  IMAGE_VARIANT_WIDTHS,
} from '@vitrine/shared/post-images';
import type { PostImageVariantsTable } from '../../db/schema';
import { AppError } from '../../http/errors';

// Decoded pixels are not kept between calls: uploads are rare, and memory stays flat.
sharp.cache(false);

/** Served when a stored row somehow lacks a type (docs/PRODUCT.md §9: detection falls back to jpeg). */
export const FALLBACK_IMAGE_TYPE = 'image/jpeg';

/** WebP quality of the variants: photos stay clean, a phone's three covers stay far under 60 kB. */
const WEBP_QUALITY = 72;

/** One stored variant of an image, as its row holds it (less the keys of the image it belongs to). */
export type ImageVariant = Omit<PostImageVariantsTable, 'post_id' | 'image_id'>;

export interface CheckedImage {
  mime: string;
  bytes: Uint8Array;
  sha256: string;
  width: number;
  height: number;
}

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

const unsupported = (field: string) =>
  new AppError('unsupported_media_type', messages.post.imageType, { [field]: messages.post.imageType });

/**
 * The displayed size from the file's header only (sharp's metadata reads the header, it
 * does not decode pixels), so a small file claiming 30000×30000 is refused before any
 * memory is spent on it. EXIF rotation swaps width and height as a browser would.
 */
async function headerSize(bytes: Uint8Array, field: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // No pixel limit here: metadata decodes nothing, and our own check below says 422 (sharp's
    // would throw a generic error past its default 268 MP).
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(field);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.pageHeight ?? meta.height;
  if (!width || !height) throw unsupported(field);
  const pages = meta.pages ?? 1;
  if (width * height > IMAGE_MAX_PIXELS || width * height * pages > IMAGE_MAX_PIXELS * 4) {
    throw new AppError('invalid_input', messages.post.imageTooManyPixels, {
      [field]: messages.post.imageTooManyPixels,
    });
  }
  return { width, height };
}

/**
 * WebP copies at the variant widths below the original's, plus one at its own width when it
 * is narrower than the widest (see IMAGE_VARIANT_WIDTHS). Animated images get none: a still
 * copy would lose the motion.
 */
export function makeVariants(bytes: Uint8Array, width: number): Promise<ImageVariant[]> {
  return oneImageAtATime(() => resizeToVariants(bytes, width));
}

/**
 * The decode-and-resize jobs of the whole process, one image at a time (first come, first
 * served): a post with 20 images of 40 MP took 549 MB when they ran side by side, and several
 * uploads at once multiplied that. The memory held is one decoded
 * image and its copies, whatever arrives. sharp itself works on libuv's threads, so the
 * event loop keeps answering other requests meanwhile.
 */
let queueTail: Promise<unknown> = Promise.resolve();
let running = 0;
let mostRunning = 0;

function oneImageAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = async () => {
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    try {
      return await job();
    } finally {
      running -= 1;
    }
  };
  const result = queueTail.then(run, run);
  queueTail = result.catch(() => undefined);
  return result;
}

/** For tests: the most image jobs that ever ran at once in this process. */
export const mostVariantJobsAtOnce = (): number => mostRunning;

/**
 * The image is decoded once, straight to the widest variant (JPEG and WebP decode at a reduced
 * size when asked for a smaller one), and every variant is made from that small copy, one after
 * the other. Three clones of the source side by side each decoded the whole 40 MP image: about
 * 220 MB above the process for one image, against about 60 MB this way.
 */
async function resizeToVariants(bytes: Uint8Array, width: number): Promise<ImageVariant[]> {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  if (width < Math.max(...IMAGE_VARIANT_WIDTHS)) widths.push(width);
  // limitInputPixels backs up the header check: sharp refuses to decode past it anyway.
  const widest = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: rawWidth, height: rawHeight, channels } = widest.info;
  const variants: ImageVariant[] = [];
  for (const w of widths) {
    const { data, info } = await sharp(widest.data, { raw: { width: rawWidth, height: rawHeight, channels } })
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const out = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    variants.push({
      format: 'webp',
      width: info.width,
      height: info.height,
      mime: IMAGE_VARIANT_MIME.webp,
      bytes: out,
      sha256: sha256Hex(out),
    });
  }
  return variants;
}

/**
 * Checks an upload by its bytes, never by its name or declared type: a PDF or an HTML page
 * renamed .png is refused (415), as is anything detection cannot recognise; an image above
 * IMAGE_MAX_PIXELS is refused (422) from its header. Only the header is read: the variants are
 * made later, off the request path (image-backfill.ts). `field` names the multipart field in
 * the error, for the editor.
 */
export async function checkImage(bytes: Uint8Array, field: string): Promise<CheckedImage> {
  if (bytes.byteLength > LIMITS.imageBytes) {
    throw new AppError('payload_too_large', messages.post.imageTooLarge, { [field]: messages.post.imageTooLarge });
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !IMAGE_MIME_TYPES.includes(detected.mime)) throw unsupported(field);
  const { width, height } = await headerSize(bytes, field);
  return { mime: detected.mime, bytes, sha256: sha256Hex(bytes), width, height };
}

/** True when an If-None-Match header names this entity tag (a list, weak or strong, or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
