import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit } from '../../../test/post-fixtures';
import { openDatabase } from '../../db/database';
import { createPostAnnouncer } from '../../jobs/post-announcer';
import { announceDuePosts } from './post-announcements.service';

/**
 * A scheduled post becomes public by the clock, with no save: post.published goes out once,
 * when that happens (not when it was scheduled), however many processes look. Runs on both
 * engines (VITRINE_TEST_PG_URL); the two-process run is in test/webhooks-scale-out.pg.test.ts.
 */
let ctx: TestContext;
let token: string;
const kit = postsTestKit(() => ctx);
const HOUR = 3_600_000;

beforeEach(async () => {
  ctx = await createTestContext({ WEBHOOKS_ALLOW_HTTP: 'true' });
  token = await ctx.adminToken();
  const endpoint = await ctx.request('POST', '/api/integracoes', {
    token,
    json: { url: 'http://127.0.0.1:9/crm', events: ['post.published'] },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
});
afterEach(() => ctx.close());

async function schedule(title: string, at: Date, postId?: number) {
  const form = postForm({ title, ...(postId ? { postId, image: null } : {}) });
  form.set('status', 'scheduled');
  form.set('publish_at', at.toISOString());
  const res = await kit.call(postId ? 'PUT' : 'POST', '/api/posts', { token, form });
  expect(res.status, res.text).toBe(postId ? 200 : 201);
  return (res.body?.id as number | undefined) ?? postId!;
}

const announcements = async () =>
  (
    await ctx.deps.db
      .selectFrom('webhook_deliveries')
      .select('payload')
      .where('event_type', '=', 'post.published')
      .orderBy('id')
      .execute()
  ).map((d) => JSON.parse(d.payload) as { timestamp: string; data: Record<string, unknown> });

describe('post.published for a scheduled post', () => {
  it('is queued once, when the post becomes public, saying when that was', async () => {
    const publishAt = new Date(ctx.deps.now().getTime() + HOUR);
    const id = await schedule('Lançamento do TMS 5', publishAt);
    expect(await announcements()).toEqual([]);
    // Before its time: nothing to announce.
    ctx.advance(HOUR - 1_000);
    expect(await announceDuePosts(ctx.deps.db, ctx.deps.now())).toBe(0);

    ctx.advance(31_000);
    expect(await announceDuePosts(ctx.deps.db, ctx.deps.now())).toBe(1);
    const [event] = await announcements();
    expect(event!.data).toEqual({
      id,
      title: 'Lançamento do TMS 5',
      slug: 'lancamento-do-tms-5',
      path: '/blog/lancamento-do-tms-5',
      published_at: publishAt.toISOString(),
    });
    expect(event!.timestamp).toBe(ctx.deps.now().toISOString());

    // Looked at again (the next tick, a restart): not announced twice.
    ctx.advance(60_000);
    expect(await announceDuePosts(ctx.deps.db, ctx.deps.now())).toBe(0);
    expect(await announcements()).toHaveLength(1);
  });

  it('is announced again only after it stopped being public and came back', async () => {
    const id = await schedule('Agenda de março', new Date(ctx.deps.now().getTime() + HOUR));
    ctx.advance(HOUR);
    expect(await announceDuePosts(ctx.deps.db, ctx.deps.now())).toBe(1);
    // Moved to later: hidden again, and announced when the new time comes.
    await schedule('Agenda de março', new Date(ctx.deps.now().getTime() + 2 * HOUR), id);
    expect(await announceDuePosts(ctx.deps.db, ctx.deps.now())).toBe(0);
    ctx.advance(2 * HOUR);
    expect(await announceDuePosts(ctx.deps.db, ctx.deps.now())).toBe(1);
    // Unpublished, then published by a save: the save announces it, the job adds nothing.
    expect((await ctx.request('POST', `/api/admin/posts/${id}/despublicacao`, { token })).status).toBe(200);
    const form = postForm({ title: 'Agenda de março', postId: id, image: null });
    form.set('status', 'published');
    expect((await kit.call('PUT', '/api/posts', { token, form })).status).toBe(200);
    expect(await announceDuePosts(ctx.deps.db, ctx.deps.now())).toBe(0);
    expect(await announcements()).toHaveLength(3);
  });

  it('is claimed once when two database connections look at the same moment', async () => {
    const at = new Date(ctx.deps.now().getTime() + HOUR);
    for (let i = 0; i < 6; i += 1) await schedule(`Post agendado ${i}`, at);
    ctx.advance(HOUR);
    // A second pool on the same database stands for a second process.
    const other = openDatabase(ctx.config.DATABASE_URL, { poolMax: 4 });
    try {
      const counts = await Promise.all([
        announceDuePosts(ctx.deps.db, ctx.deps.now()),
        announceDuePosts(other, ctx.deps.now()),
        announceDuePosts(ctx.deps.db, ctx.deps.now()),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    } finally {
      await other.destroy();
    }
    const ids = (await announcements()).map((e) => e.data.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
  });

  it('is found by the server job, which wakes the webhook worker', async () => {
    await schedule('Pelo relógio', new Date(ctx.deps.now().getTime() + HOUR));
    let nudged = 0;
    const job = createPostAnnouncer({ ...ctx.deps, onWebhookQueued: () => (nudged += 1) });
    expect(await job.runOnce()).toBe(0);
    ctx.advance(HOUR);
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    expect(nudged).toBe(1);
  });
});
