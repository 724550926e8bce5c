import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';
import { PG_TEMPLATE, TEST_PG_URL, pgAdmin, pgUrlFor } from './test-database';

/**
 * PostgreSQL runs of the API tests: one migrated template per run, so each test file's
 * database is a fast CREATE DATABASE … TEMPLATE instead of running every migration again.
 */
export default async function setup() {
  if (!TEST_PG_URL) return;
  await pgAdmin(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
  await pgAdmin(`CREATE DATABASE ${PG_TEMPLATE}`);
  const db = openDatabase(pgUrlFor(PG_TEMPLATE), { poolMax: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return async () => {
    await pgAdmin(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
  };
}
