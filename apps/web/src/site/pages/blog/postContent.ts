import { POST_COVER_IMAGE_ID } from '@vitrine/shared/constants';
import { replaceContentImageRefs } from '@vitrine/shared/post-images';
import type { PostImageRef } from '@vitrine/shared/schemas';

/** The post's cover (image id 1), or undefined when it has none. */
export function coverImage(images: readonly PostImageRef[] | undefined): PostImageRef | undefined {
  return images?.find((image) => image.id === POST_COVER_IMAGE_ID);
}

/**
 * The server already points the content's `/images/N` at the post's image URLs (with their
 * srcset); this does the same on the client for content that slipped through unresolved, so
 * no picture ever shows broken. References to an id the post does not have are left alone.
 */
export function resolveContentImages(html: string, images: readonly PostImageRef[] | undefined): string {
  if (!html || !images?.length) return html ?? '';
  return replaceContentImageRefs(html, (id) => {
    const image = images.find((candidate) => candidate.id === id);
    return image ? `src="${image.url}"` : null;
  });
}
