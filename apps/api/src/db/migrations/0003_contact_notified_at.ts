import { type Kysely, type Migration } from 'kysely';

/**
 * When a contact's notification was queued: POST /contato/send may be replayed, and each
 * stored contact must reach the company inbox at most once.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contacts').addColumn('notified_at', 'varchar(30)').execute();
  },
};
