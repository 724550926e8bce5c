import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Db } from '../../db/database';
import { purgeAuditBefore, recordAudit } from './audit.repository';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
});
afterEach(() => close());

describe('audit log', () => {
  it('stores who, when, where, what, and details as JSON', async () => {
    await recordAudit(
      db,
      {
        action: 'post.delete',
        actor: { id: 1, username: 'ana' },
        address: '203.0.113.9',
        target: { type: 'post', id: 42 },
        details: { title: 'Olá' },
      },
      new Date('2026-03-10T12:00:00.000Z'),
    );
    const rows = await db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 1,
        at: '2026-03-10T12:00:00.000Z',
        actor_id: 1,
        actor_username: 'ana',
        action: 'post.delete',
        target_type: 'post',
        target_id: '42',
        address: '203.0.113.9',
        details: '{"title":"Olá"}',
      },
    ]);
  });

  it('purges only the entries older than the cut-off', async () => {
    const entry = { action: 'login.failure', actor: { id: null, username: null }, address: null } as const;
    await recordAudit(db, entry, new Date('2025-01-01T00:00:00.000Z'));
    await recordAudit(db, entry, new Date('2026-01-01T00:00:00.000Z'));
    expect(await purgeAuditBefore(db, '2025-06-01T00:00:00.000Z')).toBe(1);
    const left = await db.selectFrom('audit_log').select('at').execute();
    expect(left).toEqual([{ at: '2026-01-01T00:00:00.000Z' }]);
  });
});
