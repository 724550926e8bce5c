import type { Db } from '../../db/database';
import { readLastBackupAt, writeLastBackupAt } from './backup-status.repository';

/**
 * When the last backup succeeded, kept in the database so every replica's /metrics and the
 * admin's home say the same, whichever process (or `npm run backup`) wrote it.
 */
export async function lastBackupAt(db: Db): Promise<string | null> {
  return (await readLastBackupAt(db)) ?? null;
}

export async function recordBackupSuccess(db: Db, at: Date): Promise<void> {
  await writeLastBackupAt(db, at.toISOString());
}
