/**
 * The image formats the API accepts (it checks the bytes): JPEG, PNG, GIF, WebP and AVIF.
 * SVG, BMP, TIFF and the rest are refused there, so the editor does not offer them.
 */
export const IMAGE_UPLOAD_TYPES = ['jpeg', 'png', 'gif', 'webp', 'avif'] as const;

export const IMAGE_MIME_TYPES: readonly string[] = IMAGE_UPLOAD_TYPES.map((type) => `image/${type}`);

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The file input's `accept`: the MIME types plus their extensions (some systems only know those). */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, ...Object.keys(EXTENSIONS).map((ext) => `.${ext}`)].join(',');

/**
 * Whether a picked file is one of the accepted formats: by its MIME type, or by its extension
 * when the browser reports none. The server has the final word on the bytes.
 */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const type = file.type.trim().toLowerCase();
  if (type) return IMAGE_MIME_TYPES.includes(type);
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext !== undefined && ext in EXTENSIONS;
}
