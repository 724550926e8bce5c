/**
 * Post image addresses and formats: the one place that knows how a post image URL is written
 * and read. The API builds its answers with it and turns URLs back into `/images/{id}` on
 * save, the admin editor recognises its own images with it, and the public site resolves
 * content references with it.
 *
 * - `/images/{id}`: how post content stores one of its own images (id 1 is the cover).
 * - `/api/posts/{postId}/images/{imageId}?v={version}`: the original as uploaded.
 * - `/api/posts/{postId}/images/{imageId}/{width}.webp?v={version}`: a resized variant.
 *
 * `version` is a short hash of the original's bytes, so a changed image gets a new URL and
 * every URL that carries the current version can be cached for good.
 */

/** Upload formats the API accepts (it checks the bytes). SVG is left out: it can carry script. */
export const IMAGE_UPLOAD_TYPES = ['jpeg', 'png', 'gif', 'webp', 'avif'] as const;
export const IMAGE_MIME_TYPES: readonly string[] = IMAGE_UPLOAD_TYPES.map((type) => `image/${type}`);

/** File extensions of the accepted formats, for pickers that only know names. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Above this an upload is refused before its pixels are decoded (a small file can claim 30000×30000). */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * Widths of the resized variants made on upload: 400 for a card at 1× (a third of the desktop
 * row, ~380 px), 720 for a phone's card at 2× (390 px screen, a ~342 px card: 684 device
 * pixels), 1280 for the post modal (860 px) and high-density desktops. Never wider than the
 * original; an original narrower than the widest also gets a copy at its own width, so the
 * largest choice is never a blurry upscale.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 720, 1280] as const;
/** Variant formats, best first. WebP is shown by every browser the site supports. */
export const IMAGE_VARIANT_FORMATS = ['webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
export const IMAGE_VARIANT_MIME: Record<ImageVariantFormat, string> = { webp: 'image/webp' };

/** The short hash carried by image URLs (`?v=`). */
export const imageVersion = (sha256: string): string => sha256.slice(0, 12);

export interface PostImageAddress {
  postId: number;
  imageId: number;
  /** `imageVersion` of the original; omitted gives a URL that is revalidated on each use. */
  version?: string;
  /** A resized variant; omitted for the original. */
  variant?: { width: number; format: ImageVariantFormat };
}

/** The URL of a post image or of one of its variants. */
export function postImageUrl(address: PostImageAddress): string {
  const { postId, imageId, version, variant } = address;
  const path = `/api/posts/${postId}/images/${imageId}${variant ? `/${variant.width}.${variant.format}` : ''}`;
  return version ? `${path}?v=${version}` : path;
}

/** How post content refers to one of its own images. */
export const contentImageRef = (imageId: number): string => `/images/${imageId}`;

const CONTENT_REF = /^(?:\.{0,2}\/)?images\/(\d{1,4})$/;
const OWN_URL =
  /^(?:https?:\/\/[^/\s"']+)?\/api\/posts\/(\d{1,15})\/images\/(\d{1,4})(?:\/(\d{1,5})\.(webp))?(?:\?v=([0-9a-f]{1,64}))?$/i;

/** What an img src names: this post's `/images/{id}` (no postId) or an API image URL. */
export interface ParsedImageSource {
  postId?: number;
  imageId: number;
  version?: string;
  variant?: { width: number; format: ImageVariantFormat };
}

/**
 * Reads an img src that names one of our post images (`/images/3`, or an API URL, absolute
 * or not); null for anything else (other sites, data:, blob:).
 */
export function parsePostImageSource(src: string): ParsedImageSource | null {
  const trimmed = src.trim();
  const ref = CONTENT_REF.exec(trimmed);
  if (ref) return { imageId: Number(ref[1]) };
  const own = OWN_URL.exec(trimmed);
  if (!own) return null;
  const [, postId, imageId, width, format, version] = own;
  return {
    postId: Number(postId),
    imageId: Number(imageId),
    version: version?.toLowerCase(),
    variant: width ? { width: Number(width), format: format!.toLowerCase() as ImageVariantFormat } : undefined,
  };
}

const DOUBLE_QUOTED_REF = /\ssrc="\/images\/(\d{1,4})"/g;
const ANY_REF = /\ssrc\s*=\s*(["'])(?:\.{0,2}\/)?images\/(\d{1,4})\1/gi;

/**
 * Replaces the `src="/images/{id}"` attributes of an HTML string with what `replace` answers
 * (attributes, e.g. `src="…" srcset="…"`), or leaves one as it is when it answers null.
 * `strict` (the server, on sanitised HTML) matches only the form the sanitiser writes: double
 * quotes, which text cannot contain there (it escapes them), so nothing in text ever matches.
 * The public site also accepts single quotes and relative paths, for content that slipped through.
 */
export function replaceContentImageRefs(
  html: string,
  replace: (imageId: number) => string | null,
  options: { strict?: boolean } = {},
): string {
  const pattern = options.strict ? DOUBLE_QUOTED_REF : ANY_REF;
  return html.replace(pattern, (whole, ...groups: string[]) => {
    const attributes = replace(Number(options.strict ? groups[0] : groups[1]));
    return attributes === null ? whole : ` ${attributes}`;
  });
}

/** Rendered width of a content image: the post modal's text column (760 px), or the screen on phones. */
export const CONTENT_IMAGE_SIZES = '(max-width: 900px) 100vw, 760px';

/** The content image ids a sanitised HTML references as `src="/images/{id}"`. */
export function contentImageIds(html: string): Set<number> {
  const ids = new Set<number>();
  replaceContentImageRefs(
    html,
    (id) => {
      ids.add(id);
      return null;
    },
    { strict: true },
  );
  return ids;
}

/** One entry of a `srcset`: `url 480w`. */
export const srcsetOf = (candidates: ReadonlyArray<{ url: string; width: number }>): string =>
  candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
