import { type Insertable, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { setDeletedAt } from '../../db/soft-delete';
import type { PostRow, PostsTable } from '../../db/schema';

/**
 * The visibility rule as a query condition: the database's form of `publicFrom`
 * (packages/shared/src/publishing.ts, where the rule is stated; visibility.test.ts holds the two
 * to the same answers). A post is public when it is published and its publish time has passed,
 * decided at read time with the caller's clock. Every public surface
 * (lists, counts, a post by id or slug, search, blog pages, sitemap, RSS) filters through it.
 * Written against qualified columns (`posts.` or the alias given), so it also fits queries that
 * join other tables (search). A post in the trash (`deleted_at` set) is never public.
 */
export function publicPostCondition(now: Date, table = 'posts'): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${column('status')} = 'published' and ${column('publish_at')} <= ${now.toISOString()} and ${column('deleted_at')} is null)`;
}

/** Adds the visibility rule to any posts query: `wherePublic(db.selectFrom('posts')…, now)`. */
export function wherePublic<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  now: Date,
): SelectQueryBuilder<DB, TB, O> {
  return qb.where(publicPostCondition(now));
}

/** The stored statuses; `scheduled` on the wire is a published post whose time has not come. */
export type StoredStatus = 'draft' | 'published';

// Each list is both what the query selects and what its rows are typed as, so the two cannot drift.

/** A post without its content: what the list shows. Reading it never touches the post bodies. */
export type PostSummaryRow = Omit<PostRow, 'content' | 'search_text' | 'tag_slugs' | 'announced_at'>;

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'subtitle',
  'reading_time',
  'description',
  'tags',
  'link_button',
  'footer',
  'created_at',
  'updated_at',
  'slug',
  'status',
  'publish_at',
  'deleted_at',
] as const;

/** Which public posts a list or count covers: a tag's slug and the reader's clock (search has its own index). */
export interface PublicFilter {
  tag?: string;
  now: Date;
}

/** Public posts (carrying the tag, for a tag page). */
function filtered(db: Db, filter: PublicFilter) {
  const query = wherePublic(db.selectFrom('posts'), filter.now);
  // A tag slug holds only [a-z0-9-] (the service checks it): nothing in it is a LIKE wildcard.
  return filter.tag ? query.where('tag_slugs', 'like', `% ${filter.tag} %`) : query;
}

/** How many public posts match. */
export async function countPosts(db: Db, filter: PublicFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.count<number>('id').as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Public posts, the most recently published first. */
export function listPostSummaries(
  db: Db,
  filter: PublicFilter,
  range?: { limit: number; offset: number },
): Promise<PostSummaryRow[]> {
  let query = filtered(db, filter).select(SUMMARY_COLUMNS).orderBy('publish_at', 'desc').orderBy('id', 'desc');
  if (range) query = query.limit(range.limit).offset(range.offset);
  return query.execute();
}

/** The summaries of these posts, in no particular order (search results are put in theirs). */
export function listPostSummariesById(db: Db, ids: number[]): Promise<PostSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('posts').select(SUMMARY_COLUMNS).where('id', 'in', ids).execute();
}

/** Every live post, drafts and scheduled ones too (the staff's list), or those in the trash. */
export function listAllPostSummaries(db: Db, trash = false): Promise<PostSummaryRow[]> {
  return db
    .selectFrom('posts')
    .select(SUMMARY_COLUMNS)
    .where('deleted_at', trash ? 'is not' : 'is', null)
    .orderBy(trash ? 'deleted_at' : 'id', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A post whatever its status (the editor, the preview); public reads use findPublicPost. */
export function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A public post by its id or its current slug. */
export function findPublicPost(db: Db, ref: { id: number } | { slug: string }, now: Date) {
  const query = wherePublic(db.selectFrom('posts').selectAll(), now);
  return ('id' in ref ? query.where('id', '=', ref.id) : query.where('slug', '=', ref.slug)).executeTakeFirst();
}

/** The post an earlier slug belonged to. */
export async function findPostIdByOldSlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('post_slugs').select('post_id').where('slug', '=', slug).executeTakeFirst();
  return row?.post_id;
}

/** True when another post has this slug now or had it before (its old links must keep working). */
export async function slugTaken(db: Db, slug: string, exceptPostId: number | undefined): Promise<boolean> {
  const [current, old] = await Promise.all([
    db.selectFrom('posts').select('id').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('post_slugs').select('post_id').where('slug', '=', slug).executeTakeFirst(),
  ]);
  return (current !== undefined && current.id !== exceptPostId) || (old !== undefined && old.post_id !== exceptPostId);
}

/** Keeps a slug the post leaves behind; a slug it takes back stops being an old one. */
export async function moveSlug(db: Db, postId: number, from: string, to: string): Promise<void> {
  await db.deleteFrom('post_slugs').where('slug', '=', to).where('post_id', '=', postId).execute();
  await db.insertInto('post_slugs').values({ slug: from, post_id: postId }).execute();
}

/** The earliest publish time still ahead of `now` (a scheduled post), or null. */
export async function nextPublishAt(db: Db, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.min<string>('publish_at').as('next'))
    .where('status', '=', 'published')
    .where('publish_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.next ?? null;
}

/** Public posts whose publication was not announced yet (a scheduled post whose time came), oldest first. */
export function unannouncedPublicPosts(db: Db, now: Date, limit: number): Promise<Array<{ id: number }>> {
  return db
    .selectFrom('posts')
    .select('id')
    .where('announced_at', 'is', null)
    .where(publicPostCondition(now))
    .orderBy('publish_at')
    .limit(limit)
    .execute();
}

/**
 * Marks a public, unannounced post as announced; answers it, or undefined when it was no
 * longer either. One conditional update: of two processes claiming together, the second
 * finds the row already marked (PostgreSQL re-reads it after the first commits), so only
 * one announces.
 */
export function claimAnnouncement(
  db: Db,
  id: number,
  now: Date,
): Promise<Pick<PostRow, 'id' | 'title' | 'slug' | 'publish_at'> | undefined> {
  return db
    .updateTable('posts')
    .set({ announced_at: now.toISOString() })
    .where('id', '=', id)
    .where('announced_at', 'is', null)
    .where(publicPostCondition(now))
    .returning(['id', 'title', 'slug', 'publish_at'])
    .executeTakeFirst();
}

export async function insertPost(db: Db, post: Insertable<PostsTable>): Promise<number> {
  const row = await db.insertInto('posts').values(post).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePost(db: Db, id: number, changes: Updateable<PostsTable>): Promise<void> {
  await db.updateTable('posts').set(changes).where('id', '=', id).execute();
}

/** Moves a post to the trash, or out of it (`deletedAt` null); answers false when no post changed. */
export function setPostDeletedAt(db: Db, id: number, deletedAt: string | null): Promise<boolean> {
  return setDeletedAt(db, 'posts', id, deletedAt);
}

/** The posts in the trash since before this instant (the retention job purges them). */
export async function listTrashedPostIdsBefore(db: Db, before: string): Promise<number[]> {
  const rows = await db.selectFrom('posts').select('id').where('deleted_at', '<', before).execute();
  return rows.map((row) => row.id);
}

/** Deletes a post and its images for good; answers false when there was no such post. */
export async function deletePost(db: Db, id: number): Promise<boolean> {
  // Dependent rows first: the foreign key cascades on SQLite, but not every setup enables it.
  for (const table of [
    'post_image_variants',
    'post_images',
    'post_slugs',
    'post_revisions',
    'post_previews',
  ] as const) {
    await db.deleteFrom(table).where('post_id', '=', id).execute();
  }
  const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
