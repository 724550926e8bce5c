import { ANALYTICS_EVENT_TYPES, DAY_MS } from '@vitrine/shared/constants';
import { EVENTS_SUMMARY_MAX_DAYS, type EventsSummary, type EventsSummaryDay } from '@vitrine/shared/schemas';
import { classifyPath, paths } from '@vitrine/shared/routes';
import type { Db } from '../../db/database';
import * as repo from './analytics.repository';
import { sourceLabel } from '@vitrine/shared/lead-source';
import * as contacts from '../contacts/contacts.service';
import * as newsletter from '../newsletter/newsletter.service';
import { failingNotices } from '../webhooks/webhooks.service';

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
  return repo.purgeDaysBefore(db, dayOf(new Date(now.getTime() - (EVENTS_SUMMARY_MAX_DAYS - 1) * DAY_MS)));
}

/**
 * The last `days` UTC days up to today, every one present (zero when nothing happened), their
 * totals, and the period's most viewed pages.
 */
export async function summary(
  db: Db,
  days: number,
  today: Date,
  options: { inbox: boolean } = { inbox: false },
): Promise<EventsSummary> {
  const first = new Date(today.getTime() - (days - 1) * DAY_MS);
  const { from, to } = periodBounds(first, today);
  const [rows, topPaths, inbox] = await Promise.all([
    repo.countsByDay(db, dayOf(first), dayOf(today)),
    repo.topPaths(db, dayOf(first), dayOf(today), TOP_PAGES),
    contacts.inboxFigures(db, from, to),
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
    // Contacts are counted from the inbox below: a beacon can be blocked, or sent for a form
    // whose contact was never stored, so its counter disagreed with Contatos.
    if (!entry || !type || type === 'contact') continue;
    entry[type] += Number(row.count);
    totals[type] += Number(row.count);
  }
  for (const day of inbox.receivedDays) {
    const entry = byDay.get(day);
    if (!entry) continue;
    entry.contact += 1;
    totals.contact += 1;
  }
  const leads = await leadsOfPeriod(db, from, to);
  const titles = await pageTitles(db, [...topPaths.map((p) => p.path), ...leads.leadsByPost.map((p) => p.path)]);
  return {
    days: list,
    totals,
    topPages: topPaths.map((page) => ({ ...page, title: titles.get(page.path) ?? page.path })),
    leadsBySource: leads.leadsBySource,
    leadsByPost: leads.leadsByPost.map((post) => ({ ...post, title: titles.get(post.path) ?? post.path })),
    webhookNotices: await failingNotices(db),
    unreadContacts: options.inbox ? inbox.unread : null,
  };
}

/** The period as the ISO instants the stored dates are compared with: [first day 00:00Z, tomorrow 00:00Z). */
function periodBounds(first: Date, today: Date) {
  return {
    from: `${dayOf(first)}T00:00:00.000Z`,
    to: `${dayOf(new Date(today.getTime() + DAY_MS))}T00:00:00.000Z`,
  };
}

/**
 * What a person calls each path: a site page's name from the route table ("Início", "HCM") or a
 * post's title; a post whose current slug changed since keeps its path.
 */
async function pageTitles(db: Db, list: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const postSlugs = new Map<string, string>();
  for (const path of new Set(list)) {
    const where = classifyPath(path);
    if (where.kind === 'page') titles.set(path, where.page.name);
    else if (where.kind === 'post') postSlugs.set(where.ref, path);
  }
  const posts = await repo.postTitlesBySlug(db, [...postSlugs.keys()]);
  for (const [slug, path] of postSlugs) {
    const title = posts.get(slug);
    if (title) titles.set(path, title);
  }
  return titles;
}

/** How many of each key, most first (ties by key), at most `limit`. */
function ranked<K extends string>(keys: string[], limit: number, name: K) {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([key, leads]) => ({ [name]: key, leads }) as Record<K, string> & { leads: number });
}

/**
 * Contacts and subscriptions of the period by where they came from, and by the post that
 * brought them (the visit's landing page when it was a post, else the post the form was on).
 */
async function leadsOfPeriod(db: Db, from: string, to: string) {
  const rows = [
    ...(await contacts.leadSourcesBetween(db, from, to)),
    ...(await newsletter.leadSourcesBetween(db, from, to)),
  ];
  const bySource = rows.map((r) =>
    sourceLabel({ utm_source: r.source_utm_source, utm_medium: r.source_utm_medium, referrer: r.source_referrer }),
  );
  const isPost = (path: string | null) => path !== null && classifyPath(path).kind === 'post';
  const posts = rows
    .map((r) => (isPost(r.source_landing) ? r.source_landing : isPost(r.source_page) ? r.source_page : null))
    .filter((p): p is string => p !== null);
  return { leadsBySource: ranked(bySource, 10, 'source'), leadsByPost: ranked(posts, 10, 'path') };
}
