import type { Db } from '../../db/database';
import * as repo from './campaigns.repository';

/*
 * Campaigns and the mail server: which campaigns' mail may go out now, the pause while the
 * server itself fails their mail, and how many wait for it (the dashboard and /metrics read that
 * here, apart from campaigns.service.ts, which stands on the users and webhooks features).
 */

/** The campaigns sending now: the mail worker claims mail of these only (a paused one waits). */
export function sendingCampaignIds(db: Db): Promise<number[]> {
  return repo.sendingCampaignIds(db);
}

/** The wait for the mail server after the 1st, 2nd, … failure in a row, in MAIL_SERVER_RETRY_SECONDS (the last repeats). */
const MAIL_SERVER_WAITS = [1, 2, 5, 15];

/**
 * The worker's pause when the mail server itself failed the campaign's mail (smtp-errors.ts
 * 'server'): no subscriber is to blame, so none is suppressed; the campaign waits and resumes by
 * itself (advanceCampaigns) once the wait is over. Only a campaign still sending is paused, so a
 * pause or cancellation by staff in the meantime stands.
 */
export async function pauseForMailServer(
  db: Db,
  ids: number[],
  failure: { error: string; retrySeconds: number },
  now: Date,
): Promise<void> {
  const { error, retrySeconds } = failure;
  for (const id of new Set(ids)) {
    const row = await repo.findCampaign(db, id);
    if (!row) continue;
    const wait =
      retrySeconds * 1000 * MAIL_SERVER_WAITS[Math.min(row.mail_server_failures, MAIL_SERVER_WAITS.length - 1)]!;
    await repo.transition(db, id, ['sending'], {
      status: 'paused',
      mail_server_error: error.slice(0, 500),
      mail_server_retry_at: new Date(now.getTime() + wait).toISOString(),
      mail_server_failures: row.mail_server_failures + 1,
      updated_at: now.toISOString(),
    });
  }
}

/** Campaigns paused while the mail server fails, and its last answer (the dashboard, /metrics). */
export function mailServerWait(db: Db): Promise<{ campaigns: number; error: string | null }> {
  return repo.mailServerWait(db);
}
