import { type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

/** The lead-source columns a contact and a subscription carry (all null on older rows). */
const SOURCE_COLUMNS: Array<[string, number]> = [
  ['source_landing', 300],
  ['source_referrer', 255],
  ['source_utm_source', 100],
  ['source_utm_medium', 100],
  ['source_utm_campaign', 100],
  ['source_utm_term', 100],
  ['source_utm_content', 100],
  ['source_page', 300],
];

/**
 * Where each lead came from, and the webhooks that carry leads to a CRM.
 *
 * Contacts and subscribers gain the visit's landing page, the referring host, the landing
 * address's UTM tags, the page the form was sent from and, when the visit came from one of our
 * own newsletter campaigns, that campaign's id. Plain nullable columns, so older rows stay valid
 * and the dashboard can group by them.
 *
 * webhook_endpoints holds each receiver (its secret, and the previous one while a rotation's
 * overlap lasts) and a lease: the process holding it is the only one delivering to that
 * endpoint, which keeps deliveries in order and each one sent by one process. webhook_deliveries
 * is the outbox: one row per event and endpoint, written in the same transaction as the change
 * it announces.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['contacts', 'newsletter_subscribers']) {
      for (const [column, size] of SOURCE_COLUMNS) {
        await db.schema.alterTable(table).addColumn(column, `varchar(${size})`).execute();
      }
      await db.schema.alterTable(table).addColumn('source_campaign_id', 'integer').execute();
    }

    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', ...serialId(db))
      .addColumn('url', 'varchar(2000)', (c) => c.notNull())
      .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      // Space-separated event types.
      .addColumn('events', 'varchar(500)', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      // null while active; 'manual' or 'failing' (paused by the worker after a day of failures).
      .addColumn('paused_reason', 'varchar(20)')
      .addColumn('paused_at', 'varchar(30)')
      .addColumn('secret', 'varchar(100)', (c) => c.notNull())
      .addColumn('previous_secret', 'varchar(100)')
      .addColumn('previous_secret_until', 'varchar(30)')
      .addColumn('lease_until', 'varchar(30)')
      .addColumn('lease_owner', 'varchar(40)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', ...serialId(db))
      .addColumn('endpoint_id', 'integer', (c) => c.notNull())
      // The webhook-id header: the same on every attempt, so receivers can drop repeats.
      .addColumn('message_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('event_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      // pending | delivered | failed
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('delivered_at', 'varchar(30)')
      .addColumn('last_attempt_at', 'varchar(30)')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_latency_ms', 'integer')
      .addColumn('last_response', 'varchar(600)')
      .addColumn('last_error', 'varchar(500)')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_endpoint_idx')
      .on('webhook_deliveries')
      .columns(['endpoint_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_created_idx')
      .on('webhook_deliveries')
      .column('created_at')
      .execute();
  },
};
