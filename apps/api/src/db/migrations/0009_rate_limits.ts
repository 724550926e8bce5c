import { type Kysely, type Migration } from 'kysely';

/**
 * Per-address request counters of the public write endpoints, kept in the database so
 * every API process behind one address counts the same requests (scale-out, docs/OPERATIONS.md). One
 * row per limit and address: the start of its current fixed window and the requests in it.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start').execute();
  },
};
