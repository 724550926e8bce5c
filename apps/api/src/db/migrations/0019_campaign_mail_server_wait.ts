import { type Kysely, type Migration } from 'kysely';

/**
 * A campaign the mail server itself failed (AUTH refused, sender refused, no connection) is
 * paused by the worker, not by staff, and resumes by itself: these columns say why
 * (`mail_server_error`), when the worker tries again (`mail_server_retry_at`, ISO 8601 UTC; null
 * when staff paused it or it is not waiting) and how many times in a row it failed, for the
 * growing wait (`mail_server_failures`). Existing campaigns are not waiting.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('newsletter_campaigns').addColumn('mail_server_error', 'varchar(500)').execute();
    await db.schema.alterTable('newsletter_campaigns').addColumn('mail_server_retry_at', 'varchar(30)').execute();
    await db.schema
      .alterTable('newsletter_campaigns')
      .addColumn('mail_server_failures', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
