import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createApp } from '../../app';
import { purgeExpired } from '../../jobs/retention';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit, type PostFormOptions } from '../../../test/post-fixtures';

/**
 * Drafts, scheduled posts, slugs and their redirects, tag pages, revisions and
 * preview links, through the HTTP API and the server-rendered blog pages.
 */

let ctx: TestContext;
let token: string;
let dist: string;
let app: ReturnType<typeof createApp>;

/**
 * A stand-in for the web build's render bundle: the page is the JSON of what the server gave
 * it, so a test reads exactly which posts a blog page, tag page, post or preview was made with.
 */
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'vitrine-publishing-'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'ssr', 'post-shell.html'), '<!--app-head--><div id="root"></div>');
  writeFileSync(
    join(dist, 'ssr', 'entry-server.js'),
    `export async function renderPage(path, search, data) {
       return { html: JSON.stringify({ path, post: data.post ? data.post.slug : data.post, list: data.posts.posts.map((p) => p.slug), total: data.posts.total }), head: undefined };
     }
     export function fillShell(shell, page) { return page.html; }`,
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

beforeEach(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
  app = createApp(ctx.deps, { webDist: dist });
});
afterEach(async () => {
  await ctx.close();
});

const kit = postsTestKit(() => ctx);
const { call } = kit;

/** The editor's form with the issue-31 fields (status, publish_at, slug). */
function form(options: PostFormOptions & { status?: string; publish_at?: string; slug?: string } = {}) {
  const { status, publish_at, slug, ...rest } = options;
  const data = postForm(rest);
  if (status !== undefined) data.set('status', status);
  if (publish_at !== undefined) data.set('publish_at', publish_at);
  if (slug !== undefined) data.set('slug', slug);
  return data;
}
async function create(options: Parameters<typeof form>[0] = {}) {
  const res = await call('POST', '/api/posts', { token, form: form(options) });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}
async function update(id: number, options: Parameters<typeof form>[0] = {}) {
  const res = await call('PUT', '/api/posts', { token, form: form({ postId: id, image: null, ...options }) });
  expect(res.status, res.text).toBe(200);
}
/** A page of the site, as a visitor's request. */
const page = (path: string) => app.request(path, { headers: { 'x-forwarded-for': '203.0.113.10' } });
const pageData = async (path: string) => {
  const res = await page(path);
  return {
    status: res.status,
    data: JSON.parse(await res.text()) as { post: string | null; list: string[]; total: number },
  };
};

/** Every public surface of a post (docs/PRODUCT.md §2), as the slugs (or links) each one shows. */
async function publicSurfaces(search = 'wms') {
  const list = await call('GET', '/api/posts?page=1&pageSize=10');
  const found = await call('GET', `/api/posts?search=${search}`);
  const tag = await call('GET', '/api/posts?tag=wms');
  const sitemap = await (await page('/sitemap.xml')).text();
  const rss = await (await page('/blog/rss.xml')).text();
  const blog = await pageData('/blog');
  const tagPage = await pageData('/blog/tag/wms');
  return {
    list: list.body.map((p: any) => p.slug),
    total: Number(list.headers.get('x-total-count')),
    search: found.body.map((p: any) => p.slug),
    tag: tag.body.map((p: any) => p.slug),
    sitemap,
    rss,
    blog: blog.data.list,
    tagPage: tagPage.data.list,
  };
}

const audit = async () =>
  (await ctx.deps.db.selectFrom('audit_log').select(['action', 'target_id']).orderBy('id').execute()).map(
    (r) => `${r.action}:${r.target_id}`,
  );

