import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { campaignToken, startSmtpSink, unwrapMail, type SmtpSink } from '../../../test/smtp-sink';
import { seedSubscribers } from '../../../test/subscriber-fixtures';
import { purgeExpired } from '../../jobs/retention';
import { createMailWorker, type MailWorker } from '../../jobs/mail-worker';
import { createMailTransport } from '../../mail/transport';
import { ARTICLE_LINK_TEXT } from '../../mail/campaign-mail';
import { campaignTemplate } from './campaigns.service';

let ctx: TestContext | undefined;
let sink: SmtpSink | undefined;
let worker: MailWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  await sink?.close();
  await ctx?.close();
  ctx = sink = worker = undefined;
});

const m = messages.campaign;
const PUBLIC_URL = 'https://www.alvorada.test';

async function setUp(env: Record<string, string> = {}, refuse?: (address: string) => boolean) {
  sink = await startSmtpSink({ refuse });
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    PUBLIC_URL,
    NEWSLETTER_RATE_PER_MINUTE: '600000',
    ...env,
  });
  worker = createMailWorker(ctx.deps, createMailTransport(ctx.config));
  return { ctx, sink, worker, token: await ctx.tokenFor(2, 'marketing@alvorada.test') };
}

const campaignInput = {
  subject: 'Novidades de março',
  preheader: 'Tudo o que mudou no TMS',
  body: '<p>Olá! Veja as <a href="https://www.alvorada.test/blog/1">novidades</a>.</p><p><img src="/api/posts/1/images/1" alt="Capa"></p>',
};

