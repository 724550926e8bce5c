import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type ContentNotifications, listenForContent } from './content-notifications';
import { prepareSqliteFile, tightenDataFiles } from './data-files';
import type { Database } from './schema';
import { BusyAwareSqliteDialect, type BusyAwareSqliteDriver, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-driver';

export type Db = Kysely<Database>;

export type Engine = 'sqlite' | 'postgres';

export const isPostgresUrl = (databaseUrl: string): boolean => /^postgres(ql)?:\/\//i.test(databaseUrl);

// PostgreSQL answers count(*), sum() and bigint columns as int8, which node-postgres hands
// back as a string (it may exceed 2^53). Every such value here is a row count or an id, so
// it is parsed once, here, and repositories see the same numbers as on SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export interface OpenOptions {
  /** PostgreSQL only: the most connections this process holds (DATABASE_POOL_MAX). */
  poolMax?: number;
}

/**
 * Opens the database named by DATABASE_URL: a postgres:// URL selects PostgreSQL (a pool
 * of poolMax connections), anything else is a SQLite file in WAL mode with foreign keys on.
 * Both run the same Kysely queries: booleans are stored as 0/1 and dates as ISO text on
 * either engine, so repositories never branch on the engine.
 */
export function openDatabase(databaseUrl: string, options: OpenOptions = {}): Db {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolMax ?? 10 });
    // An idle client that loses its server (restart, failover) emits 'error' on the pool;
    // without a listener that would end the process. The next query opens a new client.
    pool.on('error', () => {});
    // The same for a client that is checked out but between queries when its server goes
    // away: node-postgres emits 'error' on it, which with no listener ends the process. The
    // query that next uses it fails (a 503), and the pool drops it when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    postgresUrls.set(db, databaseUrl);
    // The LISTEN connection (opened on first use) ends with the pool.
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await listeners.get(db)?.close();
      await destroy();
    };
    return db;
  }
  if (databaseUrl !== ':memory:') prepareSqliteFile(databaseUrl);
  const sqlite = new SQLite(databaseUrl);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Waiting for another writer happens asynchronously in the driver (sqlite-driver.ts).
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  // 64 MiB of page cache instead of SQLite's 2 MiB: a search visits the posts it matches all over
  // the file, and with 10,000 posts of a few kB each the default cache held a sliver
  // of them, so most of those visits went to the operating system for a page.
  sqlite.pragma('cache_size = -65536');
  if (databaseUrl !== ':memory:') tightenDataFiles([`${databaseUrl}-wal`, `${databaseUrl}-shm`]);
  const dialect = new BusyAwareSqliteDialect(sqlite);
  const db = new Kysely<Database>({ dialect });
  if (dialect.driver) immediateReaders.set(db, dialect.driver);
  return db;
}

const immediateReaders = new WeakMap<Db, BusyAwareSqliteDriver>();
const postgresUrls = new WeakMap<Db, string>();
const listeners = new WeakMap<Db, ContentNotifications>();

/**
 * On PostgreSQL, this process's one LISTEN connection for content changes on the database
 * (content-notifications.ts), opened on first use; undefined on SQLite, where a version read
 * costs less than a notification would.
 */
export function contentNotifications(db: Db): ContentNotifications | undefined {
  const url = postgresUrls.get(db);
  if (url === undefined) return undefined;
  let listener = listeners.get(db);
  if (!listener) listeners.set(db, (listener = listenForContent(url)));
  return listener;
}

/**
 * For a query run on every request: on SQLite, runs it at once when nothing stands in the way
 * (sqlite-driver.ts `readNow`), else undefined; always undefined on PostgreSQL, where every
 * query is a round trip anyway.
 */
export function readNow(db: Db, query: CompiledQuery): unknown[] | undefined {
  return immediateReaders.get(db)?.readNow(query);
}

/** Which engine a Kysely instance (or a transaction/connection of one) talks to. */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
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
