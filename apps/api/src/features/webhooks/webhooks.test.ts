import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createTestContext, sampleContact, type TestContext } from '../../../test/helpers';
import { startReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { createWebhookWorker, type WebhookWorker } from '../../jobs/webhook-worker';

let ctx: TestContext;
let token: string;
let worker: WebhookWorker;
const receivers: WebhookReceiver[] = [];

const receiver = async (...args: Parameters<typeof startReceiver>) => {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
};

const addEndpoint = async (url: string, events = ['contact.created']) => {
  const res = await ctx.request('POST', '/api/integracoes', { token, json: { url, events } });
  expect(res.status).toBe(201);
  return res.body as { id: number; secret: string };
};

/**
 * The library checks the timestamp against its own clock (5 minutes either way): it is shown
 * the test's clock, so what is checked is the signature made at that moment.
 */
const verified = (secret: string, hook: { headers: Record<string, unknown>; body: string }) => {
  vi.useFakeTimers({ toFake: ['Date'], now: ctx.deps.now() });
  try {
    return new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
      type: string;
      data: Record<string, any>;
    };
  } finally {
    vi.useRealTimers();
  }
};

const deliveriesOf = async (id: number) =>
  (await ctx.request('GET', `/api/integracoes/${id}/entregas`, { token })).body as Array<Record<string, any>>;

beforeEach(async () => {
  ctx = await createTestContext({ WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_TIMEOUT_SECONDS: '15' });
  token = await ctx.adminToken();
  worker = createWebhookWorker(ctx.deps, { retryDelaysMs: [1_000, 2_000, 4_000] });
});

afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
  await worker.stop();
  await ctx.close();
});

