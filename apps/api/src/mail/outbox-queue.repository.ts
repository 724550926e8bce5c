import type { Db } from '../db/database';
import type { MailRow } from '../db/schema';

/**
 * The outbox as operators see it (the "Fila de e-mails" screen, the dashboard counts and the
 * metrics). Kept apart from outbox.repository.ts, which is the worker's side.
 */

export interface OutboxCounts {
  pending: number;
  failed: number;
  sent: number;
  /** created_at of the oldest pending mail, if any. */
  oldestPendingAt: string | null;
}

export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .groupBy('status')
    .execute();
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    pending: Number(of('pending')?.n ?? 0),
    failed: Number(of('failed')?.n ?? 0),
    sent: Number(of('sent')?.n ?? 0),
    oldestPendingAt: (of('pending')?.oldest as string | undefined) ?? null,
  };
}

/** What the screen shows of a mail: never its text (it repeats what a visitor wrote). */
const QUEUE_COLUMNS = [
  'id',
  'kind',
  'to',
  'subject',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'created_at',
  'sent_at',
] as const;

export type QueuedMail = Pick<
  MailRow,
  'id' | 'kind' | 'to' | 'subject' | 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'created_at' | 'sent_at'
>;

/** Pending and failed mail (all of it), then mail sent since `sentSince`, newest first; at most `limit` rows. */
export async function listQueuedMail(db: Db, sentSince: string, limit: number): Promise<QueuedMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(QUEUE_COLUMNS)
    .where((eb) => eb.or([eb('status', '<>', 'sent'), eb('sent_at', '>=', sentSince)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findQueuedMail(db: Db, id: number): Promise<QueuedMail | undefined> {
  return db.selectFrom('mail_outbox').select(QUEUE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A failed mail goes back to the queue as new: due now, attempts from zero. False when it was not failed. */
export async function requeueFailedMail(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a failed mail (it repeats what a visitor wrote: nothing is kept). False when it was not failed. */
export async function deleteFailedMail(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A pending mail becomes due now (the worker takes it at its next turn). False when it was not pending. */
export async function advancePendingMail(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
