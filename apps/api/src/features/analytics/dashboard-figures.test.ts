import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, sampleContact, type TestContext } from '../../../test/helpers';
import { postForm } from '../../../test/post-fixtures';

/** The dashboard's figures agree with the screens they summarise, and reading them is not audited. */
let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60_000;
const contact = async (email: string) => {
  const res = await ctx.request('POST', '/api/contato', { json: sampleContact({ email }) });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const track = (type: string, path: string) => ctx.request('POST', '/api/eventos', { json: { type, path } });
const summary = (days: number, token = admin) => ctx.request('GET', `/api/eventos/resumo?dias=${days}`, { token });
const auditActions = async () =>
  (await ctx.deps.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((r) => r.action);

describe('the dashboard summary', () => {
  it('counts the contacts the inbox holds for each day of the period, not the site’s beacons', async () => {
    await contact('a@cliente.test');
    ctx.advance(DAY);
    // Sessions are short: a day later the Admin signs in again.
    admin = await ctx.adminToken();
    await contact('b@cliente.test');
    await contact('c@cliente.test');
    // Beacons for forms whose contact was never stored (a failed send, a bot) count nothing.
    await track('contact', '/');
    await track('contact', '/parcerias');

    const res = await summary(5);
    expect(res.status).toBe(200);
    expect(res.body.totals.contact).toBe(3);
    expect(res.body.days.map((d: { day: string; contact: number }) => [d.day, d.contact])).toEqual([
      ['2026-03-07', 0],
      ['2026-03-08', 0],
      ['2026-03-09', 0],
      ['2026-03-10', 1],
      ['2026-03-11', 2],
    ]);
    const inbox = await ctx.request('GET', '/api/contato', { token: admin });
    expect(inbox.body).toHaveLength(res.body.totals.contact);
    // The last day alone holds the two contacts received that day.
    expect((await summary(1)).body.totals.contact).toBe(2);
    // A contact older than the period is no longer counted in it.
    ctx.advance(10 * DAY);
    admin = await ctx.adminToken();
    expect((await summary(7)).body.totals.contact).toBe(0);
  });

  it('gives Admins the inbox’s unread count, erased contacts counting as read', async () => {
    const first = await contact('a@cliente.test');
    await contact('b@cliente.test');
    await contact('apagar@cliente.test');
    await ctx.request('PUT', '/api/contato', { token: admin, json: [{ id: first }] });
    const opened = await ctx.request('POST', '/api/lgpd/solicitacoes', {
      token: admin,
      json: { email: 'apagar@cliente.test' },
    });
    await ctx.request('POST', `/api/lgpd/solicitacoes/${opened.body.id}/eliminacao`, {
      token: admin,
      json: { confirmacao: 'apagar@cliente.test' },
    });

    const inbox = (await ctx.request('GET', '/api/contato', { token: admin })).body as Array<{
      read: boolean;
      erased: unknown;
    }>;
    // The erased contact stays in the inbox, saying when and for which request.
    expect(inbox.map((c) => c.erased)).toEqual([
      { at: '2026-03-10T12:00:00.000Z', request: opened.body.id },
      null,
      null,
    ]);
    const unread = inbox.filter((c) => !c.read).length;
    expect(unread).toBe(1);
    expect((await summary(30)).body.unreadContacts).toBe(unread);
    // Marketing has no inbox: the figure is not sent at all.
    const marketing = await ctx.tokenFor(2);
    expect((await summary(30, marketing)).body.unreadContacts).toBeNull();
  });

  it('writes no audit entry when read; listing the contacts still does', async () => {
    await contact('a@cliente.test');
    const before = await auditActions();
    for (const days of [7, 30, 90]) expect((await summary(days)).status).toBe(200);
    expect(await auditActions()).toEqual(before);
    await ctx.request('GET', '/api/contato', { token: admin });
    expect(await auditActions()).toEqual([...before, 'contacts.view']);
  });

  it('names the most viewed pages by their titles, not their paths', async () => {
    const created = await ctx.request('POST', '/api/posts', {
      token: admin,
      body: postForm({ title: 'Gestão de pátio sem filas' }),
    });
    expect(created.status).toBe(201);
    const { slug } = await ctx.deps.db
      .selectFrom('posts')
      .select('slug')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    for (const path of [`/blog/${slug}`, `/blog/${slug}`, '/', '/solucoes/sistemas-logistica/wms']) {
      expect((await track('pageview', path)).status).toBe(204);
    }
    const { topPages } = (await summary(7)).body;
    expect(topPages).toEqual([
      { path: `/blog/${slug}`, title: 'Gestão de pátio sem filas', views: 2 },
      { path: '/', title: 'Início', views: 1 },
      { path: '/solucoes/sistemas-logistica/wms', title: 'WMS', views: 1 },
    ]);
  });
});
