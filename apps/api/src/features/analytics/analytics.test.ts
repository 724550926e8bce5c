import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { PUBLIC_LIMITS } from '../rate-limits/public-limits';
import { purgeExpired } from '../../jobs/retention';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const track = (type: string, path: string) => ctx.request('POST', '/api/eventos', { json: { type, path } });
const rows = () => ctx.deps.db.selectFrom('analytics_daily').selectAll().orderBy('type').execute();

describe('POST /api/eventos', () => {
  it('counts events per day, type and path without cookies or personal data', async () => {
    const res = await track('pageview', '/blog?search=wms#topo');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('set-cookie')).toBeNull();
    await track('pageview', '/blog');
    await track('contact', '/parcerias');
    expect(await rows()).toEqual([
      { day: '2026-03-10', type: 'contact', path: '/parcerias', count: 1 },
      { day: '2026-03-10', type: 'pageview', path: '/blog', count: 2 },
    ]);
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const res = await ctx.request('POST', '/api/eventos', {
      body: JSON.stringify({ type: 'pageview', path: '/' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(204);
    expect((await rows())[0]!.count).toBe(1);
  });

  it('refuses unknown types and paths that are not site paths', async () => {
    expect((await track('click', '/')).status).toBe(422);
    expect((await track('pageview', 'https://evil.test/')).status).toBe(422);
    expect((await track('pageview', `/${'a'.repeat(400)}`)).status).toBe(422);
    expect(await rows()).toEqual([]);
  });

  it('counts only the site’s own pages and existing posts', async () => {
    for (let i = 0; i < 20; i += 1) expect((await track('pageview', `/qualquer-${i}`)).status).toBe(204);
    await track('pageview', '/blog/999999');
    await track('pageview', '/admin/contatos');
    await track('pageview', '/parcerias/');
    expect(await rows()).toEqual([{ day: '2026-03-10', type: 'pageview', path: '/parcerias', count: 1 }]);
  });

  it('drops day counters older than the summary can show with the retention job', async () => {
    await track('pageview', '/');
    ctx.advance(400 * 24 * 60 * 60_000);
    await track('pageview', '/blog');
    await purgeExpired(ctx.deps, ctx.deps.now());
    expect((await rows()).map((r) => r.path)).toEqual(['/blog']);
  });

  it('is rate limited per address', async () => {
    for (let i = 0; i < PUBLIC_LIMITS.events.max; i += 1) await track('pageview', '/');
    expect((await track('pageview', '/')).status).toBe(429);
    expect((await rows())[0]!.count).toBe(PUBLIC_LIMITS.events.max);
  });
});

describe('GET /api/eventos/resumo', () => {
  it('answers every day of the range, zero-filled, with totals, to any staff member', async () => {
    await track('pageview', '/');
    await track('newsletter', '/');
    ctx.advance(2 * 24 * 60 * 60_000);
    await track('pageview', '/blog');
    await track('pageview', '/');
    // Contacts are counted from the inbox (dashboard-figures.test.ts), not from the beacon.
    await ctx.request('POST', '/api/contato', {
      json: { name: 'Ana', email: 'ana@x.test', phone: '4733334444', subject: 'Oi!', message: 'Olá!' },
    });

    const marketing = await ctx.tokenFor(2);
    const res = await ctx.request('GET', '/api/eventos/resumo?dias=5', { token: marketing });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      days: [
        { day: '2026-03-08', pageview: 0, contact: 0, newsletter: 0 },
        { day: '2026-03-09', pageview: 0, contact: 0, newsletter: 0 },
        { day: '2026-03-10', pageview: 1, contact: 0, newsletter: 1 },
        { day: '2026-03-11', pageview: 0, contact: 0, newsletter: 0 },
        { day: '2026-03-12', pageview: 2, contact: 1, newsletter: 0 },
      ],
      totals: { pageview: 3, contact: 1, newsletter: 1 },
      topPages: [
        { path: '/', title: 'Início', views: 2 },
        { path: '/blog', title: 'Blog', views: 1 },
      ],
      leadsBySource: [{ source: 'direto', leads: 1 }],
      leadsByPost: [],
      webhookNotices: [],
      unreadContacts: null,
    });
    // The top pages follow the period: the last day alone has one view of each page.
    const lastDay = await ctx.request('GET', '/api/eventos/resumo?dias=1', { token: marketing });
    expect(lastDay.body.topPages).toEqual([
      { path: '/', title: 'Início', views: 1 },
      { path: '/blog', title: 'Blog', views: 1 },
    ]);
    expect(lastDay.body.totals).toEqual({ pageview: 2, contact: 1, newsletter: 0 });
    const admin = await ctx.adminToken();
    const fallback = await ctx.request('GET', '/api/eventos/resumo', { token: admin });
    expect(fallback.body.days).toHaveLength(30);
    expect(fallback.body.days.at(-1).day).toBe('2026-03-12');
    expect((await ctx.request('GET', '/api/eventos/resumo?dias=abc', { token: admin })).body.days).toHaveLength(30);
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.request('GET', '/api/eventos/resumo')).status).toBe(401);
  });
});

describe('server-side counting', () => {
  it('saving a contact or a subscription counts nothing by itself (the site calls track())', async () => {
    await ctx.request('POST', '/api/assinantes-newsletter', { json: { email: 'a@empresa.test' } });
    await ctx.request('POST', '/api/contato', {
      json: { name: 'Ana', email: 'ana@x.test', phone: '4733334444', subject: 'Oi!', message: 'Olá!' },
    });
    expect(await rows()).toEqual([]);
  });
});
