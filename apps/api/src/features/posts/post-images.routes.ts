import { messages } from '@vitrine/shared/messages';
import { IMAGE_VARIANT_FORMATS, type ImageVariantFormat, imageVersion } from '@vitrine/shared/post-images';
import type { AppDeps } from '../../deps';
import type { ApiRouter } from '../../http/api-router';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/request';
import { etagMatches, FALLBACK_IMAGE_TYPE } from './post-images';
import * as images from './post-images.service';

/** A URL carrying the image's current version never changes; any other may, so it is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** An image of a post that is not public yet: for its editors and its preview's reader only. */
const NOT_PUBLIC = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** A post's images and their resized variants, by address (ETag, immutable when versioned). */
export function registerPostImageRoutes(app: ApiRouter, deps: AppDeps): void {
  app.get('/posts/:id/images/:imageId/:variant', async (c) => {
    const postId = idParam(c);
    const imageId = idParam(c, 'imageId');
    const match = /^(\d{1,5})\.([a-z]+)$/.exec(c.req.param('variant'));
    const format = match?.[2] as ImageVariantFormat | undefined;
    if (!match || !format || !IMAGE_VARIANT_FORMATS.includes(format)) throw notFound(messages.post.imageNotFound);
    const version = c.req.query('v');
    const variant = await images.getImageVariant(
      deps.db,
      { postId, imageId, format, width: Number(match[1]), version },
      deps.now(),
    );
    const etag = `"${variant.sha256}"`;
    const headers = {
      ETag: etag,
      'Cache-Control': version === imageVersion(variant.originalHash) ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
      ...(variant.isPublic ? {} : NOT_PUBLIC),
    };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const bytes = new Uint8Array(variant.bytes);
    return c.body(bytes, 200, {
      ...headers,
      'Content-Type': variant.mime,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': 'inline',
    });
  });

  app.get('/posts/:id/images/:imageId', async (c) => {
    const postId = idParam(c);
    const imageId = idParam(c, 'imageId');
    const version = c.req.query('v');
    const { hash, isPublic } = await images.getImageHash(deps.db, { postId, imageId, version }, deps.now());
    const etag = `"${hash}"`;
    // A URL carrying the current version never changes; any other may, so revalidate.
    const headers = {
      ETag: etag,
      'Cache-Control': version === imageVersion(hash) ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
      ...(isPublic ? {} : NOT_PUBLIC),
    };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const image = await images.getImage(deps.db, postId, imageId);
    const bytes = new Uint8Array(image.bytes);
    return c.body(bytes, 200, {
      ...headers,
      'Content-Type': image.mime || FALLBACK_IMAGE_TYPE,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': 'inline',
    });
  });
}
