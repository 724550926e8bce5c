import type { Insertable } from 'kysely';
import { engineOf, type Db } from '../db/database';
import type { MailOutboxTable, MailRow } from '../db/schema';

export async function insertMail(db: Db, mail: Insertable<MailOutboxTable>): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` pending mails whose time has come, oldest first, for this worker
 * alone: in one statement their next attempt moves to `leaseUntilIso`, so no other worker
 * (another API process on the same database) picks them up while this one sends. On
 * PostgreSQL the rows are chosen FOR UPDATE SKIP LOCKED, so two workers claiming at the same
 * moment take different mails instead of waiting for each other; SQLite runs one writer at
 * a time anyway. A worker that dies mid-send leaves its mails to be retried after the lease.
 */
export async function claimDueMails(db: Db, nowIso: string, leaseUntilIso: string, limit: number): Promise<MailRow[]> {
  const rows = await claimPending(db, nowIso, leaseUntilIso, limit, null);
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/**
 * The one claim behind claimDueMails and claimCampaignMails: they differ only in which mails
 * they may take. Transactional mail (`campaignIds` null) leaves campaign mail alone (its own
 * claim is throttled and pauses with its campaign); campaign mail is taken only for the
 * campaigns named, which the caller has just read as sending from the campaigns feature.
 */
function claimPending(
  db: Db,
  nowIso: string,
  leaseUntilIso: string,
  limit: number,
  campaignIds: readonly number[] | null,
): Promise<MailRow[]> {
  if (campaignIds?.length === 0) return Promise.resolve([]);
  const postgres = engineOf(db) === 'postgres';
  return db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntilIso })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .$if(campaignIds === null, (qb) => qb.where('campaign_id', 'is', null))
        .$if(campaignIds !== null, (qb) => qb.where('campaign_id', 'in', [...(campaignIds ?? [])]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

export async function markSent(db: Db, id: number, attempts: number, sentAt: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', attempts, sent_at: sentAt, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A whole batch delivered: one statement instead of one per mail (what lets two processes on SQLite keep up). */
export async function markSentMany(db: Db, ids: number[], sentAt: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sent', attempts: eb('attempts', '+', 1), sent_at: sentAt, last_error: null }))
    .where('id', 'in', ids)
    .execute();
}

export async function markAttemptFailed(
  db: Db,
  id: number,
  changes: { attempts: number; status: 'pending' | 'failed'; next_attempt_at: string; last_error: string },
): Promise<void> {
  await db.updateTable('mail_outbox').set(changes).where('id', '=', id).execute();
}

/**
 * Claimed mails handed back unsent and unspent (their attempts unchanged), due at `dueIso`: the
 * server failed them, not their recipients.
 */
export async function releaseClaims(db: Db, ids: number[], dueIso: string, lastError: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: dueIso, last_error: lastError })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/** When a mail of this kind last went into the outbox for this address, if ever after `since`. */
export async function lastQueuedAt(db: Db, kind: string, to: string, since: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('created_at')
    .where('kind', '=', kind)
    .where('to', '=', to)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.created_at;
}

/**
 * As claimDueMails, for the campaign mails of the campaigns named (those sending: not paused or
 * cancelled), oldest first: the worker's throttled second claim.
 */
export async function claimCampaignMails(
  db: Db,
  campaignIds: readonly number[],
  lease: { nowIso: string; untilIso: string; limit: number },
): Promise<MailRow[]> {
  const rows = await claimPending(db, lease.nowIso, lease.untilIso, lease.limit, campaignIds);
  return rows.sort((a, b) => a.id - b.id);
}

/** A subscriber who left: their campaign mails not yet sent are never sent. */
export async function cancelPendingForSubscriber(db: Db, subscriberId: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled' })
    .where('subscriber_id', '=', subscriberId)
    .where('campaign_id', 'is not', null)
    .where('status', '=', 'pending')
    .execute();
}

/** Mails of these kinds still waiting for this address are never sent. */
export async function cancelPendingMailTo(db: Db, to: string, kinds: readonly string[]): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled' })
    .where('to', '=', to)
    .where('kind', 'in', [...kinds])
    .where('status', '=', 'pending')
    .execute();
}

export async function cancelPendingForCampaign(db: Db, campaignId: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled' })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'pending')
    .execute();
}

/** Ends a mail without sending it: 'bounced' (a permanent refusal) or 'cancelled'. */
export async function markFinal(
  db: Db,
  id: number,
  changes: { status: 'bounced' | 'cancelled' | 'failed'; attempts: number; last_error: string | null },
): Promise<void> {
  await db.updateTable('mail_outbox').set(changes).where('id', '=', id).execute();
}

/** A campaign's mails counted by status. */
export async function countCampaignMails(db: Db, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .selectFrom('mail_outbox')
    .select(['campaign_id', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('campaign_id', 'in', campaignIds)
    .groupBy(['campaign_id', 'status'])
    .execute();
}

/** Why a campaign's mails failed or bounced, most frequent first. */
export async function campaignFailureReasons(db: Db, campaignId: number, limit = 20) {
  return db
    .selectFrom('mail_outbox')
    .select(['last_error', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('campaign_id', '=', campaignId)
    .where('status', 'in', ['failed', 'bounced'])
    .groupBy('last_error')
    .orderBy('count', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes mail sent before `beforeIso` (it repeats what visitors wrote); answers how many went. */
export async function deleteSentBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
