import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit } from '../../../test/post-fixtures';

/**
 * Every public page from memory: built once per content version, replayed, validated, and
 * ready for a shared cache, while previews, the admin and API writes stay out of every cache.
 */

let ctx: TestContext;
let token: string;
let dist: string;
let app: ReturnType<typeof createApp>;

/** Renders made by the stand-in render bundle below, counted on globalThis (the bundle is loaded once per process). */
const renders = () => (globalThis as { __vitrineRenders?: number }).__vitrineRenders ?? 0;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'vitrine-public-pages-'));
  mkdirSync(join(dist, 'ssr'));
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'pages', 'index.html'), `<!doctype html><h1>Início</h1>${'<p>texto</p>'.repeat(200)}`);
  writeFileSync(join(dist, 'ssr', 'post-shell.html'), '<!--app-head--><div id="root"></div>');
  // A page well over a kilobyte (so it is compressed), naming the path and the post it was made with.
  writeFileSync(
    join(dist, 'ssr', 'entry-server.js'),
    `export async function renderPage(path, search, data) {
       globalThis.__vitrineRenders = (globalThis.__vitrineRenders ?? 0) + 1;
       await new Promise((resolve) => setTimeout(resolve, 20));
       const post = data.post ? data.post.slug : data.post;
       return { html: JSON.stringify({ path, post, list: data.posts.posts.map((p) => p.slug) }) + ' '.repeat(2000), head: undefined };
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

const { call } = postsTestKit(() => ctx);

async function create(title: string, extra: Record<string, string> = {}) {
  const form = postForm({ title, tags: [{ key: 'WMS', label: 'WMS' }] });
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  const res = await call('POST', '/api/posts', { token, form });
  expect(res.status, res.text).toBe(201);
  const id = res.body.id as number;
  const { slug } = (await call('GET', `/api/admin/posts/${id}`, { token })).body as { slug: string };
  // The cover's variants are made in the background, and their write is a new content version.
  await ctx.deps.imageVariants!.idle();
  return { id, slug };
}

const page = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { 'x-forwarded-for': '203.0.113.10', ...headers } });

describe('public pages kept per content version', () => {
  it('renders an article once for a burst of 200 first requests, and answers all of them the same bytes', async () => {
    const { slug } = await create('Artigo em alta');
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 200 }, () => page(`/blog/${slug}`)));
    expect(renders() - before).toBe(1);
    const bodies = new Set(await Promise.all(answers.map((res) => res.text())));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(bodies.size).toBe(1);
    // Asked again: still no render.
    expect((await page(`/blog/${slug}`)).status).toBe(200);
    expect(renders() - before).toBe(1);
  });

  it('answers unknown addresses 404 with one render per content version, whatever the address', async () => {
    await create('Um post qualquer');
    const before = renders();
    for (let i = 0; i < 300; i++) {
      const res = await page(`/blog/nao-existe-${i}-${Math.random().toString(36).slice(2)}`);
      expect(res.status).toBe(404);
    }
    const tag = await page('/blog/tag/tag-que-nao-existe');
    expect(tag.status).toBe(404);
    expect(renders() - before).toBe(2);
    // The address is written into the one render, as a render of it would have it.
    const missing = JSON.parse((await (await page('/blog/outro-endereco')).text()).trim());
    expect(missing).toMatchObject({ path: '/blog/outro-endereco', post: null });
    expect(JSON.parse((await tag.text()).trim())).toMatchObject({ path: '/blog/tag/tag-que-nao-existe', list: [] });
  });

  it('shows a publish, an edit and an unpublish at the next request', async () => {
    const first = await create('Primeiro');
    expect(JSON.parse((await (await page('/blog')).text()).trim()).list).toEqual([first.slug]);
    const second = await create('Segundo');
    expect(JSON.parse((await (await page('/blog')).text()).trim()).list).toEqual([second.slug, first.slug]);
    expect((await page(`/blog/${second.slug}`)).status).toBe(200);
    const edit = postForm({ postId: second.id, title: 'Segundo', image: null });
    edit.set('slug', 'segundo-novo');
    expect((await call('PUT', '/api/posts', { token, form: edit })).status).toBe(200);
    const moved = await page(`/blog/${second.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/segundo-novo');
    expect((await call('POST', `/api/admin/posts/${second.id}/despublicacao`, { token })).status).toBe(200);
    expect((await page('/blog/segundo-novo')).status).toBe(404);
    expect(JSON.parse((await (await page('/blog/tag/wms')).text()).trim()).list).toEqual([first.slug]);
  });
});

describe('validators and shared caches', () => {
  it('gives an article a strong ETag per encoding, and answers 304 to it', async () => {
    const { slug } = await create('Com ETag');
    const br = await page(`/blog/${slug}`, { 'accept-encoding': 'br' });
    const plain = await page(`/blog/${slug}`);
    const tag = br.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+-br"$/);
    expect(plain.headers.get('etag')).toBe(tag.replace(/-br"$/, '"'));
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(await plain.text());
    for (let i = 0; i < 2; i++) {
      // The second time, the replay answers it in front of the framework.
      const again = await page(`/blog/${slug}`, { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      expect(await again.text()).toBe('');
    }
  });

  it('answers 304 to If-Modified-Since on a prerendered page, which carries its file date', async () => {
    const home = await page('/');
    const lastModified = home.headers.get('last-modified')!;
    expect(lastModified).toBeTruthy();
    expect((await page('/', { 'if-modified-since': lastModified })).status).toBe(304);
  });

  it('lets shared caches keep public pages for PUBLIC_CACHE_SECONDS, and keeps previews, the admin and API writes out', async () => {
    const { id, slug } = await create('Cacheável');
    for (const path of [`/blog/${slug}`, '/blog', '/blog/tag/wms', '/', '/blog/rss.xml', '/sitemap.xml']) {
      const res = await page(path);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    }
    const draft = await create('Rascunho', { status: 'draft' });
    const preview = await call('POST', `/api/admin/posts/${draft.id}/previas`, { token });
    const previewPath = new URL(preview.body.url as string).pathname;
    expect((await page(previewPath)).headers.get('cache-control')).toBe('private, no-store');
    expect((await page('/admin')).headers.get('cache-control')).toBe('no-store');
    expect((await page('/login')).headers.get('cache-control')).toBe('no-store');
    expect((await call('GET', `/api/admin/posts/${id}`, { token })).headers.get('cache-control')).toBe('no-store');
    const write = await call('POST', `/api/admin/posts/${id}/despublicacao`, { token });
    expect(write.headers.get('cache-control')).toBe('no-store');
  });

  it('never lets a shared cache keep a page past a scheduled post’s time', async () => {
    await create('Já no ar');
    await create('Agendado', {
      status: 'scheduled',
      publish_at: new Date(ctx.deps.now().getTime() + 20_000).toISOString(),
    });
    const res = await page('/blog');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10');
    ctx.advance(19_000);
    expect((await page('/blog')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    ctx.advance(1_000);
    expect(JSON.parse((await (await page('/blog')).text()).trim()).list).toEqual(['agendado', 'ja-no-ar']);
  });
});
