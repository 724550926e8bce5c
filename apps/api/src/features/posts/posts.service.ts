import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS, LIMITS, POST_COVER_IMAGE_ID } from '@vitrine/shared/constants';
import { normalizeForSearch } from '@vitrine/shared/format';
import { messages } from '@vitrine/shared/messages';
import { imageVersion, type ImageVariantFormat, postImageUrl } from '@vitrine/shared/post-images';
import type {
  Post,
  PostFields,
  PostImageRef,
  PostListPage,
  PostPublishing,
  PostRevisionSummary,
  PostSummary,
} from '@vitrine/shared/schemas';
import { PREVIEW_LINK_DAYS, postStatusAt, type PostStatus, SLUG_PATTERN, slugify } from '@vitrine/shared/publishing';
import { bumpContentVersion, type ContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { notFound, validationFailed } from '../../http/errors';
import type { CheckedImage } from './post-images';
import { referencedImageIds, resolveImageRefs, sanitizePostHtml } from './post-html';
import * as repo from './posts.repository';
import {
  type Author,
  getRevision,
  keepOriginalIfFirst,
  keepRevision,
  type RevisionKindOf,
} from './post-revisions.service';
import type { PostRow } from '../../db/schema';
import * as search from '../search/search-index.service';
import { queueEvent } from '../webhooks/webhooks.service';

export interface PostInput {
  fields: PostFields;
  /** Status, publish_at and slug as the form sent them (no status: published now). */
  publishing?: PostPublishing;
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
      url: postImageUrl({ ...address, variant: { width: v.width, format: v.format } }),
      width: v.width,
      height: v.height,
      type: v.mime,
    }));
    byPost.set(img.post_id, [...(byPost.get(img.post_id) ?? []), ref]);
  }
  return byPost;
}