describe('status on the wire', () => {
  it('keeps the old meaning for a form without status: published now, with a slug from the title', async () => {
    const id = await create({ title: 'Gestão de Pessoas: o guia' });
    const post = (await call('GET', `/api/posts/${id}`)).body;
    expect(post).toMatchObject({
      status: 'published',
      publish_at: '2026-03-10T12:00:00.000Z',
      slug: 'gestao-de-pessoas-o-guia',
    });
  });

  it('creates drafts and scheduled posts, refusing a schedule without a time or in the past', async () => {
    const draft = await create({ title: 'Rascunho', status: 'draft' });
    const scheduled = await create({ title: 'Agendado', status: 'scheduled', publish_at: '2026-03-16T08:00:00-03:00' });
    const staff = (await call('GET', '/api/admin/posts', { token })).body;
    expect(staff.map((p: any) => [p.id, p.status, p.publish_at])).toEqual([
      [scheduled, 'scheduled', '2026-03-16T11:00:00.000Z'],
      [draft, 'draft', null],
    ]);

    for (const [fields, field, message] of [
      [{ status: 'scheduled' }, 'publish_at', messages.post.publishAtRequired],
      [{ status: 'scheduled', publish_at: '2026-03-10T08:00:00-03:00' }, 'publish_at', messages.post.publishAtPast],
      [{ status: 'scheduled', publish_at: '2026-03-16 08:00' }, 'publish_at', messages.post.publishAtInvalid],
      [{ status: 'rascunho' }, 'status', messages.post.status],
    ] as const) {
      const res = await call('POST', '/api/posts', { token, form: form(fields) });
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.errors[field]).toBe(message);
    }
    expect((await call('GET', '/api/admin/posts', { token })).body).toHaveLength(2);
    // The staff list is for staff only.
    expect((await call('GET', '/api/admin/posts')).status).toBe(401);
  });
});

describe('visibility at read time', () => {
  it('keeps drafts and scheduled posts off every public surface, also after the list was cached', async () => {
    const live = await create({ title: 'WMS publicado', tags: [{ key: 'WMS', label: 'WMS' }] });
    // Cached before the other posts exist: their writes must not leak through the cache either.
    expect((await publicSurfaces()).list).toEqual(['wms-publicado']);
    const draft = await create({ title: 'WMS rascunho', status: 'draft' });
    const scheduled = await create({ title: 'WMS agendado', status: 'scheduled', publish_at: '2026-03-11T12:00:00Z' });

    const seen = await publicSurfaces();
    expect(seen).toMatchObject({
      list: ['wms-publicado'],
      total: 1,
      search: ['wms-publicado'],
      tag: ['wms-publicado'],
      blog: ['wms-publicado'],
      tagPage: ['wms-publicado'],
    });
    for (const text of [seen.sitemap, seen.rss]) {
      expect(text).toContain('/blog/wms-publicado');
      expect(text).not.toMatch(/wms-rascunho|wms-agendado/);
    }
    expect(seen.sitemap).toContain('/blog/tag/wms</loc>');

    for (const ref of [draft, scheduled, 'wms-rascunho', 'wms-agendado']) {
      expect((await call('GET', `/api/posts/${ref}`)).status, String(ref)).toBe(404);
      expect((await page(`/blog/${ref}`)).status, String(ref)).toBe(404);
    }
    expect((await call('GET', `/api/posts/${live}`)).status).toBe(200);
  });

  it('publishes a scheduled post at its time, with no write, on a restarted server that got no request', async () => {
    await create({ title: 'Já no ar', tags: [{ key: 'WMS', label: 'WMS' }] });
    await create({ title: 'WMS das oito', status: 'scheduled', publish_at: '2026-03-10T12:00:03Z' });
    expect((await publicSurfaces()).list).toEqual(['ja-no-ar']);
    const staleSitemap = await page('/sitemap.xml');
    // No cache may keep the answer past the publish time, 3 s ahead.
    expect(staleSitemap.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=1');
    expect((await call('GET', '/api/posts')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3');

    // Still before its time: absent.
    ctx.advance(2_999);
    expect((await publicSurfaces()).list).toEqual(['ja-no-ar']);

    // A restart, nothing asked meanwhile, then the first requests after its time.
    app = createApp(ctx.deps, { webDist: dist });
    ctx.advance(1);
    const after = await publicSurfaces();
    expect(after).toMatchObject({
      list: ['wms-das-oito', 'ja-no-ar'],
      total: 2,
      search: ['wms-das-oito', 'ja-no-ar'],
      tag: ['wms-das-oito', 'ja-no-ar'],
      blog: ['wms-das-oito', 'ja-no-ar'],
      tagPage: ['wms-das-oito', 'ja-no-ar'],
    });
    expect(after.sitemap).toContain('/blog/wms-das-oito');
    expect(after.rss).toContain('/blog/wms-das-oito');
    expect((await call('GET', '/api/posts/wms-das-oito')).body.status).toBe('published');
    expect((await page('/blog/wms-das-oito')).status).toBe(200);
  });

  it('shows the scheduled post to the cached reads of a process that kept running', async () => {
    await create({ title: 'Agendado em processo', status: 'scheduled', publish_at: '2026-03-10T12:00:03Z' });
    expect((await call('GET', '/api/posts')).body).toEqual([]);
    expect((await pageData('/blog')).data.list).toEqual([]);
    ctx.advance(3_000);
    expect((await call('GET', '/api/posts')).body.map((p: any) => p.slug)).toEqual(['agendado-em-processo']);
    expect((await pageData('/blog')).data.list).toEqual(['agendado-em-processo']);
  });

  it('unpublishes ("Despublicar") and audits publish, schedule and unpublish', async () => {
    const id = await create({ title: 'Vai e volta', status: 'draft' });
    await update(id, { title: 'Vai e volta', status: 'scheduled', publish_at: '2026-03-12T12:00:00Z' });
    await update(id, { title: 'Vai e volta', status: 'published' });
    expect((await call('GET', `/api/posts/${id}`)).status).toBe(200);
    const res = await call('POST', `/api/admin/posts/${id}/despublicacao`, { token });
    expect(res.status).toBe(200);
    expect((await call('GET', `/api/posts/${id}`)).status).toBe(404);
    expect((await call('GET', `/api/admin/posts/${id}`, { token })).body).toMatchObject({
      status: 'draft',
      publish_at: null,
    });
    expect((await audit()).filter((a) => a.startsWith('post.') && !a.startsWith('post.update'))).toEqual([
      `post.create:${id}`,
      `post.schedule:${id}`,
      `post.publish:${id}`,
      `post.unpublish:${id}`,
    ]);
    // The schedule says for when, so the audit screen can say it in a sentence.
    const scheduled = await ctx.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'post.schedule')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(scheduled.details!)).toEqual({ at: '2026-03-12T12:00:00Z', path: '/blog/vai-e-volta' });
    const published = await ctx.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'post.publish')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(published.details!)).toEqual({ path: '/blog/vai-e-volta' });
  });
});

