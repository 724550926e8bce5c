import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSuggestions, PostSummary } from '@vitrine/shared/schemas';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit, type PostFormOptions } from '../../../test/post-fixtures';

/**
 * No draft, scheduled or trashed post is ever found, on the engine of the test run: not by the
 * blog's search, not by its count, not by the search box's suggestions (a whole word, its
 * beginning, a typo of it), and not among the newest posts the box offers when nothing matches.
 */
let ctx: TestContext;
let token: string;
const kit = postsTestKit(() => ctx);
const DAY = 86_400_000;

beforeAll(async () => {
  // Many searches in a row from one address: the per-address search budget has its own tests.
  ctx = await createTestContext({ RATE_LIMITS: 'false' });
  token = await ctx.adminToken();
  await kit.create(token, { title: 'Pátio de manobras', content: '<p>Um post público.</p>' });
});
afterAll(() => ctx.close());

async function createWith(options: PostFormOptions & { status?: string; publish_at?: string }): Promise<number> {
  const { status, publish_at, ...rest } = options;
  const form = postForm(rest);
  if (status) form.set('status', status);
  if (publish_at) form.set('publish_at', publish_at);
  const res = await kit.call('POST', '/api/posts', { token, form });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

/** Every post id a visitor could reach for `word`: search results and count, suggestions, recent posts. */
async function reachable(
  word: string,
): Promise<{ found: number[]; total: number; suggested: number[]; recent: number[] }> {
  const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(word)}&page=1&pageSize=100`);
  expect(res.status, res.text).toBe(200);
  const suggested: number[] = [];
  let recent: number[] = [];
  // The whole word, a beginning of it, and a typo of it, as typed into the box.
  for (const typed of [word, word.slice(0, 4), `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`]) {
    const box = await kit.call('GET', `/api/posts/sugestoes?q=${encodeURIComponent(typed)}`);
    expect(box.status, box.text).toBe(200);
    const body = box.body as PostSuggestions;
    suggested.push(...body.posts.map((p) => p.id));
    recent = [...recent, ...body.recent.map((p) => p.id)];
  }
  return {
    found: (res.body as PostSummary[]).map((p) => p.id),
    total: Number(res.headers.get('x-total-count')),
    suggested,
    recent,
  };
}

describe('what search never shows', () => {
  it('finds no draft and no scheduled post, until the scheduled one’s time comes', async () => {
    const draft = await createWith({ title: 'Quimeras do estoque', status: 'draft' });
    const scheduled = await createWith({
      title: 'Quimeras do armazém',
      status: 'scheduled',
      publish_at: new Date(ctx.deps.now().getTime() + DAY).toISOString(),
    });
    const before = await reachable('quimeras');
    expect(before).toMatchObject({ found: [], total: 0, suggested: [] });
    expect(before.recent).not.toContain(draft);
    expect(before.recent).not.toContain(scheduled);

    ctx.advance(2 * DAY);
    const after = await reachable('quimeras');
    expect([after.found, after.total]).toEqual([[scheduled], 1]);
    expect(new Set(after.suggested)).toEqual(new Set([scheduled]));
    ctx.advance(-2 * DAY);
  });

  it('drops a post the moment it is unpublished or moved to the trash', async () => {
    const id = await kit.create(token, { title: 'Empilhadeiras elétricas', content: '<p>Baterias.</p>' });
    expect((await reachable('empilhadeiras')).found).toEqual([id]);
    const res = await kit.call('POST', `/api/admin/posts/${id}/despublicacao`, { token });
    expect(res.status, res.text).toBe(200);
    const unpublished = await reachable('empilhadeiras');
    expect(unpublished).toMatchObject({ found: [], total: 0, suggested: [] });
    expect(unpublished.recent).not.toContain(id);

    const other = await kit.create(token, { title: 'Esteiras rolantes', content: '<p>Separação.</p>' });
    expect((await reachable('esteiras')).found).toEqual([other]);
    expect((await kit.call('DELETE', `/api/posts/${other}`, { token })).status).toBe(200);
    const trashed = await reachable('esteiras');
    expect(trashed).toMatchObject({ found: [], total: 0, suggested: [] });
    expect(trashed.recent).not.toContain(other);
  });
});
