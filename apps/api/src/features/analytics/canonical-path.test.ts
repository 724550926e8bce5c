import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm } from '../../../test/post-fixtures';

/** One post is one line of the analytics summary, whichever of its addresses the visitor used. */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const track = (path: string) => ctx.request('POST', '/api/eventos', { json: { type: 'pageview', path } });

describe('analytics of a post', () => {
  it('counts its id in any spelling, its earlier slug and its slug under its current address', async () => {
    const token = await ctx.adminToken();
    const form = postForm({ title: 'Primeiro título' });
    const created = await ctx.request('POST', '/api/posts', { token, body: form });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const renamed = postForm({ postId: id, title: 'Título novo', image: null });
    renamed.set('slug', 'titulo-novo');
    expect((await ctx.request('PUT', '/api/posts', { token, body: renamed })).status).toBe(200);

    for (const path of [
      `/blog/${id}`,
      `/blog/0${id}`,
      `/blog/${String(id).padStart(12, '0')}`,
      '/blog/primeiro-titulo',
      '/blog/titulo-novo',
    ]) {
      expect((await track(path)).status, path).toBe(204);
    }
    const rows = await ctx.deps.db.selectFrom('analytics_daily').select(['path', 'count']).execute();
    expect(rows).toEqual([{ path: '/blog/titulo-novo', count: 5 }]);
  });
});
