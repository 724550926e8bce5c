import type { RetentionRun } from '@vitrine/shared/lgpd';
import type { AppDeps } from '../deps';
import { purgeOldCounters } from '../features/analytics/analytics.service';
import { purgeAuditBefore } from '../features/audit/audit.repository';
import { UNCONFIRMED_TTL_MS } from '../features/newsletter/newsletter.service';
import { deleteExpiredVerifications } from '../features/lgpd/subject-requests.repository';
import { POST_TRASH_DAYS, purgeTrashedPosts } from '../features/posts/posts.service';
import { DAY_MS } from '@vitrine/shared/constants';

export type RetentionCounts = Omit<RetentionRun, 'at'>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Deletes what is past its retention period (LGPD art. 15/16: no longer than needed):
 * contacts older than RETENTION_CONTACTS_DAYS, subscribers cancelled more than
 * RETENTION_CANCELLED_SUBSCRIBERS_DAYS ago, mail sent more than RETENTION_SENT_MAIL_DAYS ago
 * and audit entries older than AUDIT_RETENTION_DAYS; also the analytics day counters older than
 * the summary's longest range (MAX_SUMMARY_DAYS). Plain conditional deletes: running it
 * twice, or in several server processes at once, deletes each row once and nothing else.
 * Logs one line and records the run for the Privacidade (LGPD) screen.
 */
export async function purgeExpired(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  now: Date,
): Promise<RetentionCounts> {
  const { db, config } = deps;
  const contacts = await db
    .deleteFrom('contacts')
    .where('create_date', '<', daysBefore(now, config.RETENTION_CONTACTS_DAYS))
    .executeTakeFirst();
  const subscribers = await db
    .deleteFrom('newsletter_subscribers')
    .where('ativo', '=', 0)
    .where('data_cancelamento', 'is not', null)
    .where('data_cancelamento', '<', daysBefore(now, config.RETENTION_CANCELLED_SUBSCRIBERS_DAYS))
    .executeTakeFirst();
  // Double opt-in: a signup never confirmed within 7 days goes (it never consented to anything).
  const unconfirmed = await db
    .deleteFrom('newsletter_subscribers')
    .where('awaiting_confirmation', '=', 1)
    .where('consent_at', '<', new Date(now.getTime() - UNCONFIRMED_TTL_MS).toISOString())
    .executeTakeFirst();
  const mails = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', daysBefore(now, config.RETENTION_SENT_MAIL_DAYS))
    .executeTakeFirst();
  // Staff deletes can be undone for a while (issue 27): posts wait 30 days in the Lixeira,
  // a deleted subscriber a day (long past the snackbar's "Desfazer"); then they go for good.
  const trashedPosts = await purgeTrashedPosts(db, daysBefore(now, POST_TRASH_DAYS));
  const deletedSubscribers = await db
    .deleteFrom('newsletter_subscribers')
    .where('deleted_at', '<', daysBefore(now, 1))
    .executeTakeFirst();
  const audit = await purgeAuditBefore(db, daysBefore(now, config.AUDIT_RETENTION_DAYS));
  // Not personal data, so not in the LGPD screen's counts; kept only as long as the summary shows.
  const analyticsDays = await purgeOldCounters(db, now);
  // Unconfirmed requests from the /lgpd form whose link expired hold a name and an address for nothing.
  await deleteExpiredVerifications(db, now.toISOString());
  const counts: RetentionCounts = {
    contacts: Number(contacts.numDeletedRows),
    subscribers:
      Number(subscribers.numDeletedRows) +
      Number(unconfirmed.numDeletedRows) +
      Number(deletedSubscribers.numDeletedRows),
    mails: Number(mails.numDeletedRows),
    audit,
  };
  await db
    .insertInto('retention_runs')
    .values({ at: now.toISOString(), ...counts })
    .execute();
  deps.logger.info('retention.purged', { ...counts, analyticsDays, trashedPosts });
  return counts;
}

/** The most recent runs, newest first (the Privacidade screen shows them). */
export async function recentRetentionRuns(deps: Pick<AppDeps, 'db'>, limit = 30): Promise<RetentionRun[]> {
  return deps.db
    .selectFrom('retention_runs')
    .select(['at', 'contacts', 'subscribers', 'mails', 'audit'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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
