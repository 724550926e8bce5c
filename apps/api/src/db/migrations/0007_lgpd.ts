import { type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

/**
 * LGPD: each contact and subscription records the privacy-policy version the person saw, when
 * and through which form and page; newsletter mail keeps its List-Unsubscribe URL; data-subject
 * requests and retention purges get their own records.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['contacts', 'newsletter_subscribers']) {
      await db.schema.alterTable(table).addColumn('consent_version', 'varchar(40)').execute();
      await db.schema.alterTable(table).addColumn('consent_at', 'varchar(30)').execute();
      await db.schema.alterTable(table).addColumn('consent_form', 'varchar(20)').execute();
      await db.schema.alterTable(table).addColumn('consent_page', 'varchar(200)').execute();
    }
    // The one-click unsubscribe URL of a newsletter mail (RFC 8058); null for other mail.
    await db.schema.alterTable('mail_outbox').addColumn('unsubscribe_url', 'varchar(600)').execute();

    await db.schema
      .createTable('dsr_requests')
      .addColumn('id', ...serialId(db))
      // The address only while the request is open; cleared when it closes (subject_hint stays).
      .addColumn('email', 'varchar(254)')
      .addColumn('subject_hint', 'varchar(254)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('opened_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('opened_by', 'varchar(120)', (c) => c.notNull())
      .addColumn('deadline_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('closed_at', 'varchar(30)')
      // JSON array of {kind, at, by, counts}: what was done, by whom, when.
      .addColumn('actions', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dsr_requests_status_idx')
      .on('dsr_requests')
      .columns(['status', 'opened_at'])
      .execute();

    await db.schema
      .createTable('retention_runs')
      .addColumn('id', ...serialId(db))
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .addColumn('contacts', 'integer', (c) => c.notNull())
      .addColumn('subscribers', 'integer', (c) => c.notNull())
      .addColumn('mails', 'integer', (c) => c.notNull())
      .addColumn('audit', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('retention_runs_at_idx').on('retention_runs').column('at').execute();
  },
};
