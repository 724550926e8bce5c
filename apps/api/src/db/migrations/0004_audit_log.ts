import { type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

/**
 * The append-only record of staff actions (who, when, from where, on what). Written by
 * the staff features and read by the Auditoria screen and data-subject requests; never
 * updated, only purged past AUDIT_RETENTION_DAYS.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', ...serialId(db))
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_username', 'varchar(120)')
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('target_type', 'varchar(30)')
      .addColumn('target_id', 'varchar(60)')
      .addColumn('address', 'varchar(64)')
      .addColumn('details', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
  },
};
