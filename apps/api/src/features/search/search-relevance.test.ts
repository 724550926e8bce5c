import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '@vitrine/shared/schemas';
import { engineOf } from '../../db/database';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postsTestKit } from '../../../test/post-fixtures';
import { type Judgement, RELEVANCE_SET, SEARCH_CORPUS } from '../../../test/search-corpus';
import { RankedIndex } from './ranked-index';
import { listRankablePosts, listSearchStates } from './search.repository';
import { listSynonymGroups } from './synonyms.repository';
import { parseSearch } from './search-query';

/**
 * The judged relevance set (test/search-corpus.ts) against the running API, on the engine the
 * tests run on (SQLite, or PostgreSQL with VITRINE_TEST_PG_URL): the post that must come first,
 * nDCG@5 and recall@10 over every query with a floor, and the very same complete order (every
 * page) as an index built in memory from the posts alone, which is what makes the two engines
 * answer alike (test/search-engines.pg.test.ts compares them side by side).
 */
let ctx: TestContext;
const kit = postsTestKit(() => ctx);
const ids = new Map<string, number>();
const keyOf = (id: number) => [...ids].find(([, v]) => v === id)?.[0];
/** Each query's ranked keys, the first 10. */
const answers = new Map<string, string[]>();
/** Each query's ranked keys, every page. */
const fullOrders = new Map<string, string[]>();

/** The floor both measures hold on both engines. */
const FLOOR = 0.92;

beforeAll(async () => {
  // Many searches in a row from one address: the per-address search budget has its own tests.
  ctx = await createTestContext({ RATE_LIMITS: 'false' });
  const token = await ctx.adminToken();
  for (const post of SEARCH_CORPUS) {
    const id = await kit.create(token, {
      title: post.title,
      subtitle: post.subtitle,
      description: post.description,
      tags: post.tags.map((label) => ({ key: label, label })),
      content: post.content,
    });
    ids.set(post.key, id);
  }
  for (const { query } of RELEVANCE_SET) {
    // Every page of 10: the complete order, compared below; the measures read the first page.
    const order: string[] = [];
    for (let page = 1; ; page++) {
      const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(query)}&page=${page}&pageSize=10`);
      expect(res.status, res.text).toBe(200);
      order.push(...(res.body as PostSummary[]).map((p) => keyOf(p.id)!));
      if (page * 10 >= Number(res.headers.get('x-total-count'))) break;
    }
    fullOrders.set(query, order);
    answers.set(query, order.slice(0, 10));
  }
});
afterAll(() => ctx.close());

const firsts = (j: Judgement) => (typeof j.first === 'string' ? [j.first] : j.first);
const gains = (j: Judgement) =>
  new Map<string, number>([
    ...firsts(j).map((k): [string, number] => [k, 2]),
    ...(j.also ?? []).map((k): [string, number] => [k, 1]),
  ]);
const dcg = (grades: number[]) => grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

function ndcgAt5(j: Judgement, ranked: string[]): number {
  const gain = gains(j);
  const ideal = dcg([...gain.values()].sort((a, b) => b - a).slice(0, 5));
  return dcg(ranked.slice(0, 5).map((key) => gain.get(key) ?? 0)) / ideal;
}

function recallAt10(j: Judgement, ranked: string[]): number {
  const relevant = [...gains(j).keys()];
  return relevant.filter((key) => ranked.slice(0, 10).includes(key)).length / relevant.length;
}

describe('relevance: the judged set', () => {
  it.each(RELEVANCE_SET)('$query → $first ($checks)', (judgement) => {
    expect(firsts(judgement)).toContain(answers.get(judgement.query)![0]);
  });

  it('has at least 60 queries over the fixed corpus', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
  });

  it(`reports nDCG@5 and recall@10 of at least ${FLOOR}`, () => {
    const mean = (f: (j: Judgement, ranked: string[]) => number) =>
      RELEVANCE_SET.reduce((sum, j) => sum + f(j, answers.get(j.query)!), 0) / RELEVANCE_SET.length;
    const ndcg = mean(ndcgAt5);
    const recall = mean(recallAt10);
    const weak = RELEVANCE_SET.filter((j) => ndcgAt5(j, answers.get(j.query)!) < 0.9).map(
      (j) => `${j.query}: ${answers.get(j.query)!.slice(0, 5).join(', ')}`,
    );
    console.log(
      `search relevance on ${engineOf(ctx.deps.db)}: ${RELEVANCE_SET.length} queries, ` +
        `nDCG@5 ${ndcg.toFixed(3)}, recall@10 ${recall.toFixed(3)}` +
        (weak.length > 0 ? `\n  below 0.9:\n  ${weak.join('\n  ')}` : ''),
    );
    expect(ndcg).toBeGreaterThanOrEqual(FLOOR);
    expect(recall).toBeGreaterThanOrEqual(FLOOR);
  });

  it('answers every query in the complete order of an index built in memory from the posts alone (any engine alike)', async () => {
    const index = new RankedIndex();
    const states = await listSearchStates(ctx.deps.db);
    for (const post of await listRankablePosts(
      ctx.deps.db,
      states.map((s) => s.id),
    ))
      index.put(post);
    index.setSynonyms(await listSynonymGroups(ctx.deps.db));
    const now = ctx.deps.now().getTime();
    for (const { query } of RELEVANCE_SET) {
      const order: string[] = [];
      for (let offset = 0; ; offset += 10) {
        const page = index.search(
          parseSearch(query.replace(/_/g, ' ')),
          now,
          { limit: 10, offset },
          { fallback: true },
        );
        order.push(...page.ids.map((id) => keyOf(id)!));
        if (offset + 10 >= page.total) break;
      }
      expect(order, query).toEqual(fullOrders.get(query));
    }
  });
});
