import { Resvg } from '@resvg/resvg-js';
import { POST_COVER_IMAGE_ID } from '@vitrine/shared/constants';
import type { PostFields } from '@vitrine/shared/schemas';
import { SLUG_PATTERN, slugify } from '@vitrine/shared/publishing';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import * as search from '../search/search-index.service';
import { type CheckedImage, type ImageVariant, checkImage, makeVariants, sha256Hex } from './post-images';
import { columns } from './post-fields';
import { sanitizePostHtml } from './post-html';
import * as repo from './posts.repository';
import * as imagesRepo from './post-images.repository';

/**
 * Writing posts that come from another platform (features/wordpress). They skip the editor's
 * form rules that do not fit history: a post keeps its old publication date, a WordPress
 * scheduled post keeps its time, and no revision is kept (the import is not someone's save).
 * The body goes through the same sanitiser as the editor's, and the write keeps the search
 * index and the content version in step, like every other post write.
 */

export { checkImage, type CheckedImage };

export interface ImportedPostInput {
  fields: PostFields;
  status: 'draft' | 'published';
  publish_at: string | null;
  created_at: string;
  /** The address wanted (the WordPress slug); another post's slug gets -2, -3… */
  slug: string;
  cover: CheckedImage & { variants?: ImageVariant[] };
  /** Images referenced from the content as /images/{id}. */
  contentImages: Map<number, CheckedImage>;
}

async function freeSlugFor(trx: Db, wanted: string, postId: number | undefined): Promise<string> {
  const base = SLUG_PATTERN.test(wanted) ? wanted : slugify(wanted) || 'post';
  let slug = base;
  for (let n = 2; await repo.slugTaken(trx, slug, postId); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** An imported post's columns: a WordPress post has no button or footer of ours. */
const columnsOf = (fields: PostFields, content: string) =>
  columns({ ...fields, link_button: null, footer: null }, content);

/**
 * Creates the post, or replaces the one `existingId` names (a second import of the same item);
 * answers its id and slug. Runs in the caller's transaction, which also records where it came
 * from and ends with finishImportedPosts.
 */
export async function saveImportedPost(
  trx: Db,
  input: ImportedPostInput,
  now: Date,
  existingId?: number,
): Promise<{ id: number; slug: string }> {
  const content = sanitizePostHtml(input.fields.content, existingId ? { postId: existingId } : {});
  const at = now.toISOString();
  // Old posts already public are history, not news: marked announced, so no post.published
  // goes out for them. A scheduled one is announced when its time comes.
  const alreadyPublic = input.status === 'published' && input.publish_at !== null && input.publish_at <= at;
  const columns = {
    ...columnsOf(input.fields, content),
    status: input.status,
    publish_at: input.publish_at,
    announced_at: alreadyPublic ? at : null,
    updated_at: at,
  };
  let id: number;
  let slug: string;
  const before = existingId ? await repo.findPost(trx, existingId) : undefined;
  if (before) {
    id = before.id;
    slug = await freeSlugFor(trx, input.slug, id);
    if (slug !== before.slug) await repo.moveSlug(trx, id, before.slug, slug);
    await repo.updatePost(trx, id, { ...columns, slug, deleted_at: null });
  } else {
    slug = await freeSlugFor(trx, input.slug, undefined);
    id = await repo.insertPost(trx, { ...columns, slug, created_at: input.created_at });
  }
  await search.indexPost(trx, id, { ...input.fields, tags: JSON.stringify(input.fields.tags), content });
  const { variants, ...cover } = input.cover;
  await imagesRepo.upsertImage(trx, { post_id: id, image_id: POST_COVER_IMAGE_ID, ...cover });
  await imagesRepo.deleteVariants(trx, id, POST_COVER_IMAGE_ID);
  if (variants) await imagesRepo.insertVariantsIfAbsent(trx, id, POST_COVER_IMAGE_ID, variants);
  const keep = [POST_COVER_IMAGE_ID];
  for (const [imageId, image] of input.contentImages) {
    await imagesRepo.upsertImage(trx, { post_id: id, image_id: imageId, ...image });
    await imagesRepo.deleteVariants(trx, id, imageId);
    keep.push(imageId);
  }
  await imagesRepo.deleteImagesExcept(trx, id, keep);
  return { id, slug };
}

/**
 * Ends a transaction of imported posts: one bump of the posts' version for the whole batch (the
 * writes and the bump commit together, as for every post write).
 */
export async function finishImportedPosts(trx: Db): Promise<void> {
  await bumpContentVersion(trx, 'posts');
}

/** Whether the post a record points at still exists (it may have been purged from the trash). */
export async function importedPostExists(db: Db, id: number): Promise<boolean> {
  return (await repo.findPost(db, id)) !== undefined;
}

let neutral: Promise<CheckedImage & { variants: ImageVariant[] }> | undefined;

/**
 * The cover of an imported post whose own could not be found: a plain brand-coloured
 * picture, made once per process with its variants (thousands of posts share the same bytes,
 * so the variants are not made again for each).
 */
export function neutralCover(): Promise<CheckedImage & { variants: ImageVariant[] }> {
  neutral ??= (async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">' +
      '<rect width="1200" height="630" fill="#0b2a4a"/><circle cx="980" cy="120" r="260" fill="#16406b"/>' +
      '<rect x="80" y="520" width="320" height="12" rx="6" fill="#f26b1d"/></svg>';
    const png = new Resvg(svg).render().asPng();
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    const variants = await makeVariants(bytes, 1200);
    return { mime: 'image/png', bytes, sha256: sha256Hex(bytes), width: 1200, height: 630, variants };
  })();
  return neutral;
}
