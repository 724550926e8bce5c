import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { MailOutboxTable, MailRow } from '../db/schema';

export async function insertMail(db: Db, mail: Insertable<MailOutboxTable>): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Pending mails whose time has come, oldest first. */
export function findDueMails(db: Db, nowIso: string, limit: number): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
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

/** Removes mail sent before `before`; answers how many rows went. */
export async function deleteSentBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
