import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';
import { migrateToLatest } from '../migrate';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase({ migrated: false }));
});
afterEach(() => close());

describe('migration 0014 (newsletter campaigns) on a database with data', () => {
  it('keeps every subscriber and mail, counts existing subscribers as confirmed, and adds the campaign table', async () => {
    await migrateToLatest(db, '0009_rate_limits');
    const at = '2026-01-05T10:00:00.000Z';
    await db
      .insertInto('newsletter_subscribers')
      .values([
        { email: 'a@cliente.test', ativo: 1, create_date: at },
        { email: 'b@cliente.test', ativo: 0, create_date: at, data_cancelamento: at },
      ] as never)
      .execute();
    await db
      .insertInto('mail_outbox')
      .values({
        kind: 'newsletter-welcome',
        to: 'a@cliente.test',
        subject: 's',
        text: 't',
        html: 'h',
        status: 'sent',
        attempts: 1,
        next_attempt_at: at,
        created_at: at,
      } as never)
      .execute();
    await migrateToLatest(db);
    const subscribers = await db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'awaiting_confirmation', 'confirmed_at', 'suppressed_at'])
      .orderBy('email')
      .execute();
    expect(subscribers).toEqual([
      { email: 'a@cliente.test', awaiting_confirmation: 0, confirmed_at: at, suppressed_at: null },
      { email: 'b@cliente.test', awaiting_confirmation: 0, confirmed_at: at, suppressed_at: null },
    ]);
    const mail = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ status: 'sent', campaign_id: null, subscriber_id: null });
    expect(await db.selectFrom('newsletter_campaigns').selectAll().execute()).toEqual([]);
  });
});
