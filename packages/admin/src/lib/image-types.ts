import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@vitrine/shared/post-images';

/** The formats the API accepts (packages/shared/src/post-images.ts): the editor offers no others. */
export { IMAGE_UPLOAD_TYPES } from '@vitrine/shared/post-images';

/** The file input's `accept`: the MIME types plus their extensions (some systems only know those). */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, ...Object.keys(IMAGE_EXTENSIONS).map((ext) => `.${ext}`)].join(',');

/**
 * Whether a picked file is one of the accepted formats: by its MIME type, or by its extension
 * when the browser reports none. The server has the final word on the bytes.
 */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const type = file.type.trim().toLowerCase();
  if (type) return IMAGE_MIME_TYPES.includes(type);
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext !== undefined && ext in IMAGE_EXTENSIONS;
}
