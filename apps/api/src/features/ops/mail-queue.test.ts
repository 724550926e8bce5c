import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import { queueMail } from '../../mail/outbox';
import { createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let admin: string;
const content = { subject: 'Novo contato', text: 'texto', html: '<p>texto</p>' };

/** Three mails as the worker leaves them: one pending, one failed after every attempt, one sent. */
async function seedOutbox(): Promise<{ pending: number; failed: number; sent: number }> {
  const db = ctx.deps.db;
  const now = ctx.deps.now();
  const pending = await queueMail(db, { kind: 'contact-notification', to: 'a@alvorada.test', content }, now);
  const failed = await queueMail(db, { kind: 'newsletter-welcome', to: 'b@cliente.test', content }, now);
  const sent = await queueMail(db, { kind: 'contact-notification', to: 'c@alvorada.test', content }, now);
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' })
    .where('id', '=', failed)
    .execute();
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', attempts: 1, sent_at: now.toISOString() })
    .where('id', '=', sent)
    .execute();
  return { pending, failed, sent };
}

beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

describe('Fila de e-mails API', () => {
  it('lists pending, failed and recent sent mail with counts, for Admins only', async () => {
    const ids = await seedOutbox();
    const res = await ctx.request('GET', '/api/fila-emails', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({
      pending: 1,
      failed: 1,
      sent: 1,
      campaignsWaitingForServer: 0,
      mailServerError: null,
    });
    const failed = res.body.mails.find((m: { id: number }) => m.id === ids.failed);
    expect(failed).toMatchObject({
      kind: 'newsletter-welcome',
      to: 'b@cliente.test',
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: null,
    });
    expect(res.body.mails.find((m: { id: number }) => m.id === ids.pending)).toMatchObject({
      status: 'pending',
      nextAttemptAt: expect.any(String),
    });
    expect((await ctx.request('GET', '/api/fila-emails/contagem', { token: admin })).body).toEqual({
      pending: 1,
      failed: 1,
      sent: 1,
      campaignsWaitingForServer: 0,
      mailServerError: null,
    });

    const marketing = await ctx.tokenFor(Role.Marketing);
    expect((await ctx.request('GET', '/api/fila-emails', { token: marketing })).status).toBe(403);
    expect((await ctx.request('POST', `/api/fila-emails/${ids.failed}/reenviar`, { token: marketing })).status).toBe(
      403,
    );
    expect((await ctx.request('GET', '/api/fila-emails')).status).toBe(401);
  });

  it('"Reenviar" puts a failed mail back in the queue, due now, and is audited', async () => {
    const ids = await seedOutbox();
    const res = await ctx.request('POST', `/api/fila-emails/${ids.failed}/reenviar`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.admin.mailRetried });
    const row = await ctx.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', ids.failed)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: ctx.deps.now().toISOString() });

    // Now pending: neither action applies any more; unknown ids are 404.
    const again = await ctx.request('POST', `/api/fila-emails/${ids.failed}/reenviar`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.admin.mailNotFailed);
    expect((await ctx.request('DELETE', `/api/fila-emails/${ids.sent}`, { token: admin })).status).toBe(409);
    expect((await ctx.request('POST', '/api/fila-emails/9999/reenviar', { token: admin })).status).toBe(404);

    const audit = await ctx.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'details'])
      .where('action', 'like', 'mail.%')
      .execute();
    expect(audit).toEqual([
      {
        action: 'mail.retry',
        target_type: 'mail',
        target_id: String(ids.failed),
        details: '{"kind":"newsletter-welcome"}',
      },
    ]);
  });

  it('"Descartar" deletes a failed mail and is audited', async () => {
    const ids = await seedOutbox();
    const res = await ctx.request('DELETE', `/api/fila-emails/${ids.failed}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.admin.mailDiscarded });
    expect(await ctx.deps.db.selectFrom('mail_outbox').select('id').where('id', '=', ids.failed).execute()).toEqual([]);
    const audit = await ctx.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'mail.discard')
      .execute();
    expect(audit).toEqual([{ action: 'mail.discard', target_id: String(ids.failed) }]);
  });

  it('"Enviar agora" makes a pending mail due now, refuses other states, and is audited', async () => {
    const ids = await seedOutbox();
    const later = new Date(ctx.deps.now().getTime() + 3_600_000).toISOString();
    await ctx.deps.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: later })
      .where('id', '=', ids.pending)
      .execute();
    const res = await ctx.request('POST', `/api/fila-emails/${ids.pending}/envio`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.admin.mailSentNow });
    const row = await ctx.deps.db
      .selectFrom('mail_outbox')
      .select(['status', 'next_attempt_at'])
      .where('id', '=', ids.pending)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', next_attempt_at: ctx.deps.now().toISOString() });

    for (const id of [ids.failed, ids.sent]) {
      const refused = await ctx.request('POST', `/api/fila-emails/${id}/envio`, { token: admin });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(messages.admin.mailNotPending);
    }
    expect((await ctx.request('POST', '/api/fila-emails/9999/envio', { token: admin })).status).toBe(404);
    const marketing = await ctx.tokenFor(Role.Marketing);
    expect((await ctx.request('POST', `/api/fila-emails/${ids.pending}/envio`, { token: marketing })).status).toBe(403);

    const audit = await ctx.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'details'])
      .where('action', '=', 'mail.send_now')
      .execute();
    expect(audit).toEqual([
      { action: 'mail.send_now', target_id: String(ids.pending), details: '{"kind":"contact-notification"}' },
    ]);
  });

  it("lists a campaign's bounced and cancelled mail with their state", async () => {
    const ids = await seedOutbox();
    await ctx.deps.db.updateTable('mail_outbox').set({ status: 'bounced' }).where('id', '=', ids.failed).execute();
    await ctx.deps.db.updateTable('mail_outbox').set({ status: 'cancelled' }).where('id', '=', ids.pending).execute();
    const res = await ctx.request('GET', '/api/fila-emails', { token: admin });
    const statuses = (res.body.mails as { id: number; status: string }[]).map((m) => [m.id, m.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [ids.failed, 'bounced'],
        [ids.pending, 'cancelled'],
      ]),
    );
  });
});
