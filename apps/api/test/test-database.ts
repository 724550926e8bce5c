import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Engine } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';

/**
 * The engine the API tests run on. `npm test` runs the API project twice: once as is
 * (SQLite files in temp folders) and once with VITRINE_TEST_PG_URL pointing at a throwaway
 * PostgreSQL cluster (scripts/pg-cluster.mjs), where every test database is a copy of a
 * migrated template made once per run (test/pg-global-setup.ts).
 */
export const TEST_PG_URL = process.env.VITRINE_TEST_PG_URL;
export const testEngine: Engine = TEST_PG_URL ? 'postgres' : 'sqlite';
export const PG_TEMPLATE = 'vitrine_test_template';

let counter = 0;

/** A URL on the test cluster for database `name`. */
export function pgUrlFor(name: string): string {
  const url = new URL(TEST_PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the cluster's maintenance database (CREATE/DROP DATABASE). */
export async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** The DATABASE_URL of this database (a file path or a postgres:// URL). */
  url: string;
  /** A temp folder for this test's other files (DATA_DIR, outbox). */
  dir: string;
  /** Drops the database and removes the folder. Close every connection to it first. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the test engine. `migrated: true` (the default) answers one at
 * the newest migration; false answers a blank one, for tests of the migrations themselves.
 * `engine: 'sqlite'` answers a SQLite file even on a PostgreSQL run (tests comparing the two).
 */
export async function createTestDatabase(options: { migrated?: boolean; engine?: Engine } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
  if (!TEST_PG_URL || options.engine === 'sqlite') {
    const url = join(dir, 'test.db');
    if (migrated) {
      const db = openDatabase(url);
      await migrateToLatest(db);
      await db.destroy();
    }
    return { url, dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `vitrine_t_${process.pid}_${Date.now().toString(36)}_${(counter += 1)}`;
  await pgAdmin(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${PG_TEMPLATE}` : ''}`);
  return {
    url: pgUrlFor(name),
    dir,
    drop: async () => {
      await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** createTestDatabase, opened: for repository tests that need no app. */
export async function openTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await createTestDatabase(options);
  const db = openDatabase(database.url, { poolMax: 4 });
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
