import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@vitrine/shared/constants';
import type { PostSummary } from '@vitrine/shared/schemas';
import { bumpContentVersion, postsContentVersion } from '../../db/content-version';
import { insertPost } from '../posts/posts.repository';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { indexPost } from './search-index.service';

/**
 * A broad word on a large blog, on the engine of the test run: the count stops at
 * SEARCH_COUNT_CAP and says so, and the pages end where the count does.
 */
let ctx: TestContext;
const POSTS = SEARCH_COUNT_CAP + 3;

beforeAll(async () => {
  // Paging through 1,000 results in a row is more search work than one address may ask for.
  ctx = await createTestContext({ RATE_LIMITS: 'false' });
  const now = ctx.deps.now().getTime();
  // Written as a post write writes them (the post, its search entry, the version), in one go.
  await ctx.deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < POSTS; i++) {
      const at = new Date(now - (POSTS - i) * 60_000).toISOString();
      const row = {
        title: `Armazém ${i}`,
        subtitle: '',
        reading_time: '02:00',
        description: i % 200 === 0 ? 'Docas e pátio.' : 'Estoque.',
        content: '<p>Texto.</p>',
        tags: '[]',
        link_button: null,
        footer: null,
        search_text: '',
        slug: `armazem-${i}`,
        status: 'published',
        publish_at: at,
        created_at: at,
        updated_at: at,
      };
      await indexPost(trx, await insertPost(trx, row), row);
    }
    await bumpContentVersion(trx, 'posts');
  });
  postsContentVersion(ctx.deps.db).bumpLocal();
}, 120_000);
afterAll(() => ctx.close());

async function search(query: string, page: number, pageSize: number) {
  const res = await ctx.request(
    'GET',
    `/api/posts?search=${encodeURIComponent(query)}&page=${page}&pageSize=${pageSize}`,
  );
  expect(res.status, res.text).toBe(200);
  return {
    ids: (res.body as PostSummary[]).map((p) => p.id),
    total: res.headers.get('x-total-count'),
    capped: res.headers.get('x-total-capped'),
  };
}

describe('the count of a broad search', () => {
  it(`stops at ${SEARCH_COUNT_CAP} and says so (X-Total-Capped), also when the answer is replayed`, async () => {
    for (let ask = 0; ask < 2; ask++) {
      const first = await search('armazem', 1, 3);
      expect([first.total, first.capped, first.ids.length]).toEqual([String(SEARCH_COUNT_CAP), '1', 3]);
    }
  });

  it('pages through the best 1,000 in one order, and no further: the last page the count allows is the last served', async () => {
    const best: number[] = [];
    for (let page = 1; page <= SEARCH_COUNT_CAP / 100; page++) best.push(...(await search('armazem', page, 100)).ids);
    expect(new Set(best).size).toBe(SEARCH_COUNT_CAP);
    // The blog's pages of 3: page 334 holds the 1,000th alone, page 335 nothing (the pager offers 334).
    const lastPage = Math.ceil(SEARCH_COUNT_CAP / 3);
    expect((await search('armazem', lastPage, 3)).ids).toEqual([best[SEARCH_COUNT_CAP - 1]]);
    expect(await search('armazem', lastPage + 1, 3)).toEqual({ ids: [], total: String(SEARCH_COUNT_CAP), capped: '1' });
    expect((await search('armazem', 100, 3)).ids).toEqual(best.slice(297, 300));
  });

  it('counts a search under the cap exactly, without the header', async () => {
    const docas = await search('docas', 1, 3);
    expect([docas.total, docas.capped]).toEqual([String(Math.ceil(POSTS / 200)), null]);
  });
});
