import { POST_COVER_IMAGE_ID, LIMITS } from '@vitrine/shared/constants';
import { normalizeForSearch } from '@vitrine/shared/format';
import { messages } from '@vitrine/shared/messages';
import type { Post, PostFields } from '@vitrine/shared/schemas';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { type CheckedImage, imageUrl } from './post-images';
import { referencedImageIds, resolveImageRefs, sanitizePostHtml } from './post-html';
import * as repo from './posts.repository';

export interface PostInput {
  fields: PostFields;
  /** The main image (id 1); required on create, kept when absent on update. */
  cover?: CheckedImage;
  /** Content images by id (2, 3, ...), referenced from the content as /images/{id}. */
  contentImages: Map<number, CheckedImage>;
}

export interface PostPage {
  posts: Post[];
  total: number;
}

function parseJson<T>(value: string | null): T | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

/** The wire shape: image URLs instead of bytes, content references resolved to them. */
function toPost(row: PostRow, images: repo.ImageMeta[]): Post {
  const refs = images.map((img) => ({ id: img.image_id, url: imageUrl(row.id, img.image_id, img.sha256) }));
  const urls = new Map(refs.map((r) => [r.id, r.url]));
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    reading_time: row.reading_time,
    description: row.description,
    content: resolveImageRefs(row.content, urls),
    tags: parseJson(row.tags) ?? [],
    link_button: parseJson(row.link_button),
    footer: parseJson(row.footer),
    images: refs,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function withImages(db: Db, rows: PostRow[]): Promise<Post[]> {
  const meta = await repo.listImageMeta(
    db,
    rows.map((r) => r.id),
  );
  const byPost = new Map<number, repo.ImageMeta[]>();
  for (const m of meta) byPost.set(m.post_id, [...(byPost.get(m.post_id) ?? []), m]);
  return rows.map((row) => toPost(row, byPost.get(row.id) ?? []));
}

/** Search words, normalised as search_text is: "Gestão  de" → ["gestao", "de"]. */
export function searchWords(search: string | undefined): string[] {
  return normalizeForSearch(search ?? '')
    .split(/[\s_]+/)
    .filter(Boolean)
    .slice(0, 10);
}

export async function listPosts(
  db: Db,
  query: { search?: string; page?: number; pageSize?: number },
): Promise<PostPage> {
  const words = searchWords(query.search);
  const total = await repo.countPosts(db, words);
  const range =
    query.pageSize !== undefined
      ? { limit: query.pageSize, offset: ((query.page ?? 1) - 1) * query.pageSize }
      : undefined;
  const rows = await repo.listPosts(db, words, range);
  return { posts: await withImages(db, rows), total };
}

export async function getPost(db: Db, id: number): Promise<Post> {
  const row = await repo.findPost(db, id);
  if (!row) throw notFound(messages.post.notFound);
  return (await withImages(db, [row]))[0]!;
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
    await repo.upsertImage(trx, { post_id: id, image_id: POST_COVER_IMAGE_ID, ...cover });
    for (const imageId of used) {
      await repo.upsertImage(trx, { post_id: id, image_id: imageId, ...input.contentImages.get(imageId)! });
    }
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
    if (input.cover) await repo.upsertImage(trx, { post_id: id, image_id: POST_COVER_IMAGE_ID, ...input.cover });
    for (const imageId of keep) {
      const upload = input.contentImages.get(imageId);
      if (upload && imageId !== POST_COVER_IMAGE_ID) {
        await repo.upsertImage(trx, { post_id: id, image_id: imageId, ...upload });
      }
    }
    await repo.deleteImagesExcept(trx, id, keep);
  });
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const deleted = await db.transaction().execute((trx) => repo.deletePost(trx, id));
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
