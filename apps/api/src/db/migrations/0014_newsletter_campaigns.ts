import { sql, type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

/**
 * Newsletter campaigns. A campaign is one row; each recipient's mail is one
 * mail_outbox row pointing back at it (campaign_id, subscriber_id), so the outbox's claim
 * keeps every mail sent once. Subscribers gain a suppressed state (a permanent SMTP refusal,
 * with its reason) and a confirmation time for double opt-in; everyone already subscribed
 * counts as confirmed (they subscribed under the single opt-in flow): confirmed_at records when.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('newsletter_campaigns')
      .addColumn('id', ...serialId(db))
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('preheader', 'varchar(300)', (c) => c.notNull())
      // The editor's HTML (sanitised on save); the mail template wraps it at send time.
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('post_id', 'integer')
      // draft | scheduled | sending | paused | cancelled | sent
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('scheduled_at', 'varchar(30)')
      .addColumn('started_at', 'varchar(30)')
      .addColumn('finished_at', 'varchar(30)')
      // Recipients queued when sending started (active, confirmed, not suppressed).
      .addColumn('audience', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('created_by', 'varchar(120)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('newsletter_campaigns_status_idx')
      .on('newsletter_campaigns')
      .columns(['status', 'scheduled_at'])
      .execute();

    await db.schema.alterTable('mail_outbox').addColumn('campaign_id', 'integer').execute();
    await db.schema.alterTable('mail_outbox').addColumn('subscriber_id', 'integer').execute();
    // A campaign's progress and its pending mail are read by campaign and status.
    await db.schema
      .createIndex('mail_outbox_campaign_idx')
      .on('mail_outbox')
      .columns(['campaign_id', 'status'])
      .execute();
    await db.schema.createIndex('mail_outbox_subscriber_idx').on('mail_outbox').column('subscriber_id').execute();

    const subscribers = db.schema.alterTable('newsletter_subscribers');
    await subscribers.addColumn('suppressed_at', 'varchar(30)').execute();
    await subscribers.addColumn('suppressed_reason', 'varchar(500)').execute();
    // Double opt-in: 1 while the confirmation link is unused. Any row written without it
    // (seeds, imports, other features) is a confirmed subscriber, as before this migration.
    await subscribers.addColumn('awaiting_confirmation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await subscribers.addColumn('confirmed_at', 'varchar(30)').execute();
    await subscribers.addColumn('confirm_token_hash', 'varchar(64)').execute();
    await sql`update newsletter_subscribers set confirmed_at = create_date`.execute(db);
  },
};
