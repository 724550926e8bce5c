import { POST_COVER_IMAGE_ID, POST_PLACEHOLDER_IMAGE } from '@vitrine/shared/constants';
import type { PostImageRef } from '@vitrine/shared/schemas';

export function coverImageUrl(images: readonly PostImageRef[] | undefined): string {
  return images?.find((image) => image.id === POST_COVER_IMAGE_ID)?.url ?? POST_PLACEHOLDER_IMAGE;
}

// The editor writes content images as src="/images/N"; N is the image's id within the post.
const IMAGE_SRC = /(\ssrc\s*=\s*)(["'])(?:\.{0,2}\/)?images\/(\d+)\2/gi;

/**
 * The server already points /images/N at the post's image URLs; this does the same on the
 * client for content that slipped through unresolved, so no picture ever shows broken.
 * References to an id the post does not have are left alone.
 */
export function resolveContentImages(html: string, images: readonly PostImageRef[] | undefined): string {
  if (!html || !images?.length) return html ?? '';
  return html.replace(IMAGE_SRC, (match, attr: string, quote: string, id: string) => {
    const image = images.find((candidate) => candidate.id === Number(id));
    return image ? `${attr}${quote}${image.url}${quote}` : match;
  });
}
