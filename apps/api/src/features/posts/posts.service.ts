import { messages } from '@vitrine/shared/messages';
import { imageVersion, postImageUrl } from '@vitrine/shared/post-images';
import type { Post, PostImageRef, PostListPage, PostSummary } from '@vitrine/shared/schemas';
import { postStatusAt, SLUG_PATTERN } from '@vitrine/shared/publishing';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { resolveImageRefs } from './post-html';
import * as repo from './posts.repository';
import * as imagesRepo from './post-images.repository';

/*
 * Reading posts: the wire shapes (summaries and whole posts with their images' addresses), the
 * public list and a public post by address, and the staff's list. The writes are in
 * post-publishing, post-revisions, post-previews and post-trash (*.service.ts), the images in
 * post-images.service.ts; routes write through cachedPostWrites (post-writes.service.ts).
 */

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
  const [images, variants] = await Promise.all([
    imagesRepo.listImageMeta(db, postIds),
    imagesRepo.listVariantMeta(db, postIds),
  ]);
  const variantsOf = new Map<string, imagesRepo.VariantMeta[]>();
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
      url: postImageUrl({ ...address, variant: { width: v.width, format: v.format } }),
      width: v.width,
      height: v.height,
      type: v.mime,
    }));
    byPost.set(img.post_id, [...(byPost.get(img.post_id) ?? []), ref]);
  }
  return byPost;
}

export function toSummary(row: repo.PostSummaryRow, images: PostImageRef[], now: Date): PostSummary {
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
    slug: row.slug,
    status: postStatusAt(row, now),
    publish_at: row.publish_at,
    ...(row.deleted_at ? { deleted_at: row.deleted_at } : {}),
  };
}

/** Summaries of these rows with their images, in the rows' order. */
export async function summariesOf(db: Db, rows: repo.PostSummaryRow[], now: Date): Promise<PostSummary[]> {
  const images = await imageRefs(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSummary(row, images.get(row.id) ?? [], now));
}

/** These posts' summaries in the order of `ids` (search results, already public), leaving out ids not found. */
export async function summariesById(db: Db, ids: number[], now: Date): Promise<PostSummary[]> {
  const rows = new Map((await repo.listPostSummariesById(db, ids)).map((row) => [row.id, row]));
  return summariesOf(
    db,
    ids.flatMap((id) => rows.get(id) ?? []),
    now,
  );
}

/** A tag slug as a filter: anything that is not one matches no post. */
const tagFilter = (tag: string | undefined) => (tag === undefined ? undefined : SLUG_PATTERN.test(tag) ? tag : '-');

/**
 * A page of the public posts (of one tag, by its slug, on a tag page),
 * the most recently published first. Public at `now` (posts.repository wherePublic).
 */
export async function listPosts(
  db: Db,
  query: { page?: number; pageSize?: number; tag?: string; now: Date },
): Promise<PostListPage> {
  const filter = { tag: tagFilter(query.tag), now: query.now };
  const total = await repo.countPosts(db, filter);
  const range =
    query.pageSize !== undefined
      ? { limit: query.pageSize, offset: ((query.page ?? 1) - 1) * query.pageSize }
      : undefined;
  const rows = await repo.listPostSummaries(db, filter, range);
  return { posts: await summariesOf(db, rows, query.now), total };
}

/** The next time a scheduled post goes public (ISO), or null: the public caches' deadline. */
export function nextPublishAt(db: Db, now: Date): Promise<string | null> {
  return repo.nextPublishAt(db, now);
}

/** Every live post for the staff, drafts and scheduled ones included, newest first; or the trash. */
export async function listStaffPosts(db: Db, now: Date, trash = false): Promise<PostSummary[]> {
  return summariesOf(db, await repo.listAllPostSummaries(db, trash), now);
}

export async function toPost(db: Db, row: PostRow, now: Date): Promise<Post> {
  const images = (await imageRefs(db, [row.id])).get(row.id) ?? [];
  return { ...toSummary(row, images, now), content: resolveImageRefs(row.content, images) };
}

/** Any post, whatever its status (the editor); a 404 when there is none. */
export async function getStaffPost(db: Db, id: number, now: Date): Promise<Post> {
  const row = await repo.findPost(db, id);
  if (!row) throw notFound(messages.post.notFound);
  return toPost(db, row, now);
}

/** How a public address names a post: its id (`/blog/12`) or a slug, current or earlier. */
export type PostRef = { id: number } | { slug: string };

export function parsePostRef(raw: string): PostRef | undefined {
  if (/^\d{1,15}$/.test(raw)) return { id: Number(raw) };
  return SLUG_PATTERN.test(raw) ? { slug: raw } : undefined;
}

/**
 * The public post an address names: by id, by current slug, or by one of its earlier slugs.
 * `current` is false when the address is not the post's own (/blog/{slug} answers 301 then).
 * Undefined when no public post answers to it: a draft or scheduled post is a 404 to visitors.
 */
export async function findPublicPost(
  db: Db,
  ref: PostRef,
  now: Date,
): Promise<{ post: Post; current: boolean } | undefined> {
  let row = await repo.findPublicPost(db, ref, now);
  if (!row && 'slug' in ref) {
    const id = await repo.findPostIdByOldSlug(db, ref.slug);
    if (id !== undefined) row = await repo.findPublicPost(db, { id }, now);
  }
  if (!row) return undefined;
  return { post: await toPost(db, row, now), current: 'slug' in ref && row.slug === ref.slug };
}

/** The whole public post (GET /api/posts/{id or slug}); content images become `src` + `srcset`. */
export async function getPost(db: Db, ref: PostRef | number, now: Date): Promise<Post> {
  const found = await findPublicPost(db, typeof ref === 'number' ? { id: ref } : ref, now);
  if (!found) throw notFound(messages.post.notFound);
  return found.post;
}
