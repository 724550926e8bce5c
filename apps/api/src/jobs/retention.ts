import type { RetentionRun } from '@vitrine/shared/lgpd';
import type { AppDeps } from '../deps';
import { purgeOldCounters } from '../features/analytics/analytics.service';
import { purgeAuditEntriesBefore } from '../features/audit/audit.service';
import { purgeContactsBefore } from '../features/contacts/contacts.service';
import { recordRetentionRun } from '../features/lgpd/retention.service';
import { purgeExpiredVerifications } from '../features/lgpd/subject-requests.service';
import { purgeExpiredSubscribers } from '../features/newsletter/newsletter.service';
import { POST_TRASH_DAYS, purgeTrashedPosts } from '../features/posts/posts.service';
import { purgeSentMailBefore } from '../mail/outbox';

const DAY_MS = 86_400_000;

export type RetentionCounts = Omit<RetentionRun, 'at'>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Deletes what is past its retention period (LGPD art. 15/16: no longer than needed; docs/PRODUCT.md §10):
 * contacts older than RETENTION_CONTACTS_DAYS, subscribers cancelled more than
 * RETENTION_CANCELLED_SUBSCRIBERS_DAYS ago, mail sent more than RETENTION_SENT_MAIL_DAYS ago
 * and audit entries older than AUDIT_RETENTION_DAYS; also the analytics day counters older than
 * the summary's longest range (MAX_SUMMARY_DAYS). Each feature deletes its own rows (its service);
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
  // Staff deletes can be undone for a while (issue 27): posts wait 30 days in the Lixeira.
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

export interface RetentionScheduler {
  start(): void;
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** One purge now (tests, and the first run at start). */
  runOnce(): Promise<RetentionCounts>;
}

/**
 * The server's own daily scheduler: a purge shortly after start, then every 24 h. The clock
 * is the injected one (deps.now), so tests drive it with a fixed date.
 */
export function createRetentionScheduler(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>,
  options: { intervalMs?: number; firstRunDelayMs?: number } = {},
): RetentionScheduler {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<RetentionCounts> | undefined;

  function runOnce(): Promise<RetentionCounts> {
    running ??= purgeExpired(deps, deps.now()).finally(() => {
      running = undefined;
    });
    return running;
  }
  const tick = () => {
    runOnce().catch((error: unknown) => deps.logger.error('retention.failed', { error: String(error) }));
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, options.intervalMs ?? DAY_MS);
      timer.unref();
      // Not during start-up itself: migrations and the first requests come first.
      first = setTimeout(tick, options.firstRunDelayMs ?? 60_000);
      first.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      timer = first = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
