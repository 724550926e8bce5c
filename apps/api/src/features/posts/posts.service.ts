import { POST_COVER_IMAGE_ID, LIMITS } from '@vitrine/shared/constants';
import { normalizeForSearch } from '@vitrine/shared/format';
import { messages } from '@vitrine/shared/messages';
import { imageVersion, type ImageVariantFormat, postImageUrl } from '@vitrine/shared/post-images';
import type { Post, PostFields, PostImageRef, PostListPage, PostSummary } from '@vitrine/shared/schemas';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { notFound, validationFailed } from '../../http/errors';
import type { CheckedImage } from './post-images';
import { referencedImageIds, resolveImageRefs, sanitizePostHtml } from './post-html';
import * as repo from './posts.repository';

export interface PostInput {
  fields: PostFields;
  /** The main image (id 1); required on create, kept when absent on update. */
  cover?: CheckedImage;
  /** Content images by id (2, 3, ...), referenced from the content as /images/{id}. */
  contentImages: Map<number, CheckedImage>;
}

function parseJson<T>(value: string | null): T | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

/** The wire shape of a post's images: URLs of the original and its variants, with their sizes. */
async function imageRefs(db: Db, postIds: number[]): Promise<Map<number, PostImageRef[]>> {
  const [images, variants] = await Promise.all([repo.listImageMeta(db, postIds), repo.listVariantMeta(db, postIds)]);
  const variantsOf = new Map<string, repo.VariantMeta[]>();
  for (const v of variants) {
    const key = `${v.post_id}/${v.image_id}`;
    variantsOf.set(key, [...(variantsOf.get(key) ?? []), v]);
  }
  const byPost = new Map<number, PostImageRef[]>();
  for (const img of images) {
    const version = imageVersion(img.sha256);
    const address = { postId: img.post_id, imageId: img.image_id, version };
    const ref: PostImageRef = { id: img.image_id, url: postImageUrl(address) };
    if (img.width && img.height) {
      ref.width = img.width;
      ref.height = img.height;
    }
    ref.variants = (variantsOf.get(`${img.post_id}/${img.image_id}`) ?? []).map((v) => ({
      url: postImageUrl({ ...address, variant: { width: v.width, format: v.format as ImageVariantFormat } }),
      width: v.width,
      height: v.height,
      type: v.mime,
    }));
    byPost.set(img.post_id, [...(byPost.get(img.post_id) ?? []), ref]);
  }
  return byPost;
}

function toSummary(row: repo.PostSummaryRow, images: PostImageRef[]): PostSummary {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    reading_time: row.reading_time,
    description: row.description,
    tags: parseJson(row.tags) ?? [],
    link_button: parseJson(row.link_button),
    footer: parseJson(row.footer),
    images,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Search words, normalised as search_text is: "Gestão  de" → ["gestao", "de"]. */
export function searchWords(search: string | undefined): string[] {
  return normalizeForSearch(search ?? '')
    .split(/[\s_]+/)
    .filter(Boolean)
    .slice(0, 10);
}

/** A page of post summaries matching the search words (see searchWords), newest first. */
export async function listPosts(
  db: Db,
  query: { words: string[]; page?: number; pageSize?: number },
): Promise<PostListPage> {
  const { words } = query;
  const total = await repo.countPosts(db, words);
  const range =
    query.pageSize !== undefined
      ? { limit: query.pageSize, offset: ((query.page ?? 1) - 1) * query.pageSize }
      : undefined;
  const rows = await repo.listPostSummaries(db, words, range);
  const images = await imageRefs(
    db,
    rows.map((r) => r.id),
  );
  return { posts: rows.map((row) => toSummary(row, images.get(row.id) ?? [])), total };
}

/** The whole post; content images become `src` + `srcset` of this post's image URLs. */
export async function getPost(db: Db, id: number): Promise<Post> {
  const row = await repo.findPost(db, id);
  if (!row) throw notFound(messages.post.notFound);
  const images = (await imageRefs(db, [id])).get(id) ?? [];
  const summary = toSummary(row, images);
  return { ...summary, content: resolveImageRefs(row.content, images) };
}

function columns(fields: PostFields, content: string) {
  return {
    title: fields.title,
    subtitle: fields.subtitle,
    reading_time: fields.reading_time,
    description: fields.description,
    content,
    tags: JSON.stringify(fields.tags),
    // Stored only while their switch is on (spec §5).
    link_button: fields.link_button?.isActive ? JSON.stringify(fields.link_button) : null,
    footer: fields.footer?.isActive ? JSON.stringify(fields.footer) : null,
    search_text: normalizeForSearch([fields.title, fields.description, ...fields.tags.map((t) => t.label)].join(' ')),
  };
}

/**
 * The original with its size, without variants: the background queue makes them (see
 * image-backfill.ts), and until then answers point at the original. The benchmark's seed uses
 * it too.
 */
export async function storeImage(trx: Db, postId: number, imageId: number, image: CheckedImage): Promise<void> {
  await repo.upsertImage(trx, { post_id: postId, image_id: imageId, ...image });
  await repo.deleteVariants(trx, postId, imageId);
}

function checkImageCount(count: number): void {
  if (count > LIMITS.imagesPerPost) throw validationFailed({ contentImages: messages.post.imagesTooMany });
}

export async function createPost(db: Db, input: PostInput, now: Date): Promise<number> {
  if (!input.cover) throw validationFailed({ image: messages.post.image });
  const cover = input.cover;
  const content = sanitizePostHtml(input.fields.content);
  // Content images the HTML never references would be unreachable: they are not stored.
  const used = [...referencedImageIds(content)].filter((id) => input.contentImages.has(id));
  checkImageCount(used.length + 1);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertPost(trx, { ...columns(input.fields, content), created_at: at, updated_at: at });
    await storeImage(trx, id, POST_COVER_IMAGE_ID, cover);
    for (const imageId of used) await storeImage(trx, id, imageId, input.contentImages.get(imageId)!);
    await bumpContentVersion(trx, 'posts');
    return id;
  });
}

