import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { AppError } from '../../http/errors';

/** Raster types every browser shows. SVG is left out on purpose: it can carry script. */
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** Served when a stored row somehow lacks a type (spec §9: detection falls back to jpeg). */
export const FALLBACK_IMAGE_TYPE = 'image/jpeg';

export interface CheckedImage {
  mime: string;
  bytes: Uint8Array;
  sha256: string;
}

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** The short hash in image URLs (`?v=`), so a changed image gets a new URL and caches stay valid. */
export const imageVersion = (sha256: string): string => sha256.slice(0, 12);

export const imageUrl = (postId: number, imageId: number, sha256: string): string =>
  `/api/posts/${postId}/images/${imageId}?v=${imageVersion(sha256)}`;

/**
 * Checks an upload by its bytes, never by its name or declared type: a PDF or an HTML page
 * renamed .png is refused (415), as is anything detection cannot recognise. `field` names
 * the multipart field in the error, for the editor.
 */
export async function checkImage(bytes: Uint8Array, field: string): Promise<CheckedImage> {
  if (bytes.byteLength > LIMITS.imageBytes) {
    throw new AppError(413, messages.post.imageTooLarge, { [field]: messages.post.imageTooLarge });
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ALLOWED_TYPES.has(detected.mime)) {
    throw new AppError(415, messages.post.imageType, { [field]: messages.post.imageType });
  }
  return { mime: detected.mime, bytes, sha256: sha256Hex(bytes) };
}

/** True when an If-None-Match header names this entity tag (a list, weak or strong, or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
