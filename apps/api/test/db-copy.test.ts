import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearch } from '../src/features/search/search-query';
import { searchPostList } from '../src/features/search/search.service';
import { openDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';
import type { AppDeps } from '../src/deps';
import { silentLogger } from '../src/lib/logger';
import { runSeeders } from '../src/seed';
import { createTestDatabase, testEngine, type TestDatabase } from './test-database';

/**
 * npm run db:copy: the demo database (SQLite, as a first start makes it) copied into an
 * empty database of the test engine — PostgreSQL in the PostgreSQL run — through the real
 * command, then compared row by row.
 */
const repoDir = fileURLToPath(new URL('../../..', import.meta.url));
let target: TestDatabase;
let sourceFile: string;
let source: Db;
let copy: Db;

beforeAll(async () => {
  target = await createTestDatabase({ migrated: false });
  sourceFile = join(target.dir, 'demo.db');
  source = openDatabase(sourceFile);
  await migrateToLatest(source);
  await runSeeders({ db: source, now: () => new Date('2026-03-10T12:00:00.000Z'), logger: silentLogger } as AppDeps);
  await source.destroy();
}, 60_000);

afterAll(async () => {
  await source?.destroy();
  await copy?.destroy();
  await target.drop();
});

function runCopy(from: string, to: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/db-cli.ts', 'copy', '--from', from, '--to', to],
    {
      cwd: repoDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

/** Every row of every table, bytes as sha256, in a stable order. */
async function dump(db: Db): Promise<Record<string, unknown[]>> {
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  // The search index is each engine's own (rebuilt on the target, compared by searching below).
  const tables = (await db.introspection.getTables()).filter(
    (t) => !t.name.startsWith('kysely_') && !t.name.startsWith('post_search'),
  );
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await loose.selectFrom(table.name).selectAll().execute();
    out[table.name] = rows
      .map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [
            k,
            v instanceof Uint8Array ? `sha256:${createHash('sha256').update(v).digest('hex')}` : v,
          ]),
        ),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

describe(`npm run db:copy (demo SQLite → ${testEngine})`, () => {
  it('copies every row and image losslessly, and new rows get ids after the copied ones', async () => {
    const result = runCopy(sourceFile, target.url);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Cópia concluída: \d+ imagens conferidas/);

    source = openDatabase(sourceFile);
    copy = openDatabase(target.url, { poolMax: 2 });
    const [before, after] = [await dump(source), await dump(copy)];
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) {
      expect(after[table]!.length, table).toBe(before[table]!.length);
      expect(after[table], table).toEqual(before[table]);
    }
    expect(before.posts!.length).toBeGreaterThan(0);
    expect(before.post_images!.length).toBeGreaterThan(0);
    // Searched as visitors search: the copy's posts are all indexed, in the same order.
    const wms = parseSearch('wms');
    const [searchedSource, searchedCopy] = [
      await searchPostList(source, wms, { page: 1, pageSize: 10 }, new Date()),
      await searchPostList(copy, wms, { page: 1, pageSize: 10 }, new Date()),
    ];
    expect(searchedSource.total).toBeGreaterThan(0);
    expect(searchedCopy.posts.map((p) => p.id)).toEqual(searchedSource.posts.map((p) => p.id));

    const maxId = Math.max(...before.contacts!.map((c) => (c as { id: number }).id));
    const added = await copy
      .insertInto('contacts')
      .values({
        name: 'Nova',
        email: 'nova@cliente.test',
        phone: '4733334444',
        subject: 'Oi',
        message: 'Olá',
        read: 0,
        create_date: '2026-03-11T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBeGreaterThan(maxId);
  });

  it('refuses a target that already has data, changing nothing', async () => {
    const result = runCopy(sourceFile, target.url);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/o destino já tem dados/);
  });
});
