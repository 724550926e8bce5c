import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, sampleContact, type TestContext } from '../../../test/helpers';
import { withCampaignTags } from '../../mail/campaign-mail';

let ctx: TestContext;
let token: string;

beforeEach(async () => {
  ctx = await createTestContext({ WEBHOOKS_ALLOW_HTTP: 'true' });
  token = await ctx.adminToken();
});
afterEach(() => ctx.close());

const fromGoogle = {
  landing: '/blog/erp-na-nuvem',
  referrer: 'www.google.com',
  utm_source: 'google',
  utm_medium: 'cpc',
};
const fromCampaign = {
  landing: '/blog/tms',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'campanha-7',
};

describe('lead source', () => {
  it('is stored with contacts and subscriptions, and names our own campaign when its tags are ours', async () => {
    await ctx.request('POST', '/api/contato', {
      json: { ...sampleContact(), consent_page: '/contato', source: fromGoogle },
    });
    await ctx.request('POST', '/api/assinantes-newsletter', {
      json: { email: 'leitor@cliente.test', consent_page: '/blog/tms', source: fromCampaign },
    });
    const [contact] = (await ctx.request('GET', '/api/contato', { token })).body;
    expect(contact.source).toEqual({
      ...fromGoogle,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      page: '/contato',
      campaign_id: null,
    });
    const [subscriber] = (await ctx.request('GET', '/api/assinantes-newsletter', { token })).body;
    expect(subscriber.source).toMatchObject({ ...fromCampaign, page: '/blog/tms', campaign_id: 7 });
  });

  it('drops malformed parts but never the lead', async () => {
    const res = await ctx.request('POST', '/api/contato', {
      json: {
        ...sampleContact(),
        source: { landing: 'https://evil.test/x', referrer: 'a b', utm_source: 'x'.repeat(500) },
      },
    });
    expect(res.status).toBe(201);
    const [contact] = (await ctx.request('GET', '/api/contato', { token })).body;
    expect(contact.source).toMatchObject({ landing: null, referrer: null, utm_source: 'x'.repeat(100) });
  });

  it('counts the period’s leads by source and by post on the dashboard', async () => {
    await ctx.request('POST', '/api/contato', { json: { ...sampleContact(), source: fromGoogle } });
    await ctx.request('POST', '/api/contato', {
      json: { ...sampleContact({ email: 'b@cliente.test' }), source: fromGoogle },
    });
    await ctx.request('POST', '/api/assinantes-newsletter', {
      json: { email: 'c@cliente.test', source: fromCampaign },
    });
    await ctx.request('POST', '/api/contato', { json: sampleContact({ email: 'd@cliente.test' }) });
    const summary = (await ctx.request('GET', '/api/eventos/resumo?dias=7', { token })).body;
    expect(summary.leadsBySource).toEqual([
      { source: 'google / cpc', leads: 2 },
      { source: 'direto', leads: 1 },
      { source: 'newsletter / email', leads: 1 },
    ]);
    // No post has these addresses any more: each is named by its path.
    expect(summary.leadsByPost).toEqual([
      { path: '/blog/erp-na-nuvem', title: '/blog/erp-na-nuvem', leads: 2 },
      { path: '/blog/tms', title: '/blog/tms', leads: 1 },
    ]);
  });

  it('is in the data-subject export and erased with the person, with the webhooks that carried them', async () => {
    await ctx.request('POST', '/api/integracoes', {
      token,
      json: { url: 'http://127.0.0.1:9/hook', events: ['contact.created'] },
    });
    await ctx.request('POST', '/api/contato', { json: { ...sampleContact(), source: fromGoogle } });
    expect(await ctx.deps.db.selectFrom('webhook_deliveries').select('id').execute()).toHaveLength(1);
    const opened = await ctx.request('POST', '/api/lgpd/solicitacoes', {
      token,
      json: { email: 'maria@cliente.test' },
    });
    const id = opened.body.id as number;
    const data = (await ctx.request('GET', `/api/lgpd/solicitacoes/${id}/dados`, { token })).body.data;
    expect(data.contacts[0]).toMatchObject({ source_landing: '/blog/erp-na-nuvem', source_referrer: 'www.google.com' });
    const csv = (await ctx.request('GET', `/api/lgpd/solicitacoes/${id}/exportacao?formato=csv`, { token })).body;
    expect(csv.content).toContain('source_utm_source;google');

    const erased = await ctx.request('POST', `/api/lgpd/solicitacoes/${id}/eliminacao`, {
      token,
      json: { confirmacao: 'maria@cliente.test' },
    });
    expect(erased.status, erased.text).toBe(200);
    const row = await ctx.deps.db.selectFrom('contacts').selectAll().executeTakeFirstOrThrow();
    expect(row.source_landing).toBeNull();
    expect(row.source_referrer).toBeNull();
    expect(row.source_utm_source).toBeNull();
    expect(await ctx.deps.db.selectFrom('webhook_deliveries').select('id').execute()).toHaveLength(0);
  });
});

describe('campaign links', () => {
  it('tag only links to our own site, keeping tags the author set', () => {
    const site = 'https://www.alvorada.test';
    expect(withCampaignTags(`${site}/blog/tms?x=1`, site, 7)).toBe(
      `${site}/blog/tms?x=1&utm_source=newsletter&utm_medium=email&utm_campaign=campanha-7`,
    );
    expect(withCampaignTags('https://outro.test/a', site, 7)).toBe('https://outro.test/a');
    expect(withCampaignTags(`${site}/a?utm_source=parceiro`, site, 7)).toBe(`${site}/a?utm_source=parceiro`);
  });
});
