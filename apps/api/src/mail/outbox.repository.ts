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
  const postgres = engineOf(db) === 'postgres';
  const rows = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntilIso })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export async function markSent(db: Db, id: number, attempts: number, sentAt: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', attempts, sent_at: sentAt, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: Db,
  id: number,
  changes: { attempts: number; status: 'pending' | 'failed'; next_attempt_at: string; last_error: string },
): Promise<void> {
  await db.updateTable('mail_outbox').set(changes).where('id', '=', id).execute();
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