function toSummary(row: repo.PostSummaryRow, images: PostImageRef[], now: Date): PostSummary {
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

async function toPost(db: Db, row: PostRow, now: Date): Promise<Post> {
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

function columns(fields: PostFields, content: string) {
  return {
    title: fields.title,
    subtitle: fields.subtitle,
    reading_time: fields.reading_time,
    description: fields.description,
    content,
    tags: JSON.stringify(fields.tags),
    // Stored only while their switch is on (docs/PRODUCT.md §5).
    link_button: fields.link_button?.isActive ? JSON.stringify(fields.link_button) : null,
    footer: fields.footer?.isActive ? JSON.stringify(fields.footer) : null,
    search_text: normalizeForSearch([fields.title, fields.description, ...fields.tags.map((t) => t.label)].join(' ')),
    tag_slugs: fields.tags.length ? ` ${fields.tags.map((t) => slugify(t.label)).join(' ')} ` : '',
  };
}

/**
 * What a route records about a write (its audit entry), run inside the write's transaction:
 * a write whose entry cannot be stored does not happen either.
 */
export type RecordWith<T = void> = (trx: Db, written: T) => Promise<void>;

export type { Author } from './post-revisions.service';
export { getRevision, listRevisions } from './post-revisions.service';

/** What a save did to the post's visibility, for the audit log. */
export type PublishingChange = 'publish' | 'schedule' | 'unpublish' | undefined;

/**
 * The stored status and publish time a form asks for. No status is "published now" (older
 * clients); published keeps the time of a post that is already public; scheduled needs a
 * future time; a draft has none.
 */
function storedPublishing(
  publishing: PostPublishing | undefined,
  now: Date,
  before: Pick<PostRow, 'status' | 'publish_at'> | undefined,
): { status: repo.StoredStatus; publish_at: string | null } {
  const status = publishing?.status ?? 'published';
  if (status === 'draft') return { status: 'draft', publish_at: null };
  if (status === 'scheduled') {
    const at = new Date(publishing!.publish_at!);
    if (at.getTime() <= now.getTime()) throw validationFailed({ publish_at: messages.post.publishAtPast });
    return { status: 'published', publish_at: at.toISOString() };
  }
  const alreadyPublic = before && postStatusAt(before, now) === 'published';
  return { status: 'published', publish_at: alreadyPublic ? before.publish_at : now.toISOString() };
}

/** post.published, in the transaction that made the post public (scheduled posts are announced when saved public). */
async function announcePublished(trx: Db, id: number, title: string, slug: string, now: Date): Promise<void> {
  await queueEvent(
    trx,
    'post.published',
    { id, title, slug, path: `/blog/${slug}`, published_at: now.toISOString() },
    now,
  );
}

function publishingChange(before: PostStatus, after: PostStatus, timeMoved: boolean): PublishingChange {
  if (after === 'published' && before !== 'published') return 'publish';
  if (after === 'scheduled' && (before !== 'scheduled' || timeMoved)) return 'schedule';
  if (after === 'draft' && before !== 'draft') return 'unpublish';
  return undefined;
}

/**
 * A free slug for the post: the one asked for (or the title's), with -2, -3 … when another post
 * has it now or had it before.
 */
async function freeSlug(trx: Db, wanted: string | undefined, title: string, postId: number | undefined) {
  const base = slugify(wanted || title) || slugify(`post ${title}`) || 'post';
  let slug = base;
  for (let n = 2; await repo.slugTaken(trx, slug, postId); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The kind a save's revision records: what it did to the post's visibility, or an edit. */
function revisionKindOf(change: PublishingChange, publishAt: string | null): RevisionKindOf {
  if (change === 'publish') return { kind: 'published' };
  if (change === 'schedule') return { kind: 'scheduled', at: publishAt };
  return { kind: 'edited' };
}

/** What search indexes of a post being written (the same transaction keeps both in step). */
export function searchDocumentOf(fields: PostFields, content: string): search.SearchDocument {
  return search.searchDocument({ ...fields, tags: JSON.stringify(fields.tags), content });
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

/**
 * Creates a post; answers its id and what it did to visibility. `author` is who saved (no
 * revision for the demo seed, which has none).
 */
export async function createPost(
  db: Db,
  input: PostInput,
  now: Date,
  author?: Author,
  record?: RecordWith<{ id: number; change: PublishingChange; slug: string }>,
): Promise<{ id: number; change: PublishingChange; slug: string }> {
  if (!input.cover) throw validationFailed({ image: messages.post.image });
  const cover = input.cover;
  const content = sanitizePostHtml(input.fields.content);
  // Content images the HTML never references would be unreachable: they are not stored.
  const used = [...referencedImageIds(content)].filter((id) => input.contentImages.has(id));
  checkImageCount(used.length + 1);
  const at = now.toISOString();
  const publishing = storedPublishing(input.publishing, now, undefined);
  return db.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, input.publishing?.slug, input.fields.title, undefined);
    const id = await repo.insertPost(trx, {
      ...columns(input.fields, content),
      ...publishing,
      slug,
      created_at: at,
      updated_at: at,
    });
    await search.indexPost(trx, id, searchDocumentOf(input.fields, content));
    await storeImage(trx, id, POST_COVER_IMAGE_ID, cover);
    for (const imageId of used) await storeImage(trx, id, imageId, input.contentImages.get(imageId)!);
    const after = postStatusAt(publishing, now);
    const change = publishingChange('draft', after, false);
    if (author && after !== 'draft')
      await keepRevision(trx, id, author, now, revisionKindOf(change, publishing.publish_at));
    await bumpContentVersion(trx, 'posts');
    if (change === 'publish') await announcePublished(trx, id, input.fields.title, slug, now);
    const written = { id, change, slug };
    await record?.(trx, written);
    return written;
  });
}

/**
 * Replaces a post. Images sent now replace those with the same id; earlier ones stay while
 * the content still references them; the cover is always kept.
 */
/**
 * Replaces a post. Images sent now replace those with the same id; earlier ones stay while
 * the content still references them; the cover is always kept. A save
 * of a post that is or was published or scheduled keeps a revision. A slug change keeps the
 * old slug, which then answers 301.
 */
export async function updatePost(
  db: Db,
  id: number,
  input: PostInput,
  now: Date,
  author: Author,
  record?: RecordWith<{ change: PublishingChange; slug: string }>,
): Promise<PublishingChange> {
  const content = sanitizePostHtml(input.fields.content, { postId: id });
  return db.transaction().execute(async (trx) => {
    const before = await repo.findPost(trx, id);
    if (!before) throw notFound(messages.post.notFound);
    const publishing = storedPublishing(input.publishing, now, before);
    const was = postStatusAt(before, now);
    // A public post with no history yet: the version this save replaces stays restorable.
    if (was !== 'draft') await keepOriginalIfFirst(trx, before);
    const existing = new Set((await repo.listImageMeta(trx, [id])).map((m) => m.image_id));
    if (!input.cover && !existing.has(POST_COVER_IMAGE_ID)) throw validationFailed({ image: messages.post.image });
    const keep = [POST_COVER_IMAGE_ID];
    for (const imageId of referencedImageIds(content)) {
      if (imageId !== POST_COVER_IMAGE_ID && (input.contentImages.has(imageId) || existing.has(imageId))) {
        keep.push(imageId);
      }
    }
    checkImageCount(keep.length);
    // No slug field (older clients): the post keeps its address; an empty one: from the title.
    const wanted = input.publishing?.slug;
    const slug = await freeSlug(trx, wanted === undefined ? before.slug : wanted, input.fields.title, id);
    if (slug !== before.slug) await repo.moveSlug(trx, id, before.slug, slug);
    await repo.updatePost(trx, id, {
      ...columns(input.fields, content),
      ...publishing,
      slug,
      updated_at: now.toISOString(),
    });
    await search.indexPost(trx, id, searchDocumentOf(input.fields, content));
    if (input.cover) await storeImage(trx, id, POST_COVER_IMAGE_ID, input.cover);
    for (const imageId of keep) {
      const upload = input.contentImages.get(imageId);
      if (upload && imageId !== POST_COVER_IMAGE_ID) await storeImage(trx, id, imageId, upload);
    }
    await repo.deleteImagesExcept(trx, id, keep);
    const after = postStatusAt(publishing, now);
    const change = publishingChange(was, after, before.publish_at !== publishing.publish_at);
    if (was !== 'draft' || after !== 'draft') {
      await keepRevision(trx, id, author, now, revisionKindOf(change, publishing.publish_at));
    }
    // A preview is for a post not yet public: once it is (or was), its own address is the one to share.
    if (was === 'published' || after === 'published') await repo.revokePreviews(trx, id, now);
    await bumpContentVersion(trx, 'posts');
    if (change === 'publish') await announcePublished(trx, id, input.fields.title, slug, now);
    await record?.(trx, { change, slug });
    return change;
  });
}

/** Turns a post back into a draft ("Despublicar"). */
export async function unpublishPost(db: Db, id: number, now: Date, record?: RecordWith): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findPost(trx, id);
    if (!before) throw notFound(messages.post.notFound);
    // Published by the clock (scheduled) with no write: its links die now, before it is a draft again.
    if (postStatusAt(before, now) === 'published') await repo.revokePreviews(trx, id, now);
    await repo.updatePost(trx, id, { status: 'draft', publish_at: null, updated_at: now.toISOString() });
    await bumpContentVersion(trx, 'posts');
    await record?.(trx);
  });
}

