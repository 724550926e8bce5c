import { POST_COVER_IMAGE_ID, POST_FIRST_CONTENT_IMAGE_ID } from '@vitrine/shared/constants';

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

/** Matches `/images/3` and the API's `/api/posts/7/images/3?v=…` (absolute or not). */
const OWN_IMAGE = /^(?:https?:\/\/[^/\s"]+)?(?:\/api\/posts\/(\d+))?\/images\/(\d+)(?:\?[^"\s]*)?$/i;

/** The id of one of this post's images from an img src, or null for anything else. */
export function ownImageId(src: string, postId: number | null): number | null {
  const match = OWN_IMAGE.exec(src.trim());
  if (!match) return null;
  const [, ownerId, imageId] = match;
  if (ownerId !== undefined && (postId === null || Number(ownerId) !== postId)) return null;
  return Number(imageId);
}

const IMG_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)(")/gi;

/** Every img src of an HTML string, in order. */
export function imageSources(html: string): string[] {
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
      return `${before}/images/${image.id}${after}`;
    }
    const id = ownImageId(src, postId);
    return id !== null ? `${before}/images/${id}${after}` : whole;
  });
  return { content, images: [...used.values()].sort((a, b) => a.id - b.id) };
}

/** Shown before saving content with images the server would drop. */
export const EXTERNAL_IMAGES_WARNING =
  'Imagens externas serão removidas ao salvar; use o botão de imagem para enviá-las.';

/**
 * What the server keeps as an img src (apps/api post-html): `/images/{id}` and this API's
 * post image URLs. Anything else (another site's address, data:, a stale blob:) is removed.
 */
const KEPT_BY_SERVER =
  /^(?:\/images\/\d{1,4}|(?:https?:\/\/[^/\s"]+)?\/api\/posts\/\d{1,15}\/images\/\d{1,4}(?:\?v=[0-9a-f]{1,64})?)$/i;

/**
 * The img sources the server will silently drop on save: not a blob: URL of an image waiting
 * to be sent, not `/images/{id}`, not one of our post image URLs (e.g. pasted from another site).
 */
export function droppedImageSources(html: string, pending: readonly PendingImage[], postId: number | null): string[] {
  const { content } = prepareContent(html, pending, postId);
  return imageSources(content).filter((src) => !KEPT_BY_SERVER.test(src.trim()));
}
