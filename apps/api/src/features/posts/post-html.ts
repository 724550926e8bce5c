import sanitizeHtml from 'sanitize-html';

/**
 * Post content is HTML from CKEditor 5. It is sanitised once, on write, with an allow-list
 * of exactly what our editor configuration produces, so the site can render it as it is.
 *
 * Content images are stored as `/images/{id}` (the spec's form) and turned into this post's
 * image URLs only when answering: the URLs carry a content hash, so keeping the stored form
 * stable means an image change never needs the HTML rewritten.
 */

/** `/images/2` — an image of the same post, by its id. */
const IMAGE_REF = /^\/images\/(\d{1,4})$/;
/** Our own image URL, as the API answers it and the editor sends it back on update. */
const OWN_IMAGE_URL = /^(?:https?:\/\/[^/\s]+)?\/api\/posts\/(\d{1,15})\/images\/(\d{1,4})(?:\?v=[0-9a-f]{1,64})?$/i;

const HEADING_LEVEL_2 = (_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName: 'h2',
  attribs,
});

export interface SanitizeOptions {
  /** The post being updated: its own image URLs go back to `/images/{id}`. */
  postId?: number;
}

function imageSource(src: string | undefined, postId: number | undefined): string | null {
  if (!src) return null;
  const trimmed = src.trim();
  if (IMAGE_REF.test(trimmed)) return trimmed;
  const own = OWN_IMAGE_URL.exec(trimmed);
  if (!own) return null;
  const [, ownerId, imageId] = own;
  if (postId !== undefined && Number(ownerId) === postId) return `/images/${Number(imageId)}`;
  // Another post's image is still ours; keep a stable path without the host.
  return `/api/posts/${Number(ownerId)}/images/${Number(imageId)}`;
}

export function sanitizePostHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h1',
      'h2',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'figure',
      'img',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'br',
      'span',
    ],
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
export function referencedImageIds(html: string): Set<number> {
  const ids = new Set<number>();
  for (const match of html.matchAll(/\ssrc="\/images\/(\d{1,4})"/g)) ids.add(Number(match[1]));
  return ids;
}

/**
 * Turns `/images/{id}` into the post's image URLs when answering. Works on sanitised HTML,
 * where attribute values are always double-quoted and a literal `src="` appears only in
 * attributes (text has its quotes escaped).
 */
export function resolveImageRefs(html: string, urls: ReadonlyMap<number, string>): string {
  return html.replace(/(\ssrc=")\/images\/(\d{1,4})"/g, (whole, prefix: string, id: string) => {
    const url = urls.get(Number(id));
    return url ? `${prefix}${url}"` : whole;
  });
}
