import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { setDeletedAt } from '../../db/soft-delete';
import type { NewsletterSubscribersTable, SubscriberRow } from '../../db/schema';

/** Addresses are unique ignoring case (stored lower-case; lower() also covers older rows). */
export function findByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Subscribers staff have not deleted: a deleted one is gone for every use but "Desfazer". */
const live = (db: Db) => db.selectFrom('newsletter_subscribers').selectAll().where('deleted_at', 'is', null);

export function findByTokenHash(db: Db, hash: string): Promise<SubscriberRow | undefined> {
  return live(db).where('cancel_token_hash', '=', hash).executeTakeFirst();
}

export function findById(db: Db, id: number): Promise<SubscriberRow | undefined> {
  return live(db).where('id', '=', id).executeTakeFirst();
}

export function findByConfirmTokenHash(db: Db, hash: string): Promise<SubscriberRow | undefined> {
  return live(db).where('confirm_token_hash', '=', hash).executeTakeFirst();
}

export async function liftSuppressions(db: Db, ids: number[]): Promise<number> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ suppressed_at: null, suppressed_reason: null })
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('suppressed_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return live(db).orderBy('id', 'desc').execute();
}

export async function insertSubscriber(db: Db, row: Insertable<NewsletterSubscribersTable>): Promise<number> {
  const inserted = await db.insertInto('newsletter_subscribers').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateSubscriber(
  db: Db,
  id: number,
  changes: Updateable<NewsletterSubscribersTable>,
): Promise<void> {
  await db.updateTable('newsletter_subscribers').set(changes).where('id', '=', id).execute();
}

/** Marks a subscriber deleted, or not (`deletedAt` null); answers false when no row changed. */
export function setSubscriberDeletedAt(db: Db, id: number, deletedAt: string | null): Promise<boolean> {
  return setDeletedAt(db, 'newsletter_subscribers', id, deletedAt);
}

/** Sets the cancel token only if it is still `expected`; answers whether this call did. */
export async function replaceCancelToken(db: Db, id: number, expected: string | null, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ cancel_token_hash: hash })
    .where('id', '=', id)
    .where('ativo', '=', 1)
    .where('deleted_at', 'is', null)
    .where((eb) => (expected === null ? eb('cancel_token_hash', 'is', null) : eb('cancel_token_hash', '=', expected)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The retention purge's three deletions of subscribers; each answers how many rows went. */
export const purgeSubscribers = {
  /** Cancelled before `beforeIso`. */
  async cancelledBefore(db: Db, beforeIso: string): Promise<number> {
    const result = await db
      .deleteFrom('newsletter_subscribers')
      .where('ativo', '=', 0)
      .where('data_cancelamento', 'is not', null)
      .where('data_cancelamento', '<', beforeIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
  /** Signed up (double opt-in) before `beforeIso` and never confirmed. */
  async unconfirmedSince(db: Db, beforeIso: string): Promise<number> {
    const result = await db
      .deleteFrom('newsletter_subscribers')
      .where('awaiting_confirmation', '=', 1)
      .where('consent_at', '<', beforeIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
  /** Deleted by staff before `beforeIso` (past the moment "Desfazer" could bring them back). */
  async deletedBefore(db: Db, beforeIso: string): Promise<number> {
    const result = await db.deleteFrom('newsletter_subscribers').where('deleted_at', '<', beforeIso).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** The lead-source columns of the subscriptions made in [fromIso, toIso). */
export function leadSourcesBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['source_landing', 'source_referrer', 'source_utm_source', 'source_utm_medium', 'source_page'])
    .where('create_date', '>=', fromIso)
    .where('create_date', '<', toIso)
    .where('deleted_at', 'is', null)
    .execute();
}
