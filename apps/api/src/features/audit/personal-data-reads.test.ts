import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

/** Lists that show people's addresses are reads of personal data: each one is in the audit log, as the contacts list is. */
let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const readsLogged = async () =>
  (
    await ctx.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username'])
      .where('action', 'not like', 'login.%')
      .orderBy('id')
      .execute()
  ).map((r) => `${r.action}:${r.actor_username}`);

describe('reads of personal data', () => {
  it.each([
    ['/api/assinantes-newsletter', 'subscribers.view'],
    ['/api/fila-emails', 'mail_queue.view'],
    ['/api/lgpd/solicitacoes', 'dsr.list'],
  ])('GET %s is audited as %s', async (path, action) => {
    const res = await ctx.request('GET', path, { token });
    expect(res.status).toBe(200);
    expect(await readsLogged()).toEqual([`${action}:admin@alvorada.test`]);
  });

  it('a count for the dashboard is not a read of anyone’s data', async () => {
    expect((await ctx.request('GET', '/api/fila-emails/contagem', { token })).status).toBe(200);
    expect(await readsLogged()).toEqual([]);
  });
});
