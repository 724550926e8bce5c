import { ANALYTICS_EVENT_TYPES, DAY_MS } from '@vitrine/shared/constants';
import { EVENTS_SUMMARY_MAX_DAYS, type EventsSummary, type EventsSummaryDay } from '@vitrine/shared/schemas';
import { classifyPath, paths } from '@vitrine/shared/routes';
import type { Db } from '../../db/database';
import * as repo from './analytics.repository';

/** The dashboard's longest period (the shared query schema caps `dias` at it). */
export const MAX_SUMMARY_DAYS = EVENTS_SUMMARY_MAX_DAYS;
/** How many of the period's most viewed pages the dashboard lists. */
export const TOP_PAGES = 5;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The path an event is counted under: one of the site's own pages (the route table), as the
 * table writes it, or the current /blog/{slug} of a post that exists, however the address named
 * it (/blog/1, /blog/01, an earlier slug), so one post is one line; null for anything else. Any
 * path was counted before, so one address could add about 432,000 rows a day.
 */
async function countedPath(db: Db, path: string): Promise<string | null> {
  const where = classifyPath(path);
  if (where.kind === 'page') return where.page.path;
  const slug = where.kind === 'post' ? await repo.currentPostSlug(db, where.ref) : undefined;
  return slug ? `${paths.blog}/${slug}` : null;
}

/**
 * Counts one event per UTC day, type and page. Nothing about the visitor is stored; an event
 * for a path the site does not have is accepted and not counted. Answers whether it counted.
 */
export async function recordEvent(db: Db, event: { type: string; path: string }, now: Date): Promise<boolean> {
  const path = await countedPath(db, event.path);
  if (path === null) return false;
  await repo.incrementDaily(db, dayOf(now), event.type, path);
  return true;
}

/** The daily counters older than the summary can show go with the other retention jobs. */
export function purgeOldCounters(db: Db, now: Date): Promise<number> {
  return repo.purgeDaysBefore(db, dayOf(new Date(now.getTime() - (MAX_SUMMARY_DAYS - 1) * DAY_MS)));
}

/**
 * The last `days` UTC days up to today, every one present (zero when nothing happened), their
 * totals, and the period's most viewed pages.
 */
export async function summary(db: Db, days: number, today: Date): Promise<EventsSummary> {
  const first = new Date(today.getTime() - (days - 1) * DAY_MS);
  const [rows, topPages] = await Promise.all([
    repo.countsByDay(db, dayOf(first), dayOf(today)),
    repo.topPaths(db, dayOf(first), dayOf(today), TOP_PAGES),
  ]);
  const byDay = new Map<string, EventsSummaryDay>();
  const list: EventsSummaryDay[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = dayOf(new Date(first.getTime() + i * DAY_MS));
    const entry: EventsSummaryDay = { day, pageview: 0, contact: 0, newsletter: 0 };
    byDay.set(day, entry);
    list.push(entry);
  }
  const totals = { pageview: 0, contact: 0, newsletter: 0 };
  for (const row of rows) {
    const entry = byDay.get(row.day);
    const type = ANALYTICS_EVENT_TYPES.find((t) => t === row.type);
    if (!entry || !type) continue;
    entry[type] += Number(row.count);
    totals[type] += Number(row.count);
  }
  return { days: list, totals, topPages };
}
