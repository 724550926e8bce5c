import type BetterSqlite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { StatementCache } from './statement-cache';

/**
 * Why this driver exists: better-sqlite3 is synchronous, so SQLite's own busy wait
 * (busy_timeout) freezes the whole event loop while another process holds the write lock —
 * every request, even ones that never touch the database, waited with it.
 * Here the busy timeout stays near zero and a statement that finds the
 * database locked is retried after an asynchronous pause, so other requests keep being
 * served. After LOCK_WAIT_MS the caller gets DatabaseBusyError (a 503 with Retry-After).
 *
 * Transactions start with BEGIN IMMEDIATE: the write lock is taken up front, so a statement
 * inside a transaction never meets a lock it would have to wait for half-way (which SQLite
 * cannot retry in WAL mode). Statements outside the transaction wait while one is open: it
 * is the same SQLite connection, so they would otherwise become part of it.
 */

/** How long a statement may wait for another process's write lock in total. */
const LOCK_WAIT_MS = 8000;
/** Busy timeout SQLite itself may spend (synchronously) per attempt; kept tiny on purpose. */
export const SQLITE_BUSY_TIMEOUT_MS = 5;
const FIRST_PAUSE_MS = 2;
const MAX_PAUSE_MS = 50;

export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(waitedMs: number, cause: unknown) {
    super(`database still locked by another writer after ${waitedMs} ms`, { cause });
    this.name = 'DatabaseBusyError';
  }
}

function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BusyAwareOptions {
  lockWaitMs?: number;
}

/** Kysely's SqliteDialect with the driver below (adapter, compiler, introspector unchanged). */
export class BusyAwareSqliteDialect extends SqliteDialect {
  readonly #sqlite: BetterSqlite.Database;
  readonly #options: BusyAwareOptions;
  constructor(sqlite: BetterSqlite.Database, options: BusyAwareOptions = {}) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
    this.#options = options;
  }
  override createDriver(): Driver {
    return (this.driver = new BusyAwareSqliteDriver(this.#sqlite, this.#options.lockWaitMs ?? LOCK_WAIT_MS));
  }
  /** The driver Kysely made from this dialect, for readNow. */
  driver: BusyAwareSqliteDriver | undefined;
}

export class BusyAwareSqliteDriver implements Driver {
  /** The connection that has a transaction open, if any. */
  #owner: Connection | undefined;
  #ownerDone: Promise<void> = Promise.resolve();
  #endOwner: () => void = () => {};
  /** Serialises transactions among themselves (one SQLite connection). */
  #txQueue: Promise<void> = Promise.resolve();
  /** Each SQL text prepared once (statement-cache.ts). */
  readonly statements: StatementCache;

  constructor(
    readonly sqlite: BetterSqlite.Database,
    readonly lockWaitMs: number,
  ) {
    this.statements = new StatementCache(sqlite);
  }

  async init(): Promise<void> {}

  // A handle per caller: cheap, and lets statements tell "my transaction" from "someone's".
  async acquireConnection(): Promise<DatabaseConnection> {
    return new Connection(this);
  }

  async releaseConnection(): Promise<void> {}

  /**
   * One read run at once, outside Kysely, for a query on every request (the content
   * version): no promise, no connection handle. Answers undefined when it cannot run now —
   * a transaction is open (its uncommitted writes are visible on this one connection) or
   * another process holds a lock — and the caller then takes the usual asynchronous path.
   */
  readNow(query: CompiledQuery): unknown[] | undefined {
    if (this.#owner) return undefined;
    try {
      return this.statements.prepare(query.sql).all(query.parameters);
    } catch (error) {
      if (isBusyError(error)) return undefined;
      throw error;
    }
  }

  /** Waits until no other caller's transaction is open. */
  async waitTurn(connection: Connection): Promise<void> {
    while (this.#owner && this.#owner !== connection) await this.#ownerDone;
  }

  /**
   * Runs one statement synchronously when it is this caller's turn; on SQLITE_BUSY pauses
   * asynchronously and tries again, until lockWaitMs. `then` runs in the same tick as the
   * successful statement, before anyone else can use the connection.
   */
  async run<T>(connection: Connection, statement: () => T, then?: () => void): Promise<T> {
    const started = performance.now();
    let pause = FIRST_PAUSE_MS;
    for (;;) {
      await this.waitTurn(connection);
      try {
        const result = statement();
        then?.();
        return result;
      } catch (error) {
        if (!isBusyError(error)) throw error;
        const waited = performance.now() - started;
        if (waited >= this.lockWaitMs) throw new DatabaseBusyError(Math.round(waited), error);
        await sleep(Math.min(pause, this.lockWaitMs - waited));
        pause = Math.min(pause * 2, MAX_PAUSE_MS);
      }
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const previous = this.#txQueue;
    let leave!: () => void;
    this.#txQueue = new Promise((resolve) => (leave = resolve));
    await previous;
    const begin = this.sqlite.prepare('begin immediate');
    try {
      await this.run(
        connection as Connection,
        () => begin.run(),
        () => {
          this.#owner = connection as Connection;
          this.#ownerDone = new Promise((resolve) => (this.#endOwner = resolve));
        },
      );
    } catch (error) {
      leave();
      throw error;
    }
    (connection as Connection).leaveQueue = leave;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#finish(connection as Connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#finish(connection as Connection, 'rollback');
  }

  async #finish(connection: Connection, command: 'commit' | 'rollback'): Promise<void> {
    try {
      // SQLite ends a transaction itself on some errors (SQLITE_FULL, SQLITE_IOERR): a rollback
      // then fails with "no transaction is active", and that failure would hide the real one.
      if (command === 'rollback' && !this.sqlite.inTransaction) return;
      const statement = this.sqlite.prepare(command);
      await this.run(connection, () => statement.run());
    } finally {
      // A failed commit leaves SQLite in the transaction only for a busy error we gave up
      // on; roll it back so the connection is usable again.
      if (this.sqlite.inTransaction) this.sqlite.prepare('rollback').run();
      this.#owner = undefined;
      this.#endOwner();
      connection.leaveQueue?.();
      connection.leaveQueue = undefined;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }
}

class Connection implements DatabaseConnection {
  leaveQueue: (() => void) | undefined;
  constructor(readonly driver: BusyAwareSqliteDriver) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    return this.driver.run(this, () => {
      const stmt = this.driver.statements.prepare(sql);
      if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
      const { changes, lastInsertRowid } = stmt.run(parameters);
      return {
        numAffectedRows: BigInt(changes),
        insertId: BigInt(lastInsertRowid),
        rows: [] as R[],
      };
    });
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { sql, parameters, query } = compiledQuery;
    if (!SelectQueryNode.is(query)) throw new Error('Sqlite driver only supports streaming of select queries');
    // Read everything in one turn: rows read across awaits could interleave with a transaction.
    const rows = await this.driver.run(this, () => this.driver.statements.prepare(sql).all(parameters) as R[]);
    for (const row of rows) yield { rows: [row] };
  }
}