describe('slugs and redirects', () => {
  it('answers 301 from /blog/{id} and every earlier slug to the current one', async () => {
    const id = await create({ title: 'Primeiro título' });
    await update(id, { title: 'Segundo título', slug: '' });
    // An older client sends no slug: the address stays.
    await update(id, { title: 'Título sem endereço novo' });
    expect((await call('GET', `/api/posts/${id}`)).body.slug).toBe('segundo-titulo');
    await update(id, { title: 'Terceiro título', slug: 'endereco-escolhido' });
    for (const old of [String(id), 'primeiro-titulo', 'segundo-titulo']) {
      const res = await page(`/blog/${old}?search=erp`);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe('/blog/endereco-escolhido?search=erp');
    }
    expect((await pageData('/blog/endereco-escolhido')).data.post).toBe('endereco-escolhido');
    // The API answers an old slug with the post, whose slug tells the client where it lives now.
    expect((await call('GET', '/api/posts/primeiro-titulo')).body.slug).toBe('endereco-escolhido');
    expect((await page('/blog/titulo-que-nunca-existiu')).status).toBe(404);
  });

  it('keeps slugs unique, never taking another post’s earlier slug, and never a bare number or a blog page', async () => {
    const first = await create({ title: 'Mesmo título' });
    const second = await create({ title: 'Mesmo título' });
    await update(first, { title: 'Outro título', slug: '' });
    const third = await create({ title: 'Mesmo título' });
    const numeric = await create({ title: '2026' });
    const reserved = await create({ title: 'Tag' });
    const slugs = Object.fromEntries(
      (await call('GET', '/api/admin/posts', { token })).body.map((p: any) => [p.id, p.slug]),
    );
    expect([slugs[first], slugs[second], slugs[third], slugs[numeric], slugs[reserved]]).toEqual([
      'outro-titulo',
      'mesmo-titulo-2',
      'mesmo-titulo-3',
      'post-2026',
      'post-tag',
    ]);
  });
});