async function createCampaign(c: TestContext, token: string, input: Record<string, unknown> = campaignInput) {
  const res = await c.request('POST', '/api/campanhas-newsletter', { token, json: input });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const action = (c: TestContext, token: string, id: number, verb: string, json: unknown = {}) =>
  c.request('POST', `/api/campanhas-newsletter/${id}/${verb}`, { token, json });

const campaignOf = async (c: TestContext, token: string, id: number) =>
  (await c.request('GET', `/api/campanhas-newsletter/${id}`, { token })).body;

const subscriberRows = (c: TestContext) =>
  c.deps.db.selectFrom('newsletter_subscribers').selectAll().orderBy('id').execute();

describe('newsletter campaigns', () => {
  it('ends the mail of a campaign made from a post with a link to the article, by id', () => {
    const row = { subject: 'Pátio', preheader: '', body: '<p>Texto</p>', post_id: 7 };
    const mail = campaignTemplate(row, PUBLIC_URL);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/blog/7"`);
    expect(mail.html).toContain(ARTICLE_LINK_TEXT);
    expect(mail.text).toContain(`${PUBLIC_URL}/blog/7`);
    expect(campaignTemplate({ ...row, post_id: null }, PUBLIC_URL).html).not.toContain(ARTICLE_LINK_TEXT);
  });

  it('sends each subscriber one mail with their own one-click unsubscribe, the company address and no tracking', async () => {
    const { ctx, sink, worker, token } = await setUp();
    await seedSubscribers(ctx.deps.db, 40);
    const id = await createCampaign(ctx, token);
    // Before it goes, the draft says how many it would reach now (the screen's "Enviar para 40 assinantes?").
    expect(await campaignOf(ctx, token, id)).toMatchObject({ status: 'draft', audience: 40 });
    expect((await action(ctx, token, id, 'enviar')).body).toEqual({ message: m.started });
    const sendAudit = await ctx.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'campaign.send')
      .executeTakeFirstOrThrow();
    expect(sendAudit.details).toBe('{"audience":40}');
    // Sent once: a second "Enviar agora" is refused.
    expect((await action(ctx, token, id, 'enviar')).status).toBe(409);
    expect(await worker.runOnce()).toBe(40);
    expect(await worker.runOnce()).toBe(0);

    const recipients = sink.received.map((r) => r.to).sort();
    expect(recipients).toEqual(Array.from({ length: 40 }, (_, i) => `leitor${i}@cliente.test`).sort());
    const tokens = new Set(sink.received.map((r) => campaignToken(r.data)));
    expect(tokens.size).toBe(40);
    const mail = unwrapMail(sink.received[0]!.data);
    const own = campaignToken(mail)!;
    const unsubscribe = `${PUBLIC_URL}/cancelar-newsletter?token=${own}`;
    expect(mail).toMatch(new RegExp(`^List-Unsubscribe: <${unsubscribe.replace(/[.?]/g, '\\$&')}>`, 'm'));
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail).toContain('multipart/alternative');
    expect(mail).toContain('Rua XV de Novembro, 1984');
    expect(mail).toContain('Cancelar inscrição');
    // Images at absolute URLs with alt text; links as written (no redirector, no pixel), our own
    // site's with the campaign's UTM tags so a lead it brings is attributed to it.
    expect(mail).toContain(`src="${PUBLIC_URL}/api/posts/1/images/1"`);
    expect(mail).toContain('alt="Capa"');
    expect(mail).toContain(
      `href="https://www.alvorada.test/blog/1?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=campanha-${id}"`,
    );
    expect(mail.match(/<img /g)).toHaveLength(1);
    // Not made from a post: no closing link to an article.
    expect(mail).not.toContain(ARTICLE_LINK_TEXT);

    const campaign = await campaignOf(ctx, token, id);
    expect(campaign).toMatchObject({
      status: 'sent',
      audience: 40,
      progress: { queued: 0, sent: 40, failed: 0, suppressed: 0, skipped: 0 },
    });

    // The mail client's one-click POST cancels that subscriber, and only that one.
    const oneClick = await ctx.app.request(`/cancelar-newsletter?token=${own}`, { method: 'POST' });
    expect(oneClick.status).toBe(200);
    const who = sink.received[0]!.to;
    const rows = await subscriberRows(ctx);
    expect(rows.filter((r) => r.ativo === 0).map((r) => r.email)).toEqual([who]);
    // A forged signature is refused.
    const forged = `${own.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await ctx.request('PUT', '/api/assinantes-newsletter', { json: { token: forged } })).status).toBe(404);
  });

  it('suppresses an address the server refuses with 550, skips it next time, and an Admin lifts it', async () => {
    const refused = 'leitor3@cliente.test';
    const { ctx, sink, worker, token } = await setUp({}, (address) => address === refused);
    await seedSubscribers(ctx.deps.db, 10);
    const first = await createCampaign(ctx, token);
    await action(ctx, token, first, 'enviar');
    expect(await worker.runOnce()).toBe(9);
    const campaign = await campaignOf(ctx, token, first);
    expect(campaign.status).toBe('sent');
    expect(campaign.progress).toEqual({ queued: 0, sent: 9, failed: 0, suppressed: 1, skipped: 0 });
    expect(campaign.failures).toEqual([{ reason: expect.stringMatching(/550/), count: 1 }]);
    const suppressed = (await subscriberRows(ctx)).find((r) => r.email === refused)!;
    expect(suppressed).toMatchObject({ ativo: 1, suppressed_reason: expect.stringMatching(/550/) });
    expect(suppressed.suppressed_at).not.toBeNull();
    // Not retried: a permanent refusal is final.
    const bounced = await ctx.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', refused)
      .executeTakeFirstOrThrow();
    expect(bounced).toMatchObject({ status: 'bounced', attempts: 1 });

    // The Subscribers grid shows it apart, with the reason.
    const admin = await ctx.adminToken();
    const list = await ctx.request('GET', '/api/assinantes-newsletter', { token: admin });
    expect(list.body.find((s: { email: string }) => s.email === refused)).toMatchObject({
      ativo: true,
      motivo_supressao: expect.stringMatching(/550/),
      suprimido_em: expect.any(String),
    });

    const second = await createCampaign(ctx, token, { ...campaignInput, subject: 'Segunda edição' });
    await action(ctx, token, second, 'enviar');
    expect((await campaignOf(ctx, token, second)).audience).toBe(9);
    await worker.runOnce();
    expect(sink.received.filter((r) => r.to === refused)).toHaveLength(0);

    // Lifting is for Admins only.
    const lift = `/api/assinantes-newsletter/${suppressed.id}/remover-supressao`;
    expect((await ctx.request('POST', lift, { token })).status).toBe(403);
    expect((await ctx.request('POST', lift, { token: admin })).body).toEqual({ message: m.suppressionLifted });
    expect((await ctx.request('POST', lift, { token: admin })).status).toBe(409);
    const third = await createCampaign(ctx, token, { ...campaignInput, subject: 'Terceira edição' });
    await action(ctx, token, third, 'enviar');
    expect((await campaignOf(ctx, token, third)).audience).toBe(10);
  });

  it('pause stops sending after the batch in hand; resume finishes it', async () => {
    // 1,200 a minute: batches of 20, and the second batch is not allowed before a second passes.
    const { ctx, sink, worker, token } = await setUp({ NEWSLETTER_RATE_PER_MINUTE: '1200' });
    await seedSubscribers(ctx.deps.db, 50);
    const id = await createCampaign(ctx, token);
    await action(ctx, token, id, 'enviar');
    expect(await worker.runOnce()).toBe(20);
    expect((await action(ctx, token, id, 'pausar')).body).toEqual({ message: m.paused });
    expect((await action(ctx, token, id, 'pausar')).status).toBe(409);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await worker.runOnce()).toBe(0);
    expect(sink.received).toHaveLength(20);
    expect(await campaignOf(ctx, token, id)).toMatchObject({ status: 'paused', progress: { queued: 30, sent: 20 } });

    expect((await action(ctx, token, id, 'retomar')).body).toEqual({ message: m.resumed });
    let sent = 20;
    while (sent < 50) {
      await new Promise((r) => setTimeout(r, 1050));
      sent += await worker.runOnce();
    }
    expect(sink.received).toHaveLength(50);
    expect(new Set(sink.received.map((r) => r.to)).size).toBe(50);
    expect(await campaignOf(ctx, token, id)).toMatchObject({ status: 'sent', progress: { queued: 0, sent: 50 } });
  });

  it('a subscriber who cancels mid-campaign gets nothing more; cancelling the campaign stops the rest', async () => {
    const { ctx, sink, worker, token } = await setUp({ NEWSLETTER_RATE_PER_MINUTE: '600' });
    await seedSubscribers(ctx.deps.db, 30);
    const id = await createCampaign(ctx, token);
    await action(ctx, token, id, 'enviar');
    expect(await worker.runOnce()).toBe(10);
    // Leitor 0 got the mail and leaves through its link; leitor 25 (not mailed yet) is
    // cancelled by an Admin's deletion-free route: their own link from an earlier mail.
    const leaving = campaignToken(sink.received.find((r) => r.to === 'leitor0@cliente.test')!.data)!;
    expect((await ctx.request('PUT', '/api/assinantes-newsletter', { json: { token: leaving } })).status).toBe(200);
    const later = (await subscriberRows(ctx)).find((r) => r.email === 'leitor25@cliente.test')!;
    const { signedUnsubscribeToken } = await import('../newsletter/unsubscribe-token');
    const laterToken = signedUnsubscribeToken(ctx.deps.jwtSecret, later);
    expect((await ctx.request('PUT', '/api/assinantes-newsletter', { json: { token: laterToken } })).status).toBe(200);
    // Leitor 26 leaves in a way that skips the outbox (as a race with the claim would): the
    // worker checks the subscriber again when it sends.
    await ctx.deps.db
      .updateTable('newsletter_subscribers')
      .set({ ativo: 0 })
      .where('email', '=', 'leitor26@cliente.test')
      .execute();
    await new Promise((r) => setTimeout(r, 1050));
    expect(await worker.runOnce()).toBe(10);
    expect((await action(ctx, token, id, 'cancelar')).body).toEqual({ message: m.cancelled });
    await new Promise((r) => setTimeout(r, 1050));
    expect(await worker.runOnce()).toBe(0);
    const to = sink.received.map((r) => r.to);
    expect(to.filter((t) => t === 'leitor0@cliente.test')).toHaveLength(1);
    expect(to).not.toContain('leitor25@cliente.test');
    expect(to).not.toContain('leitor26@cliente.test');
    const campaign = await campaignOf(ctx, token, id);
    expect(campaign.status).toBe('cancelled');
    expect(campaign.progress.sent).toBe(20);
    expect(campaign.progress.queued).toBe(0);
    expect(campaign.progress.skipped).toBe(10);
    expect((await action(ctx, token, id, 'retomar')).status).toBe(409);
  });

  it('schedules in São Paulo time, starts when the time comes, and audits every step', async () => {
    const { ctx, sink, worker, token } = await setUp();
    await seedSubscribers(ctx.deps.db, 3);
    const id = await createCampaign(ctx, token);
    // The clock is 2026-03-10 12:00 UTC = 09:00 in São Paulo.
    expect((await action(ctx, token, id, 'agendar', { scheduled_at: '2026-03-10T08:00' })).status).toBe(400);
    expect((await action(ctx, token, id, 'agendar', { scheduled_at: 'amanhã' })).status).toBe(422);
    expect((await action(ctx, token, id, 'agendar', { scheduled_at: '2026-03-10T10:30' })).body).toEqual({
      message: m.scheduled,
    });
    expect(await campaignOf(ctx, token, id)).toMatchObject({
      status: 'scheduled',
      scheduled_at: '2026-03-10T13:30:00.000Z',
    });
    expect(await worker.runOnce()).toBe(0);
    ctx.advance(90 * 60_000);
    expect(await worker.runOnce()).toBe(3);
    expect(sink.received).toHaveLength(3);

    const test = await action(ctx, token, id, 'teste');
    expect(test.body).toEqual({ message: m.testQueuedTo('marketing@alvorada.test') });
    await worker.runOnce();
    const testMail = sink.received.at(-1)!;
    expect(testMail.to).toBe('marketing@alvorada.test');
    expect(unwrapMail(testMail.data)).toContain('Subject: [Teste] Novidades de março');

    const paused = await createCampaign(ctx, token);
    await action(ctx, token, paused, 'enviar');
    await action(ctx, token, paused, 'pausar');
    await action(ctx, token, paused, 'cancelar');
    const audit = await ctx.deps.db.selectFrom('audit_log').select(['action', 'target_id']).orderBy('id').execute();
    expect(audit.filter((a) => a.action.startsWith('campaign.'))).toEqual([
      { action: 'campaign.create', target_id: String(id) },
      { action: 'campaign.schedule', target_id: String(id) },
      { action: 'campaign.test', target_id: String(id) },
      { action: 'campaign.create', target_id: String(paused) },
      { action: 'campaign.send', target_id: String(paused) },
      { action: 'campaign.pause', target_id: String(paused) },
      { action: 'campaign.cancel', target_id: String(paused) },
    ]);
  });

  it('validates input, refuses edits once sent, answers the preview, and keeps anonymous callers out', async () => {
    const { ctx, token } = await setUp();
    const bad = await ctx.request('POST', '/api/campanhas-newsletter', {
      token,
      json: { subject: 'x', body: '<p> </p>' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ subject: m.subject, body: m.body });
    expect((await ctx.request('GET', '/api/campanhas-newsletter')).status).toBe(401);
    const id = await createCampaign(ctx, token, {
      ...campaignInput,
      body: '<p onclick="x()">Oi<script>alert(1)</script></p>',
    });
    const preview = await ctx.request('GET', `/api/campanhas-newsletter/${id}/previa`, { token });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<p style=');
    expect(preview.body.html).not.toMatch(/script|onclick/);
    expect(preview.body.text).toContain('Oi');
    expect(preview.body.text).toContain('Cancelar inscrição (um clique)');
    const edit = await ctx.request('PUT', `/api/campanhas-newsletter/${id}`, {
      token,
      json: { ...campaignInput, subject: 'Assunto novo' },
    });
    expect(edit.body).toEqual({ message: m.saved });
    await action(ctx, token, id, 'enviar');
    const late = await ctx.request('PUT', `/api/campanhas-newsletter/${id}`, { token, json: campaignInput });
    expect(late.status).toBe(409);
    expect((await ctx.request('GET', '/api/campanhas-newsletter', { token })).body).toEqual([
      expect.objectContaining({ id, subject: 'Assunto novo', status: 'sending' }),
    ]);
    expect((await ctx.request('GET', '/api/campanhas-newsletter/999', { token })).status).toBe(404);
  });
});

describe('double opt-in (NEWSLETTER_CONFIRM=true)', () => {
  it('keeps a signup unconfirmed until the POST from the confirmation page, and purges it after 7 days', async () => {
    const { ctx, sink, worker, token } = await setUp({ NEWSLETTER_CONFIRM: 'true' });
    const signup = (email: string) => ctx.request('POST', '/api/assinantes-newsletter', { json: { email } });
    const first = await signup('novo@cliente.test');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: messages.newsletter.confirmPending });
    // The same answer for an address already there.
    const again = await signup('novo@cliente.test');
    expect(again.text).toBe(first.text);
    await signup('esquecido@cliente.test');
    await ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email: 'novo@cliente.test' } });
    await worker.runOnce();
    expect(sink.received).toHaveLength(1);
    const confirmation = unwrapMail(sink.received[0]!.data);
    expect(confirmation).toContain('Confirmar inscrição');
    const confirmToken = /confirmar-newsletter\?token=([A-Za-z0-9_-]+)/.exec(confirmation)![1]!;

    // Unconfirmed: no campaigns.
    const id = await createCampaign(ctx, token);
    await action(ctx, token, id, 'enviar');
    expect((await campaignOf(ctx, token, id)).audience).toBe(0);

    // Opening the link is a GET of the site's page: the API confirms only on POST.
    expect((await ctx.app.request(`/api/assinantes-newsletter/confirmar?token=${confirmToken}`)).status).toBe(404);
    const confirm = (t: string) => ctx.request('POST', '/api/assinantes-newsletter/confirmar', { json: { token: t } });
    expect((await confirm('nao-existe')).status).toBe(404);
    expect((await confirm(confirmToken)).body).toEqual({ message: messages.newsletter.confirmSuccess });
    expect((await confirm(confirmToken)).status).toBe(404);
    await worker.runOnce();
    expect(sink.received.at(-1)!.data).toContain('Bem-vindo');

    const second = await createCampaign(ctx, token);
    await action(ctx, token, second, 'enviar');
    expect((await campaignOf(ctx, token, second)).audience).toBe(1);

    ctx.advance(7 * 24 * 60 * 60_000 + 1);
    await purgeExpired(ctx.deps, ctx.deps.now());
    expect((await subscriberRows(ctx)).map((r) => r.email)).toEqual(['novo@cliente.test']);
  });
});
