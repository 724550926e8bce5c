import { type Kysely, type Migration } from 'kysely';

/**
 * One row naming the newest release that migrated this database (written by migrateToLatest,
 * not here: a migration does not know which build runs it). An older build meeting the
 * database then says which version to use instead of Kysely's "corrupted migrations".
 * It is bookkeeping, not site data: copies and restores carry the source's row over the
 * target's (db/copy.ts).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('schema_version')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('migrated_at', 'text', (col) => col.notNull())
      .execute();
  },
};
