import type { Insertable, Updateable } from 'kysely';
import type { CampaignStatus } from '@vitrine/shared/schemas';
import type { Db } from '../../db/database';
import type { CampaignRow, NewsletterCampaignsTable } from '../../db/schema';

export async function insertCampaign(db: Db, row: Insertable<NewsletterCampaignsTable>): Promise<number> {
  const inserted = await db.insertInto('newsletter_campaigns').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function findCampaign(db: Db, id: number): Promise<CampaignRow | undefined> {
  return db.selectFrom('newsletter_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listCampaigns(db: Db): Promise<CampaignRow[]> {
  return db.selectFrom('newsletter_campaigns').selectAll().orderBy('id', 'desc').execute();
}

/**
 * Changes a campaign only while its status is one of `from` (compare-and-set); answers whether
 * this call did. Two staff members, or two processes starting a scheduled campaign, cannot
 * both move it: the second finds the status already changed.
 */
export async function transition(
  db: Db,
  id: number,
  from: readonly CampaignStatus[],
  changes: Updateable<NewsletterCampaignsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_campaigns')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function dueScheduledIds(db: Db, nowIso: string): Promise<Array<{ id: number }>> {
  return db
    .selectFrom('newsletter_campaigns')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', nowIso)
    .execute();
}

/** Sending campaigns with no mail left pending become 'sent' (any wait for the mail server is over). */
export function finishDrained(
  db: Db,
  nowIso: string,
): Promise<Array<{ id: number; subject: string; audience: number; finished_at: string | null }>> {
  return db
    .updateTable('newsletter_campaigns')
    .set({
      status: 'sent',
      finished_at: nowIso,
      updated_at: nowIso,
      mail_server_error: null,
      mail_server_retry_at: null,
      mail_server_failures: 0,
    })
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_outbox')
            .select('mail_outbox.id')
            .whereRef('mail_outbox.campaign_id', '=', 'newsletter_campaigns.id')
            .where('mail_outbox.status', '=', 'pending'),
        ),
      ),
    )
    .returning(['id', 'subject', 'audience', 'finished_at'])
    .execute();
}

/** Campaigns the worker paused for the mail server whose wait is over go back to sending; answers how many. */
export async function resumeAfterMailServerWait(db: Db, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('newsletter_campaigns')
    .set({ status: 'sending', mail_server_retry_at: null, updated_at: nowIso })
    .where('status', '=', 'paused')
    .where('mail_server_retry_at', 'is not', null)
    .where('mail_server_retry_at', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Campaigns the worker paused because the mail server itself failed (pauseForMailServer), for the dashboard and /metrics: how many, and the server's answer that
 * paused the latest of them.
 */
export async function mailServerWait(db: Db): Promise<{ campaigns: number; error: string | null }> {
  const rows = await db
    .selectFrom('newsletter_campaigns')
    .select('mail_server_error')
    .where('status', '=', 'paused')
    .where('mail_server_retry_at', 'is not', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { campaigns: rows.length, error: rows[0]?.mail_server_error ?? null };
}

/** The campaigns whose mail may go out now: the mail worker claims only theirs. */
export async function sendingCampaignIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('newsletter_campaigns').select('id').where('status', '=', 'sending').execute();
  return rows.map((row) => row.id);
}
