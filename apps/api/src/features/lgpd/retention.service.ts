import type { RetentionRun } from '@vitrine/shared/lgpd';
import type { Db } from '../../db/database';
import { insertRetentionRun, listRetentionRuns } from './retention.repository';

/** What one run of the daily purge removed (jobs/retention.ts), kept for the Privacidade screen. */
export function recordRetentionRun(db: Db, run: RetentionRun): Promise<unknown> {
  return insertRetentionRun(db, run);
}

/** The most recent runs, newest first (the Privacidade screen shows them). */
export function recentRetentionRuns(db: Db, limit = 30): Promise<RetentionRun[]> {
  return listRetentionRuns(db, limit);
}
