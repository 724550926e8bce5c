import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { startSmtpSink, type ServerFailure, type SmtpSink } from '../../../test/smtp-sink';
import { seedSubscribers } from '../../../test/subscriber-fixtures';
import { silentLogger } from '../../lib/logger';
import { createApp } from '../../app';
import { createMailWorker, type MailWorker } from '../../jobs/mail-worker';
import { createMailTransport } from '../../mail/transport';
import { createMetrics } from '../ops/metrics';

let ctx: TestContext | undefined;
let sink: SmtpSink | undefined;
let worker: MailWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  await sink?.close();
  await ctx?.close();
  ctx = sink = worker = undefined;
});

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const AUDIENCE = 25;

async function setUp() {
  sink = await startSmtpSink({ requireAuth: true });
  ctx = await createTestContext({
    SMTP_URL: `smtp://vitrine:senha@127.0.0.1:${sink.port}`,
    PUBLIC_URL: 'https://www.alvorada.test',
    NEWSLETTER_RATE_PER_MINUTE: '600000',
    METRICS_TOKEN,
  });
  const metrics = createMetrics(ctx.deps.db);
  const deps = { ...ctx.deps, metrics, logger: metrics.countingLogger(silentLogger) };
  worker = createMailWorker(deps, createMailTransport(ctx.config));
  await seedSubscribers(ctx.deps.db, AUDIENCE);
  return { ctx, sink, worker, app: createApp(deps), marketing: await ctx.tokenFor(2), admin: await ctx.adminToken() };
}

async function startCampaign(c: TestContext, token: string) {
  const created = await c.request('POST', '/api/campanhas-newsletter', {
    token,
    json: { subject: 'Novidades de março', preheader: '', body: '<p>Olá!</p>' },
  });
  const id = created.body.id as number;
  expect((await c.request('POST', `/api/campanhas-newsletter/${id}/enviar`, { token, json: {} })).status).toBe(200);
  return id;
}

const suppressedCount = async (c: TestContext) =>
  (await c.deps.db.selectFrom('newsletter_subscribers').select('id').where('suppressed_at', 'is not', null).execute())
    .length;

const metricValue = async (app: ReturnType<typeof createApp>, series: string) => {
  const text = await (await app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const failures: Array<[ServerFailure, RegExp]> = [
  ['auth', /535/],
  ['mail-from', /550/],
  ['relay', /554/],
  ['data', /554/],
];

describe('a mail server failure that is not about the recipient', () => {
  it.each(failures)(
    '%s: suppresses no one, pauses and flags the campaign, and it resumes by itself once the server works',
    async (failure, code) => {
      const { ctx, sink, worker, app, marketing, admin } = await setUp();
      sink.failure = failure;
      const id = await startCampaign(ctx, marketing);
      expect(await worker.runOnce()).toBe(0);

      expect(await suppressedCount(ctx)).toBe(0);
      const paused = (await ctx.request('GET', `/api/campanhas-newsletter/${id}`, { token: marketing })).body;
      expect(paused).toMatchObject({
        status: 'paused',
        audience: AUDIENCE,
        mail_server_error: expect.stringMatching(code),
        mail_server_retry_at: expect.any(String),
        progress: { queued: AUDIENCE, sent: 0, failed: 0, suppressed: 0, skipped: 0 },
      });
      // The dashboard's counts and /metrics both say so.
      const counts = (await ctx.request('GET', '/api/fila-emails/contagem', { token: admin })).body;
      expect(counts).toMatchObject({ mailServerError: expect.stringMatching(code), campaignsWaitingForServer: 1 });
      expect(await metricValue(app, 'vitrine_campaigns_waiting_for_mail_server')).toBe(1);
      expect(await metricValue(app, 'vitrine_events_total{event="mail.server_failed"}')).toBeGreaterThan(0);

      // Fixed, but not yet time to try again: nothing moves.
      sink.failure = undefined;
      expect(await worker.runOnce()).toBe(0);
      ctx.advance(61_000);
      expect(await worker.runOnce()).toBe(AUDIENCE);

      const done = (await ctx.request('GET', `/api/campanhas-newsletter/${id}`, { token: marketing })).body;
      expect(done).toMatchObject({ status: 'sent', mail_server_error: null, mail_server_retry_at: null });
      expect(done.progress).toEqual({ queued: 0, sent: AUDIENCE, failed: 0, suppressed: 0, skipped: 0 });
      expect(new Set(sink.received.map((r) => r.to)).size).toBe(AUDIENCE);
      expect(sink.received).toHaveLength(AUDIENCE);
      expect(await suppressedCount(ctx)).toBe(0);
      const after = (await ctx.request('GET', '/api/fila-emails/contagem', { token: admin })).body;
      expect(after).toMatchObject({ mailServerError: null, campaignsWaitingForServer: 0 });
    },
  );

  it('does not suppress a subscriber whose welcome mail meets a server failure: it is retried', async () => {
    const { ctx, sink, worker } = await setUp();
    sink.failure = 'auth';
    await ctx.request('POST', '/api/assinantes-newsletter', { json: { email: 'novo@cliente.test' } });
    await ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email: 'novo@cliente.test' } });
    await worker.runOnce();
    expect(await suppressedCount(ctx)).toBe(0);
    const [mail] = await ctx.deps.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mail).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/535/) });
    sink.failure = undefined;
    ctx.advance(61_000);
    expect(await worker.runOnce()).toBe(1);
  });

  it('does not resume by itself a campaign staff paused while it waited for the server', async () => {
    const { ctx, sink, worker, marketing } = await setUp();
    sink.failure = 'auth';
    const id = await startCampaign(ctx, marketing);
    await worker.runOnce();
    // Staff resume it by hand, then pause it: their pause is theirs to lift.
    expect((await ctx.request('POST', `/api/campanhas-newsletter/${id}/retomar`, { token: marketing })).status).toBe(
      200,
    );
    expect((await ctx.request('POST', `/api/campanhas-newsletter/${id}/pausar`, { token: marketing })).status).toBe(
      200,
    );
    sink.failure = undefined;
    ctx.advance(61_000);
    expect(await worker.runOnce()).toBe(0);
    const campaign = (await ctx.request('GET', `/api/campanhas-newsletter/${id}`, { token: marketing })).body;
    expect(campaign).toMatchObject({ status: 'paused', mail_server_retry_at: null });
  });
});
