import { type Kysely, type Migration } from 'kysely';

/**
 * Deletes can be undone: a deleted post or newsletter subscriber is only
 * marked (`deleted_at`, ISO 8601 UTC) and the retention job removes it for good later (posts
 * after 30 days in the trash). Nullable columns only: existing rows stay live as they are.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('posts').addColumn('deleted_at', 'varchar(30)').execute();
    await db.schema.alterTable('newsletter_subscribers').addColumn('deleted_at', 'varchar(30)').execute();
  },
};
