import type { Db } from '../../db/database';
import {
  countAudit,
  hasSignInFrom,
  listAudit,
  purgeAuditBefore,
  recordAudit,
  type AuditEntry,
  type AuditFilters,
} from './audit.repository';

export type { AuditEntry, AuditFilters };

/** Writes one entry of the log, stamped with `now`. */
export function recordAction(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  return recordAudit(db, entry, now);
}

/** Whether this user has signed in from this address before (while the log keeps it). */
export function signedInBefore(db: Db, userId: number, address: string): Promise<boolean> {
  return hasSignInFrom(db, userId, address);
}

/** One page of the log, newest first, and the total the filters match. */
export async function readAudit(
  db: Db,
  filters: AuditFilters,
  range: { limit: number; offset: number },
): Promise<{ rows: Awaited<ReturnType<typeof listAudit>>; total: number }> {
  const [rows, total] = await Promise.all([listAudit(db, filters, range), countAudit(db, filters)]);
  return { rows, total };
}

/** Retention (AUDIT_RETENTION_DAYS): entries older than `beforeIso` go; answers how many. */
export function purgeAuditEntriesBefore(db: Db, beforeIso: string): Promise<number> {
  return purgeAuditBefore(db, beforeIso);
}
