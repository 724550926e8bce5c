import { existsSync, renameSync } from 'node:fs';
import { sql } from 'kysely';
import { copyDatabase, tablesWithData } from '../db/copy';
import { openDatabase, type Db } from '../db/database';
import { stampIncarnation } from '../db/database-watch';
import { withStartupLock } from '../db/startup-lock';
import { rebuildSearchIndex } from '../features/search/search-index.service';
import { migrateToLatest } from '../migrate';
import { createScratch, removeScratch, removeSqliteFiles } from './scratch';

/** The target already holds data and --replace was not given: nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const refuse = (tables: string[]) =>
  new RestoreRefusedError(
    `o banco de destino já tem dados (${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}); ` +
      'nada foi alterado. Use --replace para substituí-lo pelo backup',
  );

/** Restores into a SQLite file: built beside it and renamed over it, so a failure leaves the old one. */
export async function restoreIntoSqlite(path: string, backup: Db, replace: boolean) {
  if (existsSync(path)) {
    const current = openDatabase(path);
    try {
      const withData = await tablesWithData(current);
      if (withData.length > 0 && !replace) throw refuse(withData);
    } finally {
      await current.destroy();
    }
  }
  const building = createScratch(path, 'restored');
  const target = openDatabase(building);
  try {
    await migrateToLatest(target);
    const report = await copyDatabase(backup, target, rebuildSearchIndex);
    await stampIncarnation(target);
    await sql`pragma journal_mode = DELETE`.execute(target);
    await target.destroy();
    removeSqliteFiles(path);
    renameSync(building, path);
    removeScratch(building);
    return report;
  } catch (error) {
    await target.destroy().catch(() => {});
    removeScratch(building);
    throw error;
  }
}

/** Restores into a PostgreSQL database, under the startup lock so no server migrates it meanwhile. */
export async function restoreIntoPostgres(url: string, backup: Db, replace: boolean) {
  const target = openDatabase(url, { poolMax: 2 });
  try {
    await withStartupLock(target, async (locked) => {
      const withData = await tablesWithData(locked);
      if (withData.length > 0) {
        if (!replace) throw refuse(withData);
        await dropEveryTable(locked);
      }
      await migrateToLatest(locked);
    });
    // Through the pool: the copy's transaction needs a connection besides the one it reads counts on.
    const report = await copyDatabase(backup, target, rebuildSearchIndex);
    // A server still on this database (--force) sees another incarnation and stops its writes.
    await stampIncarnation(target);
    return report;
  } finally {
    await target.destroy();
  }
}

/** --replace on PostgreSQL: the site's tables (and the migrations' bookkeeping) go, to be created anew. */
async function dropEveryTable(db: Db): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  await db.transaction().execute(async (trx) => {
    for (const table of tables) {
      if (table.name === 'kysely_migration_lock') continue;
      await sql`drop table if exists ${sql.table(table.name)} cascade`.execute(trx);
    }
  });
}
