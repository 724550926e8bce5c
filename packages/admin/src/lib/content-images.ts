import { POST_COVER_IMAGE_ID, POST_FIRST_CONTENT_IMAGE_ID } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { contentImageRef, parsePostImageSource } from '@vitrine/shared/post-images';

/**
 * Images placed in the post text. New ones live in memory until the post is saved: the
 * editor shows them through a blob: URL, the saved HTML references them as /images/{id}
 * and their bytes travel as contentImages + contentImageIds[]. Existing ones come back
 * from the API as this post's image URLs and go back as /images/{id}, without re-sending.
 */
export interface PendingImage {
  id: number;
  url: string;
  file: { fileName: string; type: string; bytes: Uint8Array };
}

/** The id of one of this post's images from an img src (`/images/3`, its API URL or a variant's), or null. */
export function ownImageId(src: string, postId: number | null): number | null {
  const parsed = parsePostImageSource(src);
  if (!parsed) return null;
  if (parsed.postId !== undefined && (postId === null || parsed.postId !== postId)) return null;
  return parsed.imageId;
}

const IMG_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)(")/gi;

/** Every img src of an HTML string, in order. */
function imageSources(html: string): string[] {
  return [...html.matchAll(IMG_SRC)].map((m) => m[2]!);
}

/** The first free content image id after those already used (the cover is 1, content from 2). */
export function nextImageId(usedIds: Iterable<number>): number {
  let max = POST_FIRST_CONTENT_IMAGE_ID - 1;
  for (const id of usedIds) if (id > max) max = id;
  return Math.max(max + 1, POST_FIRST_CONTENT_IMAGE_ID);
}

/** The ids of this post's existing images that its content references. */
export function existingContentImageIds(html: string, postId: number | null): number[] {
  const ids = new Set<number>();
  for (const src of imageSources(html)) {
    const id = ownImageId(src, postId);
    if (id !== null && id !== POST_COVER_IMAGE_ID) ids.add(id);
  }
  return [...ids];
}

/**
 * The HTML to save and the new images it still uses: blob: URLs of pending images and this
 * post's own image URLs both become /images/{id}; pending images removed from the text are
 * not sent.
 */
export function prepareContent(
  html: string,
  pending: readonly PendingImage[],
  postId: number | null,
): { content: string; images: PendingImage[] } {
  const byUrl = new Map(pending.map((image) => [image.url, image]));
  const used = new Map<number, PendingImage>();
  const content = html.replace(IMG_SRC, (whole, before: string, src: string, after: string) => {
    const image = byUrl.get(src);
    if (image) {
      used.set(image.id, image);
      return `${before}${contentImageRef(image.id)}${after}`;
    }
    const id = ownImageId(src, postId);
    return id !== null ? `${before}${contentImageRef(id)}${after}` : whole;
  });
  return { content, images: [...used.values()].sort((a, b) => a.id - b.id) };
}

/** Shown before saving content with images the server would drop. */
export const EXTERNAL_IMAGES_WARNING = messages.admin.externalImagesWarning;

/**
 * The img sources the server will silently drop on save: not a blob: URL of an image waiting
 * to be sent, not `/images/{id}`, not one of our post image URLs (e.g. pasted from another site).
 */
export function droppedImageSources(html: string, pending: readonly PendingImage[], postId: number | null): string[] {
  const { content } = prepareContent(html, pending, postId);
  // What the server keeps (apps/api post-html reads sources with the same parser); anything
  // else (another site's address, data:, a stale blob:) is removed there.
  return imageSources(content).filter((src) => parsePostImageSource(src) === null);
}
