import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

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
  if (databaseUrl !== ':memory:') mkdirSync(dirname(databaseUrl), { recursive: true });
  const sqlite = new SQLite(databaseUrl);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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
