import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { seedSubscribers } from '../../../test/subscriber-fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

describe('lifting suppressions in bulk', () => {
  it('lifts the selected suppressed subscribers at once, for Admins only, and audits how many', async () => {
    await seedSubscribers(ctx.deps.db, 5);
    await ctx.deps.db
      .updateTable('newsletter_subscribers')
      .set({ suppressed_at: '2026-03-09T10:00:00.000Z', suppressed_reason: '550 5.1.1 Mailbox does not exist' })
      .where('id', '<=', 4)
      .execute();
    const admin = await ctx.adminToken();
    const list = (await ctx.request('GET', '/api/assinantes-newsletter', { token: admin })).body as Array<{
      id: number;
      motivo_supressao: string | null;
    }>;
    expect(list.filter((s) => s.motivo_supressao === '550 5.1.1 Mailbox does not exist')).toHaveLength(4);

    const path = '/api/assinantes-newsletter/remover-supressao';
    expect((await ctx.request('POST', path, { token: await ctx.tokenFor(2), json: { ids: [1] } })).status).toBe(403);
    expect((await ctx.request('POST', path, { token: admin, json: { ids: [] } })).status).toBe(422);
    const lifted = await ctx.request('POST', path, { token: admin, json: { ids: [1, 2, 3, 5] } });
    expect(lifted.body).toEqual({ message: messages.campaign.suppressionsLifted(3), lifted: 3 });
    const rows = await ctx.deps.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'suppressed_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.suppressed_at !== null)).toEqual([false, false, false, true, false]);
    const audit = await ctx.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'subscribers.unsuppress')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({ count: 3 });
  });
});
