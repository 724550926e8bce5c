import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from '../db/database';
import { loadConfig } from '../config';
import { silentLogger } from '../lib/logger';
import { queueMail } from '../mail/outbox';
import { createMailWorker } from './mail-worker';
import type { MailTransport } from '../mail/transport';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
});
afterEach(() => close());

const content = { subject: 's', text: 't', html: '<p>t</p>' };
const config = loadConfig({ DATABASE_URL: ':memory:' });
const refusing = (error: object): MailTransport =>
  ({
    description: 'teste',
    send: () => Promise.reject(Object.assign(new Error('recusado'), error)),
    close() {},
  }) as MailTransport;

describe('a mail server’s refusal', () => {
  it('marks a mail failed at once on a permanent refusal, and retries later on a temporary one', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const permanent = await queueMail(db, { kind: 'contact-notification', to: 'a@b.test', content }, now);
    await createMailWorker(
      { db, config, jwtSecret: 'x'.repeat(32), now: () => now, logger: silentLogger },
      refusing({ responseCode: 550, command: 'RCPT TO' }),
    ).runOnce();
    const temporary = await queueMail(db, { kind: 'contact-notification', to: 'c@d.test', content }, now);
    await createMailWorker(
      { db, config, jwtSecret: 'x'.repeat(32), now: () => now, logger: silentLogger },
      refusing({ responseCode: 451, command: 'RCPT TO' }),
    ).runOnce();

    const rows = await db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts', 'last_error'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: permanent, status: 'failed', attempts: 1, last_error: 'recusado' },
      { id: temporary, status: 'pending', attempts: 1, last_error: 'recusado' },
    ]);
  });
});
