import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREDEFINED_TAGS } from '@vitrine/shared/constants';
import { createTestContext, type TestContext } from '../../test/helpers';
import { runSeeders } from '../seed';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('demo seed', () => {
  it('adds the demo blog, contacts and subscribers once, never again after a restart', async () => {
    await runSeeders(ctx.deps);
    await runSeeders(ctx.deps);
    // As at start (server.ts): the queue makes the seeded images' variants.
    ctx.deps.imageVariants!.wake();
    await ctx.deps.imageVariants!.idle();

    const list = await ctx.request('GET', '/api/posts');
    expect(list.headers.get('x-total-count')).toBe('7');
    // The list carries summaries; the whole posts (with content) come one by one.
    const posts = await Promise.all(
      (list.body as any[]).map(async (p) => (await ctx.request('GET', `/api/posts/${p.id}`)).body),
    );
    // Newest first, and ids grow with dates.
    expect(posts.map((p) => p.created_at)).toEqual([...posts.map((p) => p.created_at)].sort().reverse());
    for (const post of posts) {
      expect(post.reading_time).toMatch(/^[0-5]\d:[0-5]\d$/);
      expect(post.subtitle.length).toBeGreaterThan(10);
      expect(post.images[0].id).toBe(1);
      for (const tag of post.tags) expect(PREDEFINED_TAGS).toContain(tag.label);
      expect(post.content).toMatch(/<h1>|<h2>/);
    }
    const covers = await Promise.all(
      posts.map(async (p) => {
        const res = await ctx.app.request(p.images[0].url);
        expect(res.headers.get('content-type')).toBe('image/png');
        // Demo covers get their WebP variants from the queue.
        expect(p.images[0].variants.length).toBeGreaterThan(0);
        return p.images[0].url.split('v=')[1];
      }),
    );
    expect(new Set(covers).size).toBe(7);
    const all = posts.map((p) => p.content).join('');
    expect(all).toContain('<blockquote>');
    expect(all).toContain('class="referencia"');
    expect(all).toMatch(/<img src="\/api\/posts\/\d+\/images\/2\?v=[0-9a-f]{12}"/);
    expect(posts.filter((p) => p.link_button).length).toBeGreaterThan(0);
    expect(posts.filter((p) => p.footer).length).toBeGreaterThan(0);
    expect((await ctx.request('GET', '/api/posts?search=gestao')).body.length).toBeGreaterThan(0);

    expect(await ctx.deps.db.selectFrom('contacts').selectAll().execute()).toHaveLength(3);
    expect(await ctx.deps.db.selectFrom('newsletter_subscribers').selectAll().execute()).toHaveLength(3);
  });

  it('does not bring the demo back once the staff deleted it', async () => {
    await runSeeders(ctx.deps);
    await ctx.deps.db.deleteFrom('post_images').execute();
    await ctx.deps.db.deleteFrom('posts').execute();
    await runSeeders(ctx.deps);
    expect((await ctx.request('GET', '/api/posts')).body).toEqual([]);
  });

  it('leaves a database that already has content alone', async () => {
    await ctx.deps.db
      .insertInto('contacts')
      .values({
        name: 'Real',
        email: 'r@x.test',
        phone: '4733334444',
        subject: 'Oi!',
        message: 'Olá!',
        read: 0,
        create_date: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await runSeeders(ctx.deps);
    expect(await ctx.deps.db.selectFrom('contacts').selectAll().execute()).toHaveLength(1);
  });
});
