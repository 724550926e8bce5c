import type { RetentionRun } from '@vitrine/shared/lgpd';
import type { Db } from '../../db/database';

export function insertRetentionRun(db: Db, run: RetentionRun): Promise<unknown> {
  return db.insertInto('retention_runs').values(run).execute();
}

export function listRetentionRuns(db: Db, limit: number): Promise<RetentionRun[]> {
  return db
    .selectFrom('retention_runs')
    .select(['at', 'contacts', 'subscribers', 'mails', 'audit'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
