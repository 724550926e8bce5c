import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@vitrine/shared/webhooks';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit } from '../../../test/post-fixtures';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { seedSubscribers } from '../../../test/subscriber-fixtures';
import { createMailWorker } from '../../jobs/mail-worker';
import { createMailTransport } from '../../mail/transport';

/**
 * Each event a change announces is queued once for every active endpoint that asked for it,
 * with the body docs/WEBHOOKS.md shows, and for no endpoint that did not ask or is paused.
 * Three endpoints per test: one asking for the event alone, one asking for every other event,
 * one asking for everything but paused. Only the deliveries the triggering action queued count.
 */

let ctx: TestContext | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  await ctx?.close();
  ctx = sink = undefined;
});

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const NO_SOURCE = {
  landing: null,
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  page: null,
  campaign_id: null,
};

interface Endpoints {
  token: string;
  asking: number;
  others: number;
  paused: number;
}

async function setUp(event: WebhookEvent, env: Record<string, string> = {}): Promise<Endpoints> {
  ctx = await createTestContext({ WEBHOOKS_ALLOW_HTTP: 'true', PUBLIC_URL: 'https://www.alvorada.test', ...env });
  const token = await ctx.adminToken();
  const add = async (events: readonly string[], active = true) => {
    const res = await ctx!.request('POST', '/api/integracoes', {
      token,
      json: { url: 'http://127.0.0.1:9/crm', events, active },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  return {
    token,
    asking: await add([event]),
    others: await add(WEBHOOK_EVENTS.filter((e) => e !== event)),
    paused: await add(WEBHOOK_EVENTS, false),
  };
}

const lastDeliveryId = async () =>
  Number(
    (
      await ctx!.deps.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirst()
    )?.last ?? 0,
  );

/** Runs `action` and answers the deliveries it queued. */
async function queuedBy(action: () => Promise<unknown>) {
  const before = await lastDeliveryId();
  await action();
  return ctx!.deps.db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', 'event_type', 'payload', 'status'])
    .where('id', '>', before)
    .orderBy('id')
    .execute();
}

/** Exactly one delivery of `event`, to the endpoint that asked; none to the others; answers its body. */
function theOneFor(event: WebhookEvent, endpoints: Endpoints, queued: Awaited<ReturnType<typeof queuedBy>>) {
  const ofEvent = queued.filter((d) => d.event_type === event);
  expect(ofEvent.map((d) => d.endpoint_id)).toEqual([endpoints.asking]);
  expect(queued.filter((d) => d.endpoint_id === endpoints.paused)).toEqual([]);
  expect(queued.filter((d) => d.endpoint_id === endpoints.others).map((d) => d.event_type)).not.toContain(event);
  expect(ofEvent[0]!.status).toBe('pending');
  const body = JSON.parse(ofEvent[0]!.payload) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['type', 'timestamp', 'data']);
  expect(body).toMatchObject({ type: event, timestamp: ISO });
  return body.data;
}

const subscribe = (email: string) =>
  ctx!.request('POST', '/api/assinantes-newsletter', {
    json: { email, consent_page: '/blog/erp', source: { landing: '/blog/erp', utm_source: 'google' } },
  });
const outboxText = async () =>
  (await ctx!.deps.db.selectFrom('mail_outbox').select('text').orderBy('id', 'desc').executeTakeFirstOrThrow()).text;

describe('webhook events queued by each change', () => {
  it('subscriber.created: a new signup, with its source', async () => {
    const endpoints = await setUp('subscriber.created');
    const queued = await queuedBy(async () => expect((await subscribe('leitor@empresa.test')).status).toBe(201));
    const data = theOneFor('subscriber.created', endpoints, queued);
    expect(data).toEqual({
      id: expect.any(Number),
      email: 'leitor@empresa.test',
      created_at: ISO,
      source: { ...NO_SOURCE, landing: '/blog/erp', utm_source: 'google', page: '/blog/erp' },
    });
  });

  it('subscriber.confirmed: when the confirmation link is used (double opt-in)', async () => {
    const endpoints = await setUp('subscriber.confirmed', { NEWSLETTER_CONFIRM: 'true' });
    // Unconfirmed signups announce nothing confirmed.
    const signup = await queuedBy(() => subscribe('leitor@empresa.test'));
    expect(signup.filter((d) => d.event_type === 'subscriber.confirmed')).toEqual([]);
    await ctx!.request('POST', '/api/assinantes-newsletter/send', { json: { email: 'leitor@empresa.test' } });
    const confirmToken = /confirmar-newsletter\?token=([A-Za-z0-9_-]+)/.exec(await outboxText())![1]!;
    ctx!.advance(60_000);
    const queued = await queuedBy(async () => {
      const res = await ctx!.request('POST', '/api/assinantes-newsletter/confirmar', { json: { token: confirmToken } });
      expect(res.status, res.text).toBe(200);
    });
    expect(theOneFor('subscriber.confirmed', endpoints, queued)).toEqual({
      id: expect.any(Number),
      email: 'leitor@empresa.test',
      confirmed_at: '2026-03-10T12:01:00.000Z',
    });
  });

  it('subscriber.confirmed: at once on signup without double opt-in', async () => {
    const endpoints = await setUp('subscriber.confirmed');
    const queued = await queuedBy(() => subscribe('leitor@empresa.test'));
    expect(theOneFor('subscriber.confirmed', endpoints, queued)).toEqual({
      id: expect.any(Number),
      email: 'leitor@empresa.test',
      confirmed_at: '2026-03-10T12:00:00.000Z',
    });
  });

  it('subscriber.cancelled: with the reason the person gave', async () => {
    const endpoints = await setUp('subscriber.cancelled');
    await subscribe('leitor@empresa.test');
    await ctx!.request('POST', '/api/assinantes-newsletter/send', { json: { email: 'leitor@empresa.test' } });
    const cancelToken = /cancelar-newsletter\?token=([A-Za-z0-9_-]+)/.exec(await outboxText())![1]!;
    const queued = await queuedBy(async () => {
      const res = await ctx!.request('PUT', '/api/assinantes-newsletter', {
        json: { token: cancelToken, motivo_cancelamento: 'Muitos e-mails' },
      });
      expect(res.status, res.text).toBe(200);
    });
    expect(theOneFor('subscriber.cancelled', endpoints, queued)).toEqual({
      id: expect.any(Number),
      email: 'leitor@empresa.test',
      cancelled_at: '2026-03-10T12:00:00.000Z',
      reason: 'Muitos e-mails',
    });
  });

  it('post.published: a post saved public; a draft and a later edit announce nothing', async () => {
    const endpoints = await setUp('post.published');
    const { call, create } = postsTestKit(() => ctx!);
    const draft = postFormWith({ title: 'Rascunho do TMS', status: 'draft' });
    const drafted = await queuedBy(() => call('POST', '/api/posts', { token: endpoints.token, form: draft }));
    expect(drafted.filter((d) => d.event_type === 'post.published')).toEqual([]);

    let id = 0;
    const queued = await queuedBy(async () => {
      id = await create(endpoints.token, { title: 'Como escolher um TMS' });
    });
    expect(theOneFor('post.published', endpoints, queued)).toEqual({
      id,
      title: 'Como escolher um TMS',
      slug: 'como-escolher-um-tms',
      path: '/blog/como-escolher-um-tms',
      published_at: '2026-03-10T12:00:00.000Z',
    });
    const edited = await queuedBy(async () => {
      const form = postFormWith({ title: 'Como escolher um TMS (revisto)', postId: id, image: null });
      expect((await call('PUT', '/api/posts', { token: endpoints.token, form })).status).toBe(200);
    });
    expect(edited).toEqual([]);
  });

  it('campaign.sent: once, when the campaign has finished sending', async () => {
    sink = await startSmtpSink();
    const endpoints = await setUp('campaign.sent', {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      NEWSLETTER_RATE_PER_MINUTE: '600000',
    });
    await seedSubscribers(ctx!.deps.db, 3);
    const worker = createMailWorker(ctx!.deps, createMailTransport(ctx!.config));
    try {
      const created = await ctx!.request('POST', '/api/campanhas-newsletter', {
        token: endpoints.token,
        json: { subject: 'Novidades de março', preheader: '', body: '<p>Olá!</p>' },
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.id as number;
      const started = await queuedBy(() =>
        ctx!.request('POST', `/api/campanhas-newsletter/${id}/enviar`, { token: endpoints.token, json: {} }),
      );
      expect(started).toEqual([]);
      const queued = await queuedBy(async () => {
        await worker.runOnce();
        await worker.runOnce();
      });
      expect(theOneFor('campaign.sent', endpoints, queued)).toEqual({
        id,
        subject: 'Novidades de março',
        recipients: 3,
        sent_at: ISO,
      });
      expect(await queuedBy(() => worker.runOnce())).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});

/** The editor's form with a publishing status (no status: published now). */
function postFormWith(options: { title: string; status?: string; postId?: number; image?: null }) {
  const { status, ...rest } = options;
  const form = postForm(rest);
  if (status) form.set('status', status);
  return form;
}
