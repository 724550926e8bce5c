import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One round trip that needs a working connection and nothing else. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Names of the migrations this database has run (Kysely's own bookkeeping table). */
export async function executedMigrations(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.rows.map((r) => r.name);
}
