import type { RetentionRun } from '@vitrine/shared/lgpd';
import type { AppDeps } from '../deps';
import { purgeOldCounters } from '../features/analytics/analytics.service';
import { purgeAuditEntriesBefore } from '../features/audit/audit.service';
import { purgeContactsBefore } from '../features/contacts/contacts.service';
import { recordRetentionRun } from '../features/lgpd/retention.service';
import { purgeExpiredVerifications } from '../features/lgpd/subject-requests.service';
import { purgeExpiredSubscribers } from '../features/newsletter/newsletter.service';
import { POST_TRASH_DAYS, purgeTrashedPosts } from '../features/posts/post-trash.service';
import { purgeSentMailBefore } from '../mail/outbox';
import { periodicJob, type PeriodicJob } from './periodic-job';
import { DAY_MS } from '@vitrine/shared/constants';

export type RetentionCounts = Omit<RetentionRun, 'at'>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Deletes what is past its retention period (LGPD art. 15/16: no longer than needed; docs/PRODUCT.md §10):
 * contacts older than RETENTION_CONTACTS_DAYS, subscribers cancelled more than
 * RETENTION_CANCELLED_SUBSCRIBERS_DAYS ago, mail sent more than RETENTION_SENT_MAIL_DAYS ago
 * and audit entries older than AUDIT_RETENTION_DAYS; also the analytics day counters older than
 * the summary's longest range (EVENTS_SUMMARY_MAX_DAYS, shared). Each feature deletes its own rows (its service);
 * this job only says when and how far back. Plain conditional deletes: running it twice, or in
 * several server processes at once, deletes each row once and nothing else.
 * Logs one line and records the run for the Privacidade (LGPD) screen.
 */
export async function purgeExpired(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  now: Date,
): Promise<RetentionCounts> {
  const { db, config } = deps;
  const contacts = await purgeContactsBefore(db, daysBefore(now, config.RETENTION_CONTACTS_DAYS));
  const subscribers = await purgeExpiredSubscribers(
    db,
    now,
    daysBefore(now, config.RETENTION_CANCELLED_SUBSCRIBERS_DAYS),
  );
  const mails = await purgeSentMailBefore(db, daysBefore(now, config.RETENTION_SENT_MAIL_DAYS));
  // Staff deletes can be undone for a while: posts wait 30 days in the Lixeira.
  const trashedPosts = await purgeTrashedPosts(db, daysBefore(now, POST_TRASH_DAYS));
  const audit = await purgeAuditEntriesBefore(db, daysBefore(now, config.AUDIT_RETENTION_DAYS));
  // Not personal data, so not in the LGPD screen's counts; kept only as long as the summary shows.
  const analyticsDays = await purgeOldCounters(db, now);
  await purgeExpiredVerifications(db, now);
  const counts: RetentionCounts = { contacts, subscribers, mails, audit };
  await recordRetentionRun(db, { at: now.toISOString(), ...counts });
  deps.logger.info('retention.purged', { ...counts, analyticsDays, trashedPosts });
  return counts;
}

export type RetentionScheduler = PeriodicJob<RetentionCounts>;

/**
 * The server's own daily scheduler: a purge shortly after start, then every 24 h. The clock
 * is the injected one (deps.now), so tests drive it with a fixed date.
 */
export function createRetentionScheduler(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>,
  options: { intervalMs?: number; firstRunDelayMs?: number } = {},
): RetentionScheduler {
  return periodicJob(() => purgeExpired(deps, deps.now()), {
    everyMs: options.intervalMs ?? DAY_MS,
    firstAfterMs: options.firstRunDelayMs ?? 60_000,
    onError: (error) => deps.logger.error('retention.failed', { error: String(error) }),
  });
}
