import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import { normalizeOldPath } from '@vitrine/shared/wordpress';
import { createTestContext, type TestContext } from '../../../test/helpers';

/** The "Redirecionamentos" screen's API and the 301s the site answers with. */

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext({ REDIRECT_ALLOWED_HOSTS: 'parceiro.test' });
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const create = (token: string, from_path: string, to_path: string) =>
  ctx.request('POST', '/api/redirecionamentos', { token, json: { from_path, to_path } });

describe('redirects', () => {
  it('answers an old address with 301 and counts its hits', async () => {
    expect((await create(admin, '/2019/03/velho-post/', '/blog/novo-post')).status).toBe(201);
    const first = await ctx.request('GET', '/2019/03/velho-post/');
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe('/blog/novo-post');
    // Without the trailing slash it is the same address.
    expect((await ctx.request('GET', '/2019/03/velho-post')).status).toBe(301);
    const [row] = (await ctx.request('GET', '/api/redirecionamentos', { token: admin })).body;
    expect(row).toMatchObject({ from_path: '/2019/03/velho-post', hits: 2, source: 'manual' });
    expect(row.last_hit_at).toBe(ctx.deps.now().toISOString());
    // The API is never redirected.
    expect((await ctx.request('GET', '/api/posts/velho-post')).status).toBe(404);
  });

  it('matches a query address such as /?p=12 exactly', async () => {
    await create(admin, '/?p=12', '/blog/doze');
    expect((await ctx.request('GET', '/?p=12')).headers.get('location')).toBe('/blog/doze');
    expect((await ctx.request('GET', '/?p=13')).status).not.toBe(301);
  });

  it('refuses loops, other hosts, and an address that is not a path', async () => {
    await create(admin, '/a', '/b');
    const loop = await create(admin, '/b', '/a/');
    expect(loop.status).toBe(422);
    expect(loop.body.errors.to_path).toBe(messages.redirects.loop);
    expect((await create(admin, '/c', '/c')).body.errors.to_path).toBe(messages.redirects.loop);
    expect((await create(admin, '/d', 'https://evil.test/x')).body.errors.to_path).toBe(messages.redirects.external);
    expect((await create(admin, '/e', '//evil.test/x')).status).toBe(422);
    expect((await create(admin, 'https://old.test/x', '/blog')).status).toBe(422);
    expect((await create(admin, '/a', '/outro')).body.errors.from_path).toBe(messages.redirects.duplicate);
    // An allowed host is fine, and so is this site's own address given in full.
    expect((await create(admin, '/f', 'https://parceiro.test/pagina')).status).toBe(201);
    const own = await create(admin, '/g', `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/blog/x`);
    expect(own.status).toBe(201);
    expect((await ctx.request('GET', '/g')).headers.get('location')).toBe('/blog/x');
  });

  it('lets Marketing change its own redirects only, and Admins any', async () => {
    const marketing = await ctx.tokenFor(Role.Marketing);
    const mine = (await create(marketing, '/minha', '/blog/a')).body.id;
    const theirs = (await create(admin, '/deles', '/blog/b')).body.id;
    expect(
      (
        await ctx.request('PUT', `/api/redirecionamentos/${mine}`, {
          token: marketing,
          json: { from_path: '/minha', to_path: '/blog/c' },
        })
      ).status,
    ).toBe(200);
    expect((await ctx.request('DELETE', `/api/redirecionamentos/${theirs}`, { token: marketing })).status).toBe(403);
    expect((await ctx.request('DELETE', `/api/redirecionamentos/${mine}`, { token: admin })).status).toBe(200);
    expect((await ctx.request('GET', '/minha')).status).not.toBe(301);
    expect((await ctx.request('GET', '/api/redirecionamentos')).status).toBe(401);
  });
});

describe('normalizeOldPath', () => {
  it('keeps the path and a sorted query, without host or trailing slash', () => {
    expect(normalizeOldPath('https://old.test/2023/05/slug/')).toBe('/2023/05/slug');
    expect(normalizeOldPath('/?p=12')).toBe('/?p=12');
    expect(normalizeOldPath('/?b=2&a=1')).toBe('/?a=1&b=2');
    expect(normalizeOldPath('/')).toBe('/');
    expect(normalizeOldPath('javascript:alert(1)')).toBeUndefined();
  });
});
