import { LIMITS, POST_COVER_IMAGE_ID } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import type { PostPublishing } from '@vitrine/shared/schemas';
import { postStatusAt, type PostStatus, slugify } from '@vitrine/shared/publishing';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import * as search from '../search/search-index.service';
import { announcePublished, forgetAnnouncement } from './post-announcements.service';
import {
  columns,
  indexablePostOf,
  type Author,
  type PostInput,
  type PublishingChange,
  type RecordWith,
} from './post-fields';
import { referencedImageIds, sanitizePostHtml } from './post-html';
import { storeImage } from './post-images.service';
import { keepOriginalIfFirst, keepRevision, type RevisionKindOf } from './post-revisions.service';
import * as repo from './posts.repository';
import * as imagesRepo from './post-images.repository';
import * as previewsRepo from './post-previews.repository';

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

/** The kind a save's revision records: what it did to the post's visibility, or an edit. */
function revisionKindOf(change: PublishingChange, publishAt: string | null): RevisionKindOf {
  if (change === 'publish') return { kind: 'published' };
  if (change === 'schedule') return { kind: 'scheduled', at: publishAt };
  return { kind: 'edited' };
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
): Promise<{ id: number; change: PublishingChange }> {
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
    await search.indexPost(trx, id, indexablePostOf(input.fields, content));
    await storeImage(trx, id, POST_COVER_IMAGE_ID, cover);
    for (const imageId of used) await storeImage(trx, id, imageId, input.contentImages.get(imageId)!);
    const after = postStatusAt(publishing, now);

    await bumpContentVersion(trx, 'posts');
    const change = publishingChange('draft', after, false);
    if (author && after !== 'draft')
      await keepRevision(trx, id, author, now, revisionKindOf(change, publishing.publish_at));
    if (change === 'publish') await announcePublished(trx, { id, title: input.fields.title, slug }, now);
    const written = { id, change, slug };
    await record?.(trx, written);
    return written;
  });
}

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
    const existing = new Set((await imagesRepo.listImageMeta(trx, [id])).map((m) => m.image_id));
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
    await search.indexPost(trx, id, indexablePostOf(input.fields, content));
    if (input.cover) await storeImage(trx, id, POST_COVER_IMAGE_ID, input.cover);
    for (const imageId of keep) {
      const upload = input.contentImages.get(imageId);
      if (upload && imageId !== POST_COVER_IMAGE_ID) await storeImage(trx, id, imageId, upload);
    }
    await imagesRepo.deleteImagesExcept(trx, id, keep);
    const after = postStatusAt(publishing, now);
    const change = publishingChange(was, after, before.publish_at !== publishing.publish_at);
    if (was !== 'draft' || after !== 'draft') {
      await keepRevision(trx, id, author, now, revisionKindOf(change, publishing.publish_at));
    }
    // A preview is for a post not yet public: once it is (or was), its own address is the one to share.
    if (was === 'published' || after === 'published') await previewsRepo.revokePreviews(trx, id, now);
    await bumpContentVersion(trx, 'posts');
    if (change === 'publish') await announcePublished(trx, { id, title: input.fields.title, slug }, now);
    else if (after !== 'published') await forgetAnnouncement(trx, id);
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
    if (postStatusAt(before, now) === 'published') await previewsRepo.revokePreviews(trx, id, now);
    await repo.updatePost(trx, id, {
      status: 'draft',
      publish_at: null,
      announced_at: null,
      updated_at: now.toISOString(),
    });
    await bumpContentVersion(trx, 'posts');
    await record?.(trx);
  });
}
