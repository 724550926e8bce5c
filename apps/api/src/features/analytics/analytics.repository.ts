import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One more event for (day, type, path): an upsert that PostgreSQL runs unchanged. */
export async function incrementDaily(db: Db, day: string, type: string, path: string): Promise<void> {
  await db
    .insertInto('analytics_daily')
    .values({ day, type, path, count: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'type', 'path']).doUpdateSet({ count: sql<number>`analytics_daily.count + 1` }),
    )
    .execute();
}

export function countsByDay(db: Db, fromDay: string, toDay: string) {
  return db
    .selectFrom('analytics_daily')
    .select(['day', 'type', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy(['day', 'type'])
    .execute();
}

/**
 * The current slug of the post an address names (its id in any spelling, its slug, or one of
 * its earlier slugs), or undefined when none does.
 */
export async function currentPostSlug(db: Db, ref: string): Promise<string | undefined> {
  if (/^\d{1,15}$/.test(ref)) {
    const row = await db.selectFrom('posts').select('slug').where('id', '=', Number(ref)).executeTakeFirst();
    return row?.slug;
  }
  const current = await db.selectFrom('posts').select('slug').where('slug', '=', ref).executeTakeFirst();
  if (current) return current.slug;
  const earlier = await db
    .selectFrom('post_slugs')
    .innerJoin('posts', 'posts.id', 'post_slugs.post_id')
    .select('posts.slug')
    .where('post_slugs.slug', '=', ref)
    .executeTakeFirst();
  return earlier?.slug;
}

/** Drops the counters of days before `firstKeptDay`; answers how many rows went. */
export async function purgeDaysBefore(db: Db, firstKeptDay: string): Promise<number> {
  const result = await db.deleteFrom('analytics_daily').where('day', '<', firstKeptDay).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The most viewed paths between two days (inclusive), most views first. */
export async function topPaths(db: Db, fromDay: string, toDay: string, limit: number) {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['path', (eb) => eb.fn.sum<number>('count').as('views')])
    .where('type', '=', 'pageview')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
}

/** The titles of the posts whose current slug is one of `slugs`. */
export async function postTitlesBySlug(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.selectFrom('posts').select(['slug', 'title']).where('slug', 'in', slugs).execute();
  return new Map(rows.map((row) => [row.slug, row.title]));
}