/**
 * Replaces a post. Images sent now replace those with the same id; earlier ones stay while
 * the content still references them; the cover is always kept.
 */
export async function updatePost(db: Db, id: number, input: PostInput, now: Date): Promise<void> {
  const content = sanitizePostHtml(input.fields.content, { postId: id });
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findPost(trx, id))) throw notFound(messages.post.notFound);
    const existing = new Set((await repo.listImageMeta(trx, [id])).map((m) => m.image_id));
    if (!input.cover && !existing.has(POST_COVER_IMAGE_ID)) throw validationFailed({ image: messages.post.image });
    const keep = [POST_COVER_IMAGE_ID];
    for (const imageId of referencedImageIds(content)) {
      if (imageId !== POST_COVER_IMAGE_ID && (input.contentImages.has(imageId) || existing.has(imageId))) {
        keep.push(imageId);
      }
    }
    checkImageCount(keep.length);
    await repo.updatePost(trx, id, { ...columns(input.fields, content), updated_at: now.toISOString() });
    if (input.cover) await storeImage(trx, id, POST_COVER_IMAGE_ID, input.cover);
    for (const imageId of keep) {
      const upload = input.contentImages.get(imageId);
      if (upload && imageId !== POST_COVER_IMAGE_ID) await storeImage(trx, id, imageId, upload);
    }
    await repo.deleteImagesExcept(trx, id, keep);
    await bumpContentVersion(trx, 'posts');
  });
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    const found = await repo.deletePost(trx, id);
    if (found) await bumpContentVersion(trx, 'posts');
    return found;
  });
  if (!deleted) throw notFound(messages.post.notFound);
}

/** The stored hash of a post image (its ETag and URL version), or a 404. */
export async function getImageHash(db: Db, postId: number, imageId: number): Promise<string> {
  const hash = await repo.findImageHash(db, postId, imageId);
  if (!hash) throw notFound(messages.post.imageNotFound);
  return hash;
}

/** A post image's type and bytes, or a 404. */
export async function getImage(db: Db, postId: number, imageId: number) {
  const image = await repo.findImage(db, postId, imageId);
  if (!image) throw notFound(messages.post.imageNotFound);
  return image;
}

/** A resized variant of a post image with its original's hash (the URL version), or a 404. */
export async function getImageVariant(db: Db, key: { postId: number; imageId: number; format: string; width: number }) {
  const [originalHash, variant] = await Promise.all([
    repo.findImageHash(db, key.postId, key.imageId),
    repo.findVariant(db, key),
  ]);
  if (!originalHash || !variant) throw notFound(messages.post.imageNotFound);
  return { originalHash, ...variant };
}
