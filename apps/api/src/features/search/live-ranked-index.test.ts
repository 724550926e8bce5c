import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '@vitrine/shared/schemas';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit, type PostFormOptions } from '../../../test/post-fixtures';
import { SEARCH_CORPUS } from '../../../test/search-corpus';
import type { KyselyPlugin } from 'kysely';
import { bumpContentVersion } from '../../db/content-version';
import { LiveRankedIndex } from './live-ranked-index';
import { searchPostList } from './search.service';
import { parseSearch } from './search-query';

/** The in-memory index as the API keeps it, on the engine the tests run on. */
let ctx: TestContext;
let token: string;
const kit = postsTestKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
  for (const post of SEARCH_CORPUS.slice(0, 8)) {
    await kit.create(token, { ...post, tags: post.tags.map((label) => ({ key: label, label })) });
  }
});
afterAll(() => ctx.close());

async function ids(query: string): Promise<number[]> {
  const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(query)}&page=1&pageSize=10`);
  expect(res.status, res.text).toBe(200);
  return (res.body as PostSummary[]).map((p) => p.id);
}

/** A post in any status, through the editor's form. */
async function createWith(options: PostFormOptions & { status?: string; publish_at?: string }): Promise<number> {
  const { status, publish_at, ...rest } = options;
  const form = postForm(rest);
  if (status) form.set('status', status);
  if (publish_at) form.set('publish_at', publish_at);
  const res = await kit.call('POST', '/api/posts', { token, form });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

describe('the live ranked index', () => {
  it('answers nothing while it cannot read the database (no other ranking stands in), and recovers', async () => {
    let down = false;
    const failing: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (down) throw new Error('database down');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = ctx.deps.db.withPlugin(failing);
    const live = new LiveRankedIndex(db);
    const now = ctx.deps.now().getTime();
    const ask = async () => (await live.ready(now)).search(parseSearch('frota'), now, { limit: 10, offset: 0 });
    const answer = await ask();
    expect(answer.total).toBeGreaterThan(0);
    // A write it has not read yet, then the database fails: the index must not answer as it was.
    await bumpContentVersion(ctx.deps.db, 'posts');
    down = true;
    await expect(ask()).rejects.toThrow('database down');
    await expect(searchPostList(db, parseSearch('frota'), { page: 1, pageSize: 3 }, ctx.deps.now())).rejects.toThrow(
      'database down',
    );
    down = false;
    expect(await ask()).toEqual(answer);
  });

  it('follows the database: a write is searchable at once, and a change or deletion too', async () => {
    const live = new LiveRankedIndex(ctx.deps.db);
    const now = ctx.deps.now().getTime();
    const range = { limit: 10, offset: 0 };
    const ask = async (text: string) => (await live.ready(now)).search(parseSearch(text), now, range);
    expect(await ask('xilofone')).toEqual({ total: 0, ids: [] });

    const id = await kit.create(token, { title: 'Xilofone na expedição', content: '<p>Um som de armazém.</p>' });
    expect(await ask('xilofone')).toEqual({ total: 1, ids: [id] });
    const res = await kit.call('PUT', '/api/posts', {
      token,
      form: postForm({ postId: id, title: 'Marimba', image: null }),
    });
    expect(res.status, res.text).toBe(200);
    expect(await ask('xilofone')).toEqual({ total: 0, ids: [] });
    expect(await ask('marimba')).toEqual({ total: 1, ids: [id] });
    await kit.call('DELETE', `/api/posts/${id}`, { token });
    expect(await ask('marimba')).toEqual({ total: 0, ids: [] });
  });

  it('ranks public posts by public statistics only: drafts and scheduled posts never move their order', async () => {
    // Two posts with the same two rare words, each in the other's title: a tie the rarity of
    // each word decides. Unpublished posts full of one of the words must not tip it.
    const first = await kit.create(token, { title: 'Zebu', description: 'Um texto.', content: '<p>quati</p>' });
    const second = await kit.create(token, { title: 'Quati', description: 'Um texto.', content: '<p>zebu</p>' });
    const before = await ids('zebu quati');
    expect(before.sort()).toEqual([first, second].sort());
    const hidden = [];
    for (let i = 0; i < 6; i++) {
      hidden.push(await createWith({ title: `Rascunho ${i}`, content: '<p>quati quati quati</p>', status: 'draft' }));
      hidden.push(
        await createWith({
          title: `Agendado ${i}`,
          content: '<p>quati quati</p>',
          status: 'scheduled',
          publish_at: '2030-01-01T12:00:00.000Z',
        }),
      );
    }
    expect(await ids('zebu quati')).toEqual(before);
    expect(await ids('quati')).toEqual(expect.not.arrayContaining(hidden));
    for (const id of [...hidden, first, second]) await kit.call('DELETE', `/api/posts/${id}`, { token });
  });
});
