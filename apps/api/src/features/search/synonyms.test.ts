import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '@vitrine/shared/schemas';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postsTestKit } from '../../../test/post-fixtures';

/** "Sinônimos da busca": the Admin's groups of words that search treats as one. */
let ctx: TestContext;
let token: string;
const kit = postsTestKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
});
afterAll(() => ctx.close());

async function found(query: string): Promise<string[]> {
  const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(query)}`);
  expect(res.status, res.text).toBe(200);
  return (res.body as PostSummary[]).map((p) => p.title);
}

describe('search synonyms', () => {
  it('comes with the common spellings, and an Admin extends them: the next search uses the new group', async () => {
    const groups = (await kit.call('GET', '/api/sinonimos-busca', { token })).body.groups as string[];
    expect(groups).toContain('holerite contracheque');
    await kit.create(token, { title: 'Ponto eletrônico', description: 'Jornada registrada no celular.' });
    // Asked once before the change: a cached answer must not outlive it.
    expect(await found('relogio')).toEqual([]);
    const res = await ctx.request('PUT', '/api/sinonimos-busca', {
      token,
      json: { groups: [...groups, 'Ponto, RELÓGIO  ponto'] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.groups).toContain('ponto relógio');
    expect(await found('relogio')).toEqual(['Ponto eletrônico']);
    const audit = await ctx.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'search.synonyms')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('is for Admins only, and refuses a group of one word', async () => {
    expect((await kit.call('GET', '/api/sinonimos-busca')).status).toBe(401);
    const res = await ctx.request('PUT', '/api/sinonimos-busca', { token, json: { groups: ['sozinha'] } });
    expect(res.status).toBe(422);
  });
});
