import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { DsrRequestRow, DsrVerificationRow, DsrVerificationsTable } from '../../db/schema';

export async function insertVerification(db: Db, row: Insertable<DsrVerificationsTable>): Promise<void> {
  await db.insertInto('dsr_verifications').values(row).execute();
}

/** Whether the address was sent a confirmation link since `sinceIso` (so a script cannot flood a mailbox). */
export async function mailedSince(db: Db, email: string, sinceIso: string): Promise<boolean> {
  const row = await db
    .selectFrom('dsr_verifications')
    .select('id')
    .where('email', '=', email)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a pending, unexpired verification by its token hash, once: of two parallel uses only one
 * gets the row (compare-and-set on request_id, marked 0 until the request exists).
 */
export async function claimVerification(
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<DsrVerificationRow | undefined> {
  return db
    .updateTable('dsr_verifications')
    .set({ request_id: 0 })
    .where('token_hash', '=', tokenHash)
    .where('request_id', 'is', null)
    .where('expires_at', '>', nowIso)
    .returningAll()
    .executeTakeFirst();
}

export async function linkVerification(db: Db, id: number, requestId: number): Promise<void> {
  await db.updateTable('dsr_verifications').set({ request_id: requestId }).where('id', '=', id).execute();
}

/** The open request the same person already made for the same thing: confirmed twice, it stays one case. */
export function findOpenSiteRequest(db: Db, email: string, kind: string): Promise<DsrRequestRow | undefined> {
  return db
    .selectFrom('dsr_requests')
    .selectAll()
    .where('status', '=', 'open')
    .where('email', '=', email)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export function insertRequest(
  db: Db,
  row: Pick<
    DsrRequestRow,
    'email' | 'subject_hint' | 'opened_at' | 'opened_by' | 'deadline_at' | 'kind' | 'requester_name' | 'details'
  >,
): Promise<DsrRequestRow> {
  return db
    .insertInto('dsr_requests')
    .values({ ...row, status: 'open', closed_at: null, actions: '[]' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Pending links past their expiry are of no use to anyone: dropped by the daily retention job. */
export async function deleteExpiredVerifications(db: Db, nowIso: string): Promise<number> {
  const result = await db
    .deleteFrom('dsr_verifications')
    .where('expires_at', '<=', nowIso)
    .where('request_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