/**
 * Brings a revision's text back (title, subtitle, reading time, description, tags, button,
 * footer, content) as a new revision. Status, publish time, slug and images stay as they are.
 */
export async function restoreRevision(
  db: Db,
  postId: number,
  revisionId: number,
  now: Date,
  author: Author,
  record?: RecordWith<PostRevisionSummary>,
): Promise<void> {
  const revision = await getRevision(db, postId, revisionId);
  const { slug: _slug, ...fields } = revision.fields;
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findPost(trx, postId))) throw notFound(messages.post.notFound);
    const restored = { ...fields, content: revision.content };
    await repo.updatePost(trx, postId, { ...columns(restored, revision.content), updated_at: now.toISOString() });
    await search.indexPost(trx, postId, searchDocumentOf(restored, revision.content));
    await keepRevision(trx, postId, author, now, { kind: 'restored', at: revision.created_at });
    await bumpContentVersion(trx, 'posts');
    await record?.(trx, revision);
  });
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new preview link's token: 32 random bytes (base64url), stored only as its hash. Works for
 * PREVIEW_LINK_DAYS, until revoked, or until the post is public.
 */
export async function createPreview(
  db: Db,
  postId: number,
  now: Date,
  author: Author,
): Promise<{ token: string; expires_at: string }> {
  if (!(await repo.findPost(db, postId))) throw notFound(messages.post.notFound);
  const token = randomBytes(32).toString('base64url');
  const expires_at = new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS).toISOString();
  await repo.insertPreview(db, {
    token_hash: tokenHash(token),
    post_id: postId,
    created_at: now.toISOString(),
    expires_at,
    created_by: author.id,
  });
  return { token, expires_at };
}

export async function revokePreviews(db: Db, postId: number, now: Date): Promise<number> {
  if (!(await repo.findPost(db, postId))) throw notFound(messages.post.notFound);
  return repo.revokePreviews(db, postId, now);
}

/** The post a preview token shows, as the public page will; undefined for a dead link. */
export async function findPreviewPost(db: Db, token: string, now: Date): Promise<Post | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const preview = await repo.findLivePreview(db, tokenHash(token), now);
  const row = preview && (await repo.findPost(db, preview.post_id));
  // Once public, the post's own address is the one to share: the link has done its job (and
  // dies for good: unpublishing does not bring it back). In the trash, the post is nobody's.
  if (!row || row.deleted_at) return undefined;
  if (postStatusAt(row, now) === 'published') {
    await repo.revokePreviews(db, row.id, now);
    return undefined;
  }
  return toPost(db, row, now);
}

