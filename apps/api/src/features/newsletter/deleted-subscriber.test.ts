import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://www.alvorada.test', NEWSLETTER_CONFIRM: 'true' });
  admin = await ctx.adminToken();
});
afterEach(() => ctx.close());

const outbox = () => ctx.deps.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const subscriberId = async (email: string) =>
  (
    await ctx.deps.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;
const confirmTokenOf = (text: string) => /confirmar-newsletter\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('a subscriber deleted by staff', () => {
  it('can no longer confirm the double opt-in nor get a welcome mail', async () => {
    const email = 'apagado@cliente.test';
    await ctx.request('POST', '/api/assinantes-newsletter', { json: { email } });
    await ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email } });
    const [confirmation] = await outbox();
    const token = confirmTokenOf(confirmation!.text);

    const id = await subscriberId(email);
    expect((await ctx.request('DELETE', `/api/assinantes-newsletter/${id}`, { token: admin })).status).toBe(200);

    const confirm = await ctx.request('POST', '/api/assinantes-newsletter/confirmar', { json: { token } });
    expect(confirm.status).toBe(404);
    const row = await ctx.deps.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.awaiting_confirmation).toBe(1);

    // Asking for the mail again (a day later, past the daily limit) sends nothing either.
    ctx.advance(25 * 60 * 60_000);
    await ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email } });
    const mails = await outbox();
    expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirm']);
    // The confirmation still waiting in the outbox is dropped with the subscriber.
    expect(mails[0]!.status).toBe('cancelled');
  });

  it('gets no welcome mail once deleted, even when confirmed', async () => {
    await ctx.close();
    ctx = await createTestContext({ PUBLIC_URL: 'https://www.alvorada.test' });
    admin = await ctx.adminToken();
    const email = 'confirmado@cliente.test';
    await ctx.request('POST', '/api/assinantes-newsletter', { json: { email } });
    await ctx.request('DELETE', `/api/assinantes-newsletter/${await subscriberId(email)}`, { token: admin });
    await ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email } });
    expect(await outbox()).toEqual([]);
  });
});
