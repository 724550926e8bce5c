import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion, databaseContentVersion } from './content-version';
import { contentNotifications, openDatabase, type Db } from './database';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/test-database';

/** Until `check` holds, polling every 10 ms, for at most `ms`. */
async function eventually(check: () => boolean, ms = 1000) {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let database: TestDatabase;
let db: Db;
let other: Db;

beforeEach(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.url, { poolMax: 2 });
  other = openDatabase(database.url, { poolMax: 2 });
});
afterEach(async () => {
  await db.destroy();
  await other.destroy();
  await database.drop();
});

describe('the content version a cached read checks', () => {
  it('is known without asking the database until another connection bumps it, and then within a second', async () => {
    const version = databaseContentVersion(db, 'posts');
    if (testEngine === 'postgres') await eventually(() => contentNotifications(db)!.listening);
    const first = await version.read();
    // What a replayed answer uses: no query, no promise.
    expect(version.current?.()).toBe(first);
    await other.transaction().execute((trx) => bumpContentVersion(trx, 'posts'));
    // SQLite reads it at once (its read is a synchronous primary-key read each turn); PostgreSQL
    // hears of it through NOTIFY at the commit.
    await eventually(() => version.current?.() !== first);
    const second = await version.read();
    expect(second).not.toBe(first);
    expect(version.current?.()).toBe(second);
  });

  if (testEngine === 'postgres') {
    it('goes back to asking while nobody listens, and listens again', async () => {
      const version = databaseContentVersion(db, 'posts');
      const notifications = contentNotifications(db)!;
      await eventually(() => notifications.listening);
      const before = await version.read();
      expect(version.current?.()).toBe(before);
      // The LISTEN connection dies (a database restart, a network drop).
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %' and datname = current_database()`.execute(
        other,
      );
      await eventually(() => !notifications.listening);
      expect(version.current?.()).toBeUndefined();
      await other.transaction().execute((trx) => bumpContentVersion(trx, 'posts'));
      // Asked of the database meanwhile: the bump is seen at the next read.
      const after = await version.read();
      expect(after).not.toBe(before);
      await eventually(() => notifications.listening, 3000);
      expect(await version.read()).toBe(after);
      expect(version.current?.()).toBe(after);
    });
  }
});
