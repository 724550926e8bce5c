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

/** Whether a post answers to this slug or id (an event's /blog/{ref} must name one). */
export async function postExists(db: Db, ref: string): Promise<boolean> {
  // A post's address holds its slug, or its id in links older than slugs.
  const byRef = /^\d{1,15}$/.test(ref)
    ? db.selectFrom('posts').where('id', '=', Number(ref))
    : db.selectFrom('posts').where('slug', '=', ref);
  return (await byRef.select('id').executeTakeFirst()) !== undefined;
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
