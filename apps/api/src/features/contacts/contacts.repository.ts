import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContactRow, ContactsTable } from '../../db/schema';

export async function insertContact(db: Db, contact: Insertable<ContactsTable>): Promise<number> {
  const row = await db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteContact(db: Db, id: number): Promise<void> {
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}

export function listContacts(db: Db): Promise<ContactRow[]> {
  return db.selectFrom('contacts').selectAll().orderBy('id', 'desc').execute();
}

/** The newest saved contact with exactly these fields, created at or after `since`. */
export function findRecentContact(
  db: Db,
  fields: { email: string; subject: string; message: string },
  since: string,
): Promise<ContactRow | undefined> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('email', '=', fields.email)
    .where('subject', '=', fields.subject)
    .where('message', '=', fields.message)
    .where('create_date', '>=', since)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Marks a contact's notification as queued, unless it already was; answers whether this
 * call did it. One conditional UPDATE, so two parallel callers cannot both win.
 */
export async function claimNotification(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('contacts')
    .set({ notified_at: at })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks contacts read; answers how many of the ids exist. */
export async function markRead(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  let count = 0;
  // Chunks keep the IN list under every engine's parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const result = await db
      .updateTable('contacts')
      .set({ read: 1 })
      .where('id', 'in', ids.slice(i, i + 500))
      .executeTakeFirst();
    count += Number(result.numUpdatedRows);
  }
  return count;
}

/** Deletes contacts received before `beforeIso` (the retention purge); answers how many went. */
export async function deleteContactsBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db.deleteFrom('contacts').where('create_date', '<', beforeIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The lead-source columns of the contacts received in [fromIso, toIso). */
export function leadSourcesBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom('contacts')
    .select(['source_landing', 'source_referrer', 'source_utm_source', 'source_utm_medium', 'source_page'])
    .where('create_date', '>=', fromIso)
    .where('create_date', '<', toIso)
    .execute();
}

/** When each contact received in [fromIso, toIso) arrived: the dashboard counts them per day. */
export async function receivedBetween(db: Db, fromIso: string, toIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('contacts')
    .select('create_date')
    .where('create_date', '>=', fromIso)
    .where('create_date', '<', toIso)
    .execute();
  return rows.map((row) => row.create_date);
}

/** How many contacts are unread (an erased one counts as read). */
export async function countUnread(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
