import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';
import { STAFF_LIMITS } from '../rate-limits/public-limits';

let ctx: TestContext;
let marketing: string;
let id: number;
beforeEach(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://www.alvorada.test' });
  marketing = await ctx.tokenFor(2, 'marketing@alvorada.test');
  const created = await ctx.request('POST', '/api/campanhas-newsletter', {
    token: marketing,
    json: { subject: 'Novidades de março', preheader: '', body: '<p>Olá!</p>' },
  });
  id = created.body.id as number;
});
afterEach(() => ctx.close());

const sendTest = (json: unknown, token = marketing, ip = '203.0.113.10') =>
  ctx.request('POST', `/api/campanhas-newsletter/${id}/teste`, { token, json, headers: { 'x-forwarded-for': ip } });
const outbox = () => ctx.deps.db.selectFrom('mail_outbox').select(['kind', 'to']).orderBy('id').execute();

describe('a campaign’s test mail', () => {
  it('goes only to staff addresses, offered by the API, and the audit names the recipient', async () => {
    const offered = await ctx.request('GET', '/api/campanhas-newsletter/destinatarios-teste', { token: marketing });
    expect(offered.body).toEqual({ addresses: [ADMIN.username, 'marketing@alvorada.test'] });

    const stranger = await sendTest({ to: 'alguem@fora.test' });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors).toEqual({ to: messages.campaign.testRecipientNotStaff });
    expect(await outbox()).toEqual([]);

    expect((await sendTest({})).body).toEqual({ message: messages.campaign.testQueuedTo('marketing@alvorada.test') });
    expect((await sendTest({ to: ADMIN.username.toUpperCase() })).status).toBe(200);
    expect(await outbox()).toEqual([
      { kind: 'newsletter-test', to: 'marketing@alvorada.test' },
      { kind: 'newsletter-test', to: ADMIN.username },
    ]);
    const audit = await ctx.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'campaign.test')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => JSON.parse(a.details!).to)).toEqual(['marketing@alvorada.test', ADMIN.username]);
    expect((await ctx.request('GET', '/api/campanhas-newsletter/destinatarios-teste')).status).toBe(401);
  });

  it('is rate limited per staff member, whatever address they send from', async () => {
    for (let i = 0; i < STAFF_LIMITS.campaignTest.max; i += 1) {
      expect((await sendTest({}, marketing, `198.51.100.${i + 1}`)).status).toBe(200);
    }
    const limited = await sendTest({}, marketing, '198.51.100.200');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(messages.campaign.testRateLimited);
    // Another staff member is not held back by it.
    expect((await sendTest({}, await ctx.adminToken())).status).toBe(200);
  });
});
