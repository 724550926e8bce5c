import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from '../db/database';
import { claimDueMails } from './outbox.repository';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
});
afterEach(() => close());

const NOW = '2026-03-10T12:00:00.000Z';
const LEASE = '2026-03-10T12:10:00.000Z';

async function queue(count: number) {
  await db
    .insertInto('mail_outbox')
    .values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'test',
        to: `m${i}@cliente.test`,
        subject: 's',
        text: 't',
        html: 'h',
        status: 'pending',
        attempts: 0,
        next_attempt_at: NOW,
        created_at: NOW,
      })),
    )
    .execute();
}

describe('claiming due mail', () => {
  it('hands each due mail to one claimer only, and not again until the lease ends', async () => {
    await queue(30);
    // Several claimers at once, as the workers of several processes would.
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimDueMails(db, NOW, LEASE, 10)));
    const ids = claims.flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
    expect(claims.every((c) => c.every((m) => m.next_attempt_at === LEASE))).toBe(true);
    expect(await claimDueMails(db, NOW, LEASE, 10)).toEqual([]);
    // A worker that died mid-send: after the lease the mail is due again.
    expect(await claimDueMails(db, LEASE, '2026-03-10T12:20:00.000Z', 50)).toHaveLength(30);
  });

  it('answers the oldest first and leaves sent and failed mail alone', async () => {
    await queue(3);
    await db.updateTable('mail_outbox').set({ status: 'sent' }).where('to', '=', 'm0@cliente.test').execute();
    await db.updateTable('mail_outbox').set({ status: 'failed' }).where('to', '=', 'm1@cliente.test').execute();
    const claimed = await claimDueMails(db, NOW, LEASE, 10);
    expect(claimed.map((m) => m.to)).toEqual(['m2@cliente.test']);
  });
});
