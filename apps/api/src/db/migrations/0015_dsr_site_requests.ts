import { type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

/**
 * Data-subject requests sent by people from the site's /lgpd form. A pending request
 * waits in `dsr_verifications` until its e-mail link is used (only the token's hash is kept; it
 * expires); then it becomes a `dsr_requests` row, which gains what the person asked for (`kind`),
 * their name and details (null for requests staff open themselves). Only new tables and nullable
 * columns: an existing database keeps its rows as they are.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dsr_verifications')
      .addColumn('id', ...serialId(db))
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('request_id', 'integer')
      .execute();
    await db.schema
      .createIndex('dsr_verifications_email_idx')
      .on('dsr_verifications')
      .columns(['email', 'created_at'])
      .execute();
    await db.schema.alterTable('dsr_requests').addColumn('kind', 'varchar(20)').execute();
    await db.schema.alterTable('dsr_requests').addColumn('requester_name', 'varchar(120)').execute();
    await db.schema.alterTable('dsr_requests').addColumn('details', 'text').execute();
  },
};