/** How long a deleted post waits in the trash (Lixeira) before the retention job removes it. */
export const POST_TRASH_DAYS = 30;

/**
 * Moves a post to the trash: it leaves every public surface at once (publicPostCondition), keeps
 * its slugs reserved and its search entry (the search filters through the same rule), so
 * restoring it puts everything back as it was.
 */
export async function deletePost(db: Db, id: number, now: Date, record?: RecordWith): Promise<void> {
  await setTrashed(db, id, now.toISOString(), record);
}

/** Takes a post out of the trash (the snackbar's "Desfazer", or "Restaurar" in the Lixeira). */
export async function restorePost(db: Db, id: number, record?: RecordWith): Promise<void> {
  await setTrashed(db, id, null, record);
}

async function setTrashed(db: Db, id: number, deletedAt: string | null, record?: RecordWith): Promise<void> {
  const changed = await db.transaction().execute(async (trx) => {
    const found = await repo.setPostDeletedAt(trx, id, deletedAt);
    if (!found) return false;
    // A preview dies with the trash; restoring the post does not bring its links back.
    if (deletedAt) await repo.revokePreviews(trx, id, new Date(deletedAt));
    await bumpContentVersion(trx, 'posts');
    await record?.(trx);
    return true;
  });
  if (!changed) throw notFound(messages.post.notFound);
}

/** Removes for good the posts in the trash since before `before`; answers how many went. */
export async function purgeTrashedPosts(db: Db, before: string): Promise<number> {
  const ids = await repo.listTrashedPostIdsBefore(db, before);
  for (const id of ids) {
    await db.transaction().execute(async (trx) => {
      await search.removePost(trx, id);
      await repo.deletePost(trx, id);
    });
  }
  return ids.length;
}

/**
 * The stored hash of a post image (its ETag and URL version) and whether its post is public,
 * or a 404. An image of a post that is not public (a draft, a scheduled post) answers only to
 * an address carrying its version (`?v=`), which only its editors and its preview link are
 * given: post ids are sequential and can be counted, image hashes cannot be guessed.
 */
export async function getImageHash(
  db: Db,
  key: { postId: number; imageId: number; version: string | undefined },
  now: Date,
): Promise<{ hash: string; isPublic: boolean }> {
  const found = await repo.findImageHash(db, key.postId, key.imageId);
  if (!found) throw notFound(messages.post.imageNotFound);
  const isPublic = found.publicFrom !== null && found.publicFrom <= now.getTime();
  if (!isPublic && key.version !== imageVersion(found.sha256)) throw notFound(messages.post.imageNotFound);
  return { hash: found.sha256, isPublic };
}

/** A post image's type and bytes, or a 404. */
export async function getImage(db: Db, postId: number, imageId: number) {
  const image = await repo.findImage(db, postId, imageId);
  if (!image) throw notFound(messages.post.imageNotFound);
  return image;
}

/**
 * A resized variant of a post image with its original's hash (the URL version) and whether its
 * post is public, or a 404; not public, only to an address carrying the version (getImageHash).
 */
export async function getImageVariant(
  db: Db,
  key: { postId: number; imageId: number; format: ImageVariantFormat; width: number; version: string | undefined },
  now: Date,
) {
  const [original, variant] = await Promise.all([getImageHash(db, key, now), repo.findVariant(db, key)]);
  if (!variant) throw notFound(messages.post.imageNotFound);
  return { originalHash: original.hash, isPublic: original.isPublic, ...variant };
}

/**
 * The post writes as the routes use them: each bumps the posts' version in its own transaction
 * (every process sees it at its next read) and then this process's read cache at once, so no
 * route has to remember the second step (docs/ARCHITECTURE.md §6).
 */
export function cachedPostWrites(db: Db, version: Pick<ContentVersion, 'bumpLocal'>) {
  const thenBump =
    <A extends unknown[], R>(write: (db: Db, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(db, ...args);
      version.bumpLocal();
      return result;
    };
  return {
    createPost: thenBump(createPost),
    updatePost: thenBump(updatePost),
    unpublishPost: thenBump(unpublishPost),
    restoreRevision: thenBump(restoreRevision),
    deletePost: thenBump(deletePost),
    restorePost: thenBump(restorePost),
  };
}
