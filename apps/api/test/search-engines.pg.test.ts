import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSuggestions, PostSummary } from '@vitrine/shared/schemas';
import { engineOf } from '../src/db/database';
import { createTestContext, type TestContext } from './helpers';
import { postsTestKit } from './post-fixtures';
import { RELEVANCE_SET, SEARCH_CORPUS } from './search-corpus';

/**
 * The same posts on SQLite and on PostgreSQL, side by side in one run: every query of the
 * judged relevance set answers the same posts in the same complete order on both engines
 * (every page the blog can ask for, their counts, the fallback to part of the words, the
 * marks), and so do the search box's suggestions for the same text typed.
 */
interface Side {
  ctx: TestContext;
  kit: ReturnType<typeof postsTestKit>;
  keyOf: Map<number, string>;
}
const sides: Side[] = [];

async function side(engine?: 'sqlite'): Promise<Side> {
  // Every query in a row from one address: more search work than the per-address budget allows.
  const ctx = await createTestContext({ RATE_LIMITS: 'false' }, { engine });
  const kit = postsTestKit(() => ctx);
  const token = await ctx.adminToken();
  const keyOf = new Map<number, string>();
  for (const post of SEARCH_CORPUS) {
    const id = await kit.create(token, { ...post, tags: post.tags.map((label) => ({ key: label, label })) });
    keyOf.set(id, post.key);
  }
  return { ctx, kit, keyOf };
}

beforeAll(async () => {
  sides.push(await side(), await side('sqlite'));
  expect(sides.map((s) => engineOf(s.ctx.deps.db))).toEqual(['postgres', 'sqlite']);
}, 120_000);
afterAll(async () => {
  for (const s of sides) await s.ctx.close();
});

/** Every page of 3 (the blog's) for a query, with their headers and each post's marks. */
async function fullAnswer({ kit, keyOf }: Side, query: string) {
  const pages = [];
  for (let page = 1; ; page++) {
    const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(query)}&page=${page}&pageSize=3`);
    expect(res.status, res.text).toBe(200);
    const posts = res.body as PostSummary[];
    const total = Number(res.headers.get('x-total-count'));
    pages.push({
      total,
      partial: res.headers.get('x-search-partial'),
      posts: posts.map((p) => ({ key: keyOf.get(p.id), match: p.match })),
    });
    if (page * 3 >= total) return pages;
  }
}

async function suggestions({ kit, keyOf }: Side, typed: string) {
  const res = await kit.call('GET', `/api/posts/sugestoes?q=${encodeURIComponent(typed)}`);
  expect(res.status, res.text).toBe(200);
  const body = res.body as PostSuggestions;
  return body.posts.map((p) => ({ key: keyOf.get(p.id), title: p.title, excerpt: p.excerpt }));
}

describe('SQLite and PostgreSQL answer alike', () => {
  it(`answers all ${RELEVANCE_SET.length} judged queries in the same complete order, page by page`, async () => {
    let compared = 0;
    for (const { query } of RELEVANCE_SET) {
      const [postgres, sqlite] = [await fullAnswer(sides[0]!, query), await fullAnswer(sides[1]!, query)];
      expect(postgres, query).toEqual(sqlite);
      compared += postgres.flatMap((page) => page.posts).length;
    }
    console.log(`search engines compared: ${RELEVANCE_SET.length} queries, ${compared} ranked posts, same order`);
    expect(compared).toBeGreaterThan(RELEVANCE_SET.length);
  }, 120_000);

  it('suggests the same posts with the same marks for every query as typed, and for every beginning of a word', async () => {
    const typed = [
      ...RELEVANCE_SET.map(({ query }) => query.replace(/_/g, ' ')),
      ...Array.from({ length: 'recrutamento'.length - 1 }, (_, i) => 'recrutamento'.slice(0, i + 2)),
    ];
    for (const text of typed) {
      expect(await suggestions(sides[0]!, text), text).toEqual(await suggestions(sides[1]!, text));
    }
  }, 120_000);
});
