import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchPosts } from '../../../bench/bench-seed';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit } from '../../../test/post-fixtures';
import { RELEVANCE_SET, SEARCH_CORPUS } from '../../../test/search-corpus';
import { LiveRankedIndex } from './live-ranked-index';
import { RankedIndex } from './ranked-index';
import { listRankablePosts, listSearchStates, searchPosts } from './search.repository';
import { parseSearch, type SearchQuery } from './search-query';

/**
 * The in-memory ranked index must answer exactly what FTS5 answers (ids, order and count) for
 * every query it takes: on the relevance corpus beside the benchmark's posts (the same text
 * over and over, so ties and exact floating-point equality are put to the test), with drafts
 * and scheduled posts among them. SQLite only: FTS5 is what it copies.
 */
let ctx: TestContext;
let token: string;
const kit = postsTestKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
  for (const post of SEARCH_CORPUS) {
    await kit.create(token, {
      title: post.title,
      subtitle: post.subtitle,
      description: post.description,
      tags: post.tags.map((label) => ({ key: label, label })),
      content: post.content,
    });
  }
  await seedBenchPosts(ctx.deps.db, 250, ctx.deps.now(), 30);
});
afterAll(() => ctx.close());

async function loadedIndex(): Promise<RankedIndex> {
  const index = new RankedIndex();
  const ids = (await listSearchStates(ctx.deps.db)).map((row) => row.id);
  for (const post of await listRankablePosts(ctx.deps.db, ids)) index.put(post);
  return index;
}

const WORDS = (
  'roteirizacao frota armazem gestao pessoas logistica implantacao cadastro relatorios indicadores nuvem ' +
  'treinamentos fiscal esocial folha integracao erp wms tms parte 12 3 naoexiste'
).split(' ');

/** Words, pairs, exclusions, exclusions alone, unfinished words, and the relevance set's queries. */
function queries(): Array<[string, SearchQuery]> {
  const list: Array<[string, SearchQuery]> = [];
  for (const word of WORDS) list.push([word, parseSearch(word)]);
  for (let i = 0; i < WORDS.length; i += 2)
    list.push([`${WORDS[i]} ${WORDS[i + 1]}`, parseSearch(`${WORDS[i]} ${WORDS[i + 1]}`)]);
  for (const text of ['gestao -pessoas', 'parte -12 -armazem', '-logistica', '-parte'])
    list.push([text, parseSearch(text)]);
  for (const typed of ['ro', 'roteiriz', 'contrataç', 'gest', 'parte 1', 'armazém e do'])
    list.push([`typing ${typed}`, parseSearch(typed, { typing: true })]);
  for (const { query } of RELEVANCE_SET) list.push([query, parseSearch(query)]);
  return list;
}

const RANGES = [
  { limit: 3, offset: 0 },
  { limit: 5, offset: 5 },
  { limit: 100, offset: 0 },
  { limit: 40, offset: 120 },
];

describe('the in-memory ranked index answers as FTS5', () => {
  it('gives the same ids, order and count for every query it takes', async () => {
    const index = await loadedIndex();
    const now = ctx.deps.now();
    let compared = 0;
    for (const [label, query] of queries()) {
      for (const range of RANGES) {
        const memory = index.search(query, now.getTime(), range);
        if (!memory) continue; // a quoted phrase: FTS5's alone
        expect(memory, `${label} ${JSON.stringify(range)}`).toEqual(await searchPosts(ctx.deps.db, query, range, now));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(250);
  });

  it('follows the database: unused after a write until it caught up, then answering with the change', async () => {
    const live = new LiveRankedIndex(ctx.deps.db);
    expect(live.current()).toBeUndefined();
    const now = ctx.deps.now();
    const range = { limit: 10, offset: 0 };
    /** The index once caught up (other writes, such as the image queue's, may move the version meanwhile). */
    const caughtUp = async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        await live.catchUp();
        const index = live.current();
        if (index) return index;
      }
      throw new Error('never caught up');
    };
    const ask = async (text: string) => (await caughtUp()).search(parseSearch(text), now.getTime(), range);
    expect(await ask('xilofone')).toEqual({ total: 0, ids: [] });

    const id = await kit.create(token, { title: 'Xilofone na expedição', content: '<p>Um som de armazém.</p>' });
    // The write moved the version past the index's.
    expect(live.current()).toBeUndefined();
    expect(await ask('xilofone')).toEqual({ total: 1, ids: [id] });

    const res = await kit.call('PUT', '/api/posts', {
      token,
      form: postForm({ postId: id, title: 'Marimba', image: null }),
    });
    expect(res.status, res.text).toBe(200);
    expect(await ask('xilofone')).toEqual({ total: 0, ids: [] });
    expect(await ask('marimba')).toEqual(await searchPosts(ctx.deps.db, parseSearch('marimba'), range, now));

    await kit.call('DELETE', `/api/posts/${id}`, { token });
    expect(await ask('marimba')).toEqual({ total: 0, ids: [] });
    expect(await ask('armazem')).toEqual(await searchPosts(ctx.deps.db, parseSearch('armazem'), range, now));
  });
});