describe('revisions', () => {
  it('keeps a revision per save of a published post and restores one as a new revision', async () => {
    const id = await create({ title: 'Versão um', content: '<p>Texto um</p>' });
    await update(id, { title: 'Versão dois', content: '<p>Texto dois</p>' });
    const list = (await call('GET', `/api/admin/posts/${id}/revisoes`, { token })).body;
    expect(list.map((r: any) => [r.title, r.author])).toEqual([
      ['Versão dois', 'admin@alvorada.test'],
      ['Versão um', 'admin@alvorada.test'],
    ]);
    const first = (await call('GET', `/api/admin/posts/${id}/revisoes/${list[1].id}`, { token })).body;
    expect(first).toMatchObject({ content: '<p>Texto um</p>', fields: { title: 'Versão um', slug: 'versao-um' } });

    const restored = await call('POST', `/api/admin/posts/${id}/revisoes/${list[1].id}/restauracao`, { token });
    expect(restored.status, restored.text).toBe(200);
    const post = (await call('GET', `/api/posts/${id}`)).body;
    expect(post).toMatchObject({ title: 'Versão um', content: '<p>Texto um</p>', status: 'published' });
    expect((await call('GET', `/api/admin/posts/${id}/revisoes`, { token })).body.map((r: any) => r.title)).toEqual([
      'Versão um',
      'Versão dois',
      'Versão um',
    ]);
    expect(await audit()).toContain(`post.restore:${id}`);
    expect((await call('POST', `/api/admin/posts/${id}/revisoes/99999/restauracao`, { token })).status).toBe(404);
  });

  it('keeps the newest 50 revisions, and none for a draft saved again and again', async () => {
    const id = await create({ title: 'Muitas versões' });
    for (let i = 0; i < 52; i++) await update(id, { title: `Muitas versões ${i}` });
    const list = (await call('GET', `/api/admin/posts/${id}/revisoes`, { token })).body;
    expect(list).toHaveLength(50);
    expect(list[0].title).toBe('Muitas versões 51');
    const draft = await create({ title: 'Só rascunho', status: 'draft' });
    await update(draft, { title: 'Só rascunho, de novo', status: 'draft' });
    expect((await call('GET', `/api/admin/posts/${draft}/revisoes`, { token })).body).toEqual([]);
  });
});

