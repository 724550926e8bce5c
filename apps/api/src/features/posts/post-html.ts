import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '../../lib/rich-text-tags';
import {
  CONTENT_IMAGE_SIZES,
  contentImageIds,
  contentImageRef,
  parsePostImageSource,
  postImageUrl,
  replaceContentImageRefs,
  srcsetOf,
} from '@vitrine/shared/post-images';
import type { PostImageRef } from '@vitrine/shared/schemas';

/**
 * Post content is HTML from CKEditor 5. It is sanitised once, on write, with an allow-list
 * of exactly what our editor configuration produces, so the site can render it as it is.
 *
 * Content images are stored as `/images/{id}` (the spec's form) and turned into this post's
 * image URLs only when answering: the URLs carry a content hash, so keeping the stored form
 * stable means an image change never needs the HTML rewritten.
 */

const HEADING_LEVEL_2 = (_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName: 'h2',
  attribs,
});

export interface SanitizeOptions {
  /** The post being updated: its own image URLs go back to `/images/{id}`. */
  postId?: number;
}

/**
 * What an img src is stored as: `/images/{id}` for this post's own images (as sent, or as
 * the API answered them, original or variant), another post's image by its stable path
 * without host or version; null (dropped) for anything that is not ours.
 */
function imageSource(src: string | undefined, postId: number | undefined): string | null {
  const parsed = src ? parsePostImageSource(src) : null;
  if (!parsed) return null;
  if (parsed.postId === undefined || parsed.postId === postId) return contentImageRef(parsed.imageId);
  return postImageUrl({ postId: parsed.postId, imageId: parsed.imageId });
}

export function sanitizePostHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS, 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span'],
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'class'],
      figure: ['class'],
      img: ['src', 'alt', 'width', 'height'],
      ol: ['start', 'reversed'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedClasses: { a: ['referencia'], figure: ['image', 'table'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Image sources are checked by imageSource below: no scheme is allowed for them at all.
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // The editor offers headings 1 and 2 only; pasted deeper headings become level 2.
      h3: HEADING_LEVEL_2,
      h4: HEADING_LEVEL_2,
      h5: HEADING_LEVEL_2,
      h6: HEADING_LEVEL_2,
      a: (_tag, attribs) => {
        const next: sanitizeHtml.Attributes = { ...attribs };
        delete next.rel;
        if (next.target !== '_blank' && next.target !== '_self') delete next.target;
        // A new tab must not get a handle on this page (reverse tabnabbing).
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        return { tagName: 'a', attribs: next };
      },
      img: (_tag, attribs) => {
        const next: sanitizeHtml.Attributes = { ...attribs };
        const src = imageSource(attribs.src, options.postId);
        // srcset/sizes are never stored: answers add them from the post's variants.
        if (src) next.src = src;
        else delete next.src;
        for (const size of ['width', 'height'] as const) {
          if (next[size] !== undefined && !/^\d{1,5}$/.test(next[size])) delete next[size];
        }
        return { tagName: 'img', attribs: next };
      },
    },
    // Quotes in text are escaped too, so `src="` can only ever be an attribute (see below).
    textFilter: (text) => text.replace(/"/g, '&quot;'),
    // An image whose source is not one of ours is dropped rather than left empty.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** The content image ids a sanitised HTML references as `/images/{id}`. */
export const referencedImageIds = contentImageIds;

/**
 * Turns `/images/{id}` into the post's image URLs when answering: the original as `src`, its
 * variants as `srcset` with the modal's `sizes`. Works on sanitised HTML (see
 * replaceContentImageRefs). References to an id the post lacks stay as they are.
 */
export function resolveImageRefs(html: string, images: readonly PostImageRef[]): string {
  const byId = new Map(images.map((image) => [image.id, image]));
  return replaceContentImageRefs(
    html,
    (id) => {
      const image = byId.get(id);
      if (!image) return null;
      const variants = image.variants ?? [];
      return variants.length > 0
        ? `src="${image.url}" srcset="${srcsetOf(variants)}" sizes="${CONTENT_IMAGE_SIZES}"`
        : `src="${image.url}"`;
    },
    { strict: true },
  );
}