describe('webhooks', () => {
  it('delivers contact.created with the lead source, signed so the standardwebhooks library accepts it', async () => {
    const hook = await receiver();
    const { id, secret } = await addEndpoint(hook.url);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = (await ctx.request('GET', '/api/integracoes', { token })).text;
    expect(listed).not.toContain(secret);

    const source = {
      landing: '/blog/erp',
      referrer: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'erp',
    };
    const sent = await ctx.request('POST', '/api/contato', {
      json: { ...sampleContact(), consent_page: '/contato', source },
    });
    expect(sent.status).toBe(201);
    expect(await worker.runOnce()).toBe(1);

    expect(hook.received).toHaveLength(1);
    const event = verified(secret, hook.received[0]!);
    expect(event.type).toBe('contact.created');
    expect(event.data).toMatchObject({
      id: sent.body.id,
      email: 'maria@cliente.test',
      source: { ...source, page: '/contato' },
    });
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      event_type: 'contact.created',
    });
    expect(delivery!.last_latency_ms).toBeGreaterThanOrEqual(0);

    const contacts = (await ctx.request('GET', '/api/contato', { token })).body;
    expect(contacts[0].source).toMatchObject({ ...source, page: '/contato', campaign_id: null });
  });

  it('retries a receiver answering 500 three times and delivers the event exactly once more', async () => {
    const hook = await receiver((n) => (n < 3 ? { status: 500, body: 'erro interno' } : { status: 204 }));
    const { id } = await addEndpoint(hook.url);
    await ctx.request('POST', '/api/contato', { json: sampleContact() });

    for (const wait of [0, 1_000, 2_000, 4_000]) {
      ctx.advance(wait);
      await worker.runOnce();
    }
    ctx.advance(60 * 60_000);
    await worker.runOnce();

    expect(hook.received).toHaveLength(4);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 4, last_status_code: 204 });
  });

  it('keeps an endpoint in order: a later event waits until the earlier one is delivered', async () => {
    const hook = await receiver((n) => ({ status: n === 0 ? 503 : 200 }));
    await addEndpoint(hook.url);
    await ctx.request('POST', '/api/contato', { json: sampleContact({ subject: 'Primeiro' }) });
    await ctx.request('POST', '/api/contato', { json: sampleContact({ subject: 'Segundo' }) });
    await worker.runOnce();
    expect(hook.received).toHaveLength(1);
    ctx.advance(1_000);
    await worker.runOnce();
    const subjects = hook.received.map((r) => JSON.parse(r.body).data.subject);
    expect(subjects).toEqual(['Primeiro', 'Primeiro', 'Segundo']);
  });

  it('pauses an endpoint that keeps failing and says so on the dashboard', async () => {
    const hook = await receiver(() => ({ status: 500 }));
    const { id } = await addEndpoint(hook.url);
    await ctx.request('POST', '/api/contato', { json: sampleContact() });
    for (const wait of [0, 1_000, 2_000, 4_000]) {
      ctx.advance(wait);
      await worker.runOnce();
    }
    expect(hook.received).toHaveLength(4);
    const [endpoint] = (await ctx.request('GET', '/api/integracoes', { token })).body;
    expect(endpoint).toMatchObject({ id, active: false, paused_reason: 'failing', failed: 1 });
    const summary = (await ctx.request('GET', '/api/eventos/resumo?dias=7', { token })).body;
    expect(summary.webhookNotices).toEqual([{ id, url: hook.url, paused_at: expect.any(String) }]);
    // Paused: new events are not queued for it, and nothing more is sent.
    await ctx.request('POST', '/api/contato', { json: sampleContact({ subject: 'Depois' }) });
    ctx.advance(60_000);
    await worker.runOnce();
    expect(hook.received).toHaveLength(4);
  });

  it('signs with both secrets during a rotation, and resends and tests on request', async () => {
    const hook = await receiver();
    const { id, secret: oldSecret } = await addEndpoint(hook.url);
    const rotated = await ctx.request('POST', `/api/integracoes/${id}/segredo`, { token });
    const newSecret = rotated.body.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect((await ctx.request('POST', `/api/integracoes/${id}/teste`, { token })).status).toBe(200);
    await worker.runOnce();
    expect(verified(newSecret, hook.received[0]!).type).toBe('webhook.test');
    expect(verified(oldSecret, hook.received[0]!).type).toBe('webhook.test');

    const [delivery] = await deliveriesOf(id);
    expect((await ctx.request('POST', `/api/integracoes/entregas/${delivery!.id}/reenvio`, { token })).status).toBe(
      200,
    );
    await worker.runOnce();
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1]!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);

    // After the overlap only the new secret signs.
    ctx.advance(25 * 60 * 60_000);
    token = await ctx.adminToken();
    await ctx.request('POST', `/api/integracoes/${id}/teste`, { token });
    await worker.runOnce();
    expect(verified(newSecret, hook.received[2]!).type).toBe('webhook.test');
    expect(() => verified(oldSecret, hook.received[2]!)).toThrow();
    expect(String(hook.received[2]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it('follows no redirect and keeps only the first bytes of a large answer', async () => {
    const elsewhere = await receiver();
    const redirecting = await receiver(() => ({ status: 307, headers: { location: elsewhere.url } }));
    const big = await receiver(() => ({ status: 200, body: 'x'.repeat(1_000_000) }));
    const a = await addEndpoint(redirecting.url);
    const b = await addEndpoint(big.url);
    await ctx.request('POST', '/api/contato', { json: sampleContact() });
    await worker.runOnce();
    expect(elsewhere.received).toHaveLength(0);
    expect((await deliveriesOf(a.id))[0]).toMatchObject({ status: 'pending', last_status_code: 307 });
    const [large] = await deliveriesOf(b.id);
    expect(large).toMatchObject({ status: 'delivered', last_status_code: 200 });
    expect(large!.last_response.length).toBe(500);
  });

  it('answers the contact form and serves other endpoints while one endpoint takes 10 s per answer', async () => {
    const slow = await receiver(() => ({ status: 200, delayMs: 10_000 }));
    const fast = await receiver();
    await addEndpoint(slow.url);
    await addEndpoint(fast.url);
    worker.start();
    const started = performance.now();
    const first = await ctx.request('POST', '/api/contato', { json: sampleContact({ subject: 'Primeiro' }) });
    ctx.deps.onWebhookQueued = () => worker.nudge();
    expect(first.status).toBe(201);
    worker.nudge();
    await fast.waitFor(1, 3_000);
    await slow.waitFor(1, 3_000);
    // The slow one is still answering its first; the fast one gets the next event at once.
    const second = await ctx.request('POST', '/api/contato', { json: sampleContact({ subject: 'Segundo' }) });
    expect(second.status).toBe(201);
    await fast.waitFor(2, 3_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(slow.received).toHaveLength(1);
  }, 20_000);

  it('refuses loopback, private, link-local and metadata addresses, and plain http without the setting', async () => {
    const strict = await createTestContext();
    try {
      const admin = await strict.adminToken();
      for (const url of [
        'https://127.0.0.1/hook',
        'https://10.1.2.3/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[::ffff:10.0.0.1]/hook',
        'https://localhost/hook',
        'http://crm.example.com/hook',
        'https://user:pass@crm.example.com/hook',
      ]) {
        const res = await strict.request('POST', '/api/integracoes', {
          token: admin,
          json: { url, events: ['contact.created'] },
        });
        expect(res.status, url).toBe(422);
        expect(res.body.errors.url, url).toBeTruthy();
      }
    } finally {
      await strict.close();
    }
  });

  it('is for Admins only', async () => {
    const marketing = await ctx.tokenFor(2);
    expect((await ctx.request('GET', '/api/integracoes', { token: marketing })).status).toBe(403);
  });
});
