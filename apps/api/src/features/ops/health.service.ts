import type { Db } from '../../db/database';
import { migrationNames } from '../../db/migrations';
import { executedMigrations, pingDatabase } from './health.repository';

/** A load balancer waits about this long; a database slower than this counts as down. */
const READY_TIMEOUT_MS = 2_000;

export type Readiness =
  { ready: true } | { ready: false; reason: 'database_unreachable' | 'migrations_pending' | 'database_replaced' };

/** "no such table" (SQLite) / undefined_table (PostgreSQL 42P01): a database never migrated. */
const isMissingTable = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '42P01' || /no such table/i.test(String(error));

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness: the database answers and has run every migration this build knows. Once the
 * migrations were seen current they stay so for this process (they only move forward, and only
 * at start), so a ready process costs one `select 1` per probe.
 */
export function createReadinessCheck(db: Db): () => Promise<Readiness> {
  let migrationsCurrent = false;
  const check = async (): Promise<Readiness> => {
    if (migrationsCurrent) {
      await pingDatabase(db);
      return { ready: true };
    }
    const done = new Set(await executedMigrations(db));
    if (!migrationNames().every((name) => done.has(name))) return { ready: false, reason: 'migrations_pending' };
    migrationsCurrent = true;
    return { ready: true };
  };
  return async () => {
    try {
      return await withTimeout(check());
    } catch (error) {
      return { ready: false, reason: isMissingTable(error) ? 'migrations_pending' : 'database_unreachable' };
    }
  };
}