describe('preview links', () => {
  async function previewOf(id: number) {
    const res = await call('POST', `/api/admin/posts/${id}/previas`, { token });
    expect(res.status, res.text).toBe(201);
    const url = new URL(res.body.url);
    expect(url.pathname).toMatch(/^\/blog\/previa\/[\w-]{43}$/);
    return url.pathname.split('/').pop()!;
  }

  it('shows a draft to anyone holding the link, uncached and noindex, for 7 days', async () => {
    const id = await create({ title: 'Rascunho em prévia', status: 'draft' });
    const token1 = await previewOf(id);
    const api = await call('GET', `/api/previas/${token1}`);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ id, title: 'Rascunho em prévia', status: 'draft' });
    expect(api.headers.get('cache-control')).toBe('private, no-store');
    const html = await page(`/blog/previa/${token1}`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('private, no-store');
    expect(html.headers.get('x-robots-tag')).toBe('noindex');
    expect(JSON.parse(await html.text())).toMatchObject({ post: 'rascunho-em-previa', list: [] });
    expect(await (await page('/sitemap.xml')).text()).not.toContain('previa');
    expect(await audit()).toContain(`post.preview:${id}`);

    ctx.advance(7 * 24 * 3600 * 1000 - 1);
    expect((await call('GET', `/api/previas/${token1}`)).status).toBe(200);
    ctx.advance(1);
    const expired = await call('GET', `/api/previas/${token1}`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe(messages.post.previewNotFound);
    expect((await page(`/blog/previa/${token1}`)).status).toBe(404);
  });

  it('stops working when revoked or once the post is published, and refuses a made-up token', async () => {
    const id = await create({ title: 'Prévia revogada', status: 'draft' });
    const revoked = await previewOf(id);
    expect((await call('DELETE', `/api/admin/posts/${id}/previas`, { token })).status).toBe(200);
    expect((await call('GET', `/api/previas/${revoked}`)).status).toBe(404);

    const live = await previewOf(id);
    expect((await call('GET', `/api/previas/${live}`)).status).toBe(200);
    await update(id, { title: 'Prévia revogada', status: 'published' });
    expect((await call('GET', `/api/previas/${live}`)).status).toBe(404);

    expect((await call('GET', `/api/previas/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await call('POST', `/api/admin/posts/${id}/previas`)).status).toBe(401);
  });
});

describe('robots.txt', () => {
  it('has no Allow line before its Disallow lines, so first-match parsers keep /admin and /api out', async () => {
    const text = await (await page('/robots.txt')).text();
    expect(text).not.toMatch(/^Allow:/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api$/m);
  });
});

describe('trash (deletes can be undone)', () => {
  const staffSlugs = async (trash = false) =>
    (await call('GET', `/api/admin/posts${trash ? '?lixeira=1' : ''}`, { token })).body.map((p: any) => p.slug);

  it('takes a deleted post off every public surface and puts it back when restored', async () => {
    await create({ title: 'WMS publicado', tags: [{ key: 'WMS', label: 'WMS' }] });
    const trashed = await create({ title: 'WMS na lixeira', tags: [{ key: 'WMS', label: 'WMS' }] });
    expect((await publicSurfaces()).list).toEqual(['wms-na-lixeira', 'wms-publicado']);

    const deleted = await call('DELETE', `/api/posts/${trashed}`, { token });
    expect(deleted.status).toBe(200);
    const seen = await publicSurfaces();
    expect(seen).toMatchObject({
      list: ['wms-publicado'],
      total: 1,
      search: ['wms-publicado'],
      tag: ['wms-publicado'],
      blog: ['wms-publicado'],
      tagPage: ['wms-publicado'],
    });
    for (const text of [seen.sitemap, seen.rss]) expect(text).not.toContain('wms-na-lixeira');
    expect((await call('GET', '/api/posts/wms-na-lixeira')).status).toBe(404);
    expect((await call('GET', `/api/posts/${trashed}`)).status).toBe(404);
    expect((await page('/blog/wms-na-lixeira')).status).toBe(404);
    expect((await call('GET', '/api/posts/sugestoes?q=lixeira')).text).not.toContain('wms-na-lixeira');

    // The staff see it only in the Lixeira, with when it went there.
    expect(await staffSlugs()).toEqual(['wms-publicado']);
    const trash = (await call('GET', '/api/admin/posts?lixeira=1', { token })).body;
    expect(trash).toEqual([expect.objectContaining({ id: trashed, deleted_at: '2026-03-10T12:00:00.000Z' })]);
    // Its slug stays reserved while it waits there.
    const twin = await create({ title: 'WMS na lixeira' });
    expect((await call('GET', `/api/admin/posts/${twin}`, { token })).body.slug).not.toBe('wms-na-lixeira');

    const restored = await call('POST', `/api/posts/${trashed}/restauracao`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ message: messages.admin.postRestored });
    const back = await publicSurfaces();
    expect(back.search).toContain('wms-na-lixeira');
    expect(back.tag).toContain('wms-na-lixeira');
    expect(back.sitemap).toContain('/blog/wms-na-lixeira');
    expect(back.rss).toContain('/blog/wms-na-lixeira');
    expect((await page('/blog/wms-na-lixeira')).status).toBe(200);
    expect(await staffSlugs(true)).toEqual([]);
    // Nothing left to restore, and an unknown post is a 404 too.
    expect((await call('POST', `/api/posts/${trashed}/restauracao`, { token })).status).toBe(404);
    expect((await call('POST', '/api/posts/99999/restauracao', { token })).status).toBe(404);
    expect((await call('POST', `/api/posts/${trashed}/restauracao`)).status).toBe(401);
    expect(await audit()).toEqual(expect.arrayContaining([`post.delete:${trashed}`, `post.undelete:${trashed}`]));
  });

  it('purges a post after 30 days in the trash, not before', async () => {
    const kept = await create({ title: 'Fica' });
    const trashed = await create({ title: 'Vai embora' });
    await call('DELETE', `/api/posts/${trashed}`, { token });
    const deletedAt = ctx.deps.now().getTime();
    const ids = async () =>
      (await ctx.deps.db.selectFrom('posts').select('id').orderBy('id').execute()).map((r) => r.id);
    await purgeExpired(ctx.deps, new Date(deletedAt + 29 * 86_400_000));
    expect(await ids()).toEqual([kept, trashed]);
    await purgeExpired(ctx.deps, new Date(deletedAt + 31 * 86_400_000));
    expect(await ids()).toEqual([kept]);
    const slugs = await ctx.deps.db.selectFrom('post_slugs').select('post_id').execute();
    expect(slugs.map((r) => r.post_id)).not.toContain(trashed);
    expect((await call('POST', `/api/posts/${trashed}/restauracao`, { token })).status).toBe(404);
  });
});
