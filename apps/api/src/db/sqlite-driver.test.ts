import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, sampleContact, type TestContext } from '../../test/helpers';
import { openDatabase, readNow } from './database';
import type { Database } from './schema';
import { BusyAwareSqliteDialect, DatabaseBusyError } from './sqlite-driver';

/** An outside writer holding the lock must not freeze the server. */
let dir: string;
let outside: SQLite.Database | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-busy-'));
});
afterEach(() => {
  if (outside?.inTransaction) outside.exec('rollback');
  outside?.close();
  outside = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A second connection, as the sqlite3 shell or a backup script would be, holding the write lock. */
function holdWriteLock(file: string): SQLite.Database {
  outside = new SQLite(file);
  outside.exec('begin immediate');
  return outside;
}

/** The longest gap between timer ticks while `work` runs: how long the event loop was stuck. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work;
    return { result, stallMs };
  } finally {
    clearInterval(ticker);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('busy-aware SQLite driver', () => {
  it('waits for an outside writer without blocking the event loop, then writes', async () => {
    const file = join(dir, 'a.db');
    const db = openDatabase(file);
    await sql`create table t (id integer primary key, v text)`.execute(db);
    const lock = holdWriteLock(file);
    setTimeout(() => lock.exec('commit'), 400);

    const started = performance.now();
    const { stallMs } = await longestStall(sql`insert into t (v) values ('x')`.execute(db));
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    // better-sqlite3's own busy wait would have stalled the loop for the whole 400 ms.
    expect(stallMs).toBeLessThan(250);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n).toBe(1);
    await db.destroy();
  });

  it('reads while an outside writer holds the lock (WAL), at once', async () => {
    const file = join(dir, 'b.db');
    const db = openDatabase(file);
    await sql`create table t (id integer primary key)`.execute(db);
    await sql`insert into t default values`.execute(db);
    holdWriteLock(file);
    const started = performance.now();
    const rows = await db
      .selectFrom('t' as never)
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(50);
    await db.destroy();
  });

  it('gives up after the bounded wait with DatabaseBusyError', async () => {
    const file = join(dir, 'c.db');
    openDatabase(file).destroy();
    const sqlite = new SQLite(file);
    sqlite.pragma('busy_timeout = 0');
    const db = new Kysely<Database>({ dialect: new BusyAwareSqliteDialect(sqlite, { lockWaitMs: 150 }) });
    await sql`create table t (id integer primary key)`.execute(db);
    holdWriteLock(file);
    await expect(sql`insert into t default values`.execute(db)).rejects.toBeInstanceOf(DatabaseBusyError);
    // A transaction gives up the same way, and leaves the connection usable.
    await expect(db.transaction().execute((trx) => sql`insert into t default values`.execute(trx))).rejects.toThrow(
      DatabaseBusyError,
    );
    outside!.exec('rollback');
    await db.transaction().execute((trx) => sql`insert into t default values`.execute(trx));
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n).toBe(1);
    await db.destroy();
  });

  it('keeps other callers out of an open transaction (they wait, and are not rolled back with it)', async () => {
    const db = openDatabase(join(dir, 'd.db'));
    await sql`create table t (v text)`.execute(db);
    const inside = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t values ('in transaction')`.execute(trx);
        await sleep(50);
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await sleep(5);
    const beside = sql`insert into t values ('beside')`.execute(db);
    expect(await inside).toBe('rolled back');
    await beside;
    expect((await sql<{ v: string }>`select v from t`.execute(db)).rows).toEqual([{ v: 'beside' }]);
    await db.destroy();
  });

  it('reads at once outside transactions, and never sees an open transaction’s uncommitted rows', async () => {
    const db = openDatabase(join(dir, 'd.db'));
    await sql`create table t (v text)`.execute(db);
    const query = sql<{ v: string }>`select v from t`.compile(db);
    expect(readNow(db, query)).toEqual([]);
    let waiting: Promise<{ rows: unknown[] }> | undefined;
    await db.transaction().execute(async (trx) => {
      await sql`insert into t values ('uncommitted')`.execute(trx);
      // Mid-transaction, from outside it: no immediate read; the usual path waits for the commit.
      expect(readNow(db, query)).toBeUndefined();
      waiting = db.executeQuery(query);
      await sleep(5);
    });
    expect((await waiting!).rows).toEqual([{ v: 'uncommitted' }]);
    expect(readNow(db, query)).toEqual([{ v: 'uncommitted' }]);
    await db.destroy();
  });
});

describe('the API while an outside writer holds the lock', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const contact = sampleContact();

  it('serves reads at once and lets the waiting contact POST through after the release', async () => {
    const lock = holdWriteLock(ctx.config.DATABASE_URL);
    const post = ctx.request('POST', '/api/contato', { json: contact });
    const t0 = performance.now();
    expect((await ctx.request('GET', '/api/config')).status).toBe(200);
    expect((await ctx.request('GET', '/api/posts')).status).toBe(200);
    // The old synchronous busy wait held every request for its full 5 s; the margin is for loaded CI machines.
    expect(performance.now() - t0).toBeLessThan(1500);
    lock.exec('commit');
    expect((await post).status).toBe(201);
  });

  it('answers 503 with Retry-After and a Portuguese message when the lock outlasts the wait', async () => {
    const sqlite = new SQLite(ctx.config.DATABASE_URL);
    sqlite.pragma('busy_timeout = 0');
    ctx.deps.db = new Kysely<Database>({ dialect: new BusyAwareSqliteDialect(sqlite, { lockWaitMs: 100 }) });
    holdWriteLock(ctx.config.DATABASE_URL);
    const res = await ctx.request('POST', '/api/contato', { json: contact });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: messages.http.busy, code: 'unavailable', requestId: expect.any(String) });
    expect(res.headers.get('retry-after')).toBe('5');
    outside!.exec('rollback');
    expect((await ctx.request('POST', '/api/contato', { json: contact })).status).toBe(201);
  });
});
