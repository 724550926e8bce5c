import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { prepareSqliteFile, tightenDataFiles } from './data-files';
import type { Database } from './schema';
import { BusyAwareSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-driver';

export type Db = Kysely<Database>;

/**
 * Opens the database named by DATABASE_URL. SQLite runs in WAL mode with foreign keys on;
 * a postgres:// URL is reserved for the scale-out setup (README, Operations).
 */
export function openDatabase(databaseUrl: string): Db {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new Error(
      'DATABASE_URL: PostgreSQL support needs the "pg" package and the PostgresDialect; this build ships SQLite only.',
    );
  }
  if (databaseUrl !== ':memory:') prepareSqliteFile(databaseUrl);
  const sqlite = new SQLite(databaseUrl);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Waiting for another writer happens asynchronously in the driver (sqlite-driver.ts).
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  if (databaseUrl !== ':memory:') tightenDataFiles([`${databaseUrl}-wal`, `${databaseUrl}-shm`]);
  return new Kysely<Database>({ dialect: new BusyAwareSqliteDialect(sqlite) });
}

export const nowIso = (): string => new Date().toISOString();
export const toBool = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;

/**
 * True for a unique-constraint violation: SQLite (better-sqlite3's error code) or
 * PostgreSQL (SQLSTATE 23505). Lets a service turn a lost insert race into a 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
