import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit, type PostFormOptions } from '../../../test/post-fixtures';

/**
 * The history of a post says what each kept version was (published, scheduled, edited,
 * restored, or the original before the first recorded edit), who saved it and when, and the
 * version an edit replaces is always restorable, even for a post written before its history.
 */

let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const { call } = postsTestKit(() => ctx);

type Options = PostFormOptions & { status?: string; publish_at?: string };
function form({ status, publish_at, ...rest }: Options) {
  const data = postForm(rest);
  if (status !== undefined) data.set('status', status);
  if (publish_at !== undefined) data.set('publish_at', publish_at);
  return data;
}
async function create(options: Options) {
  const res = await call('POST', '/api/posts', { token, form: form(options) });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}
async function update(id: number, options: Options) {
  ctx.advance(61_000);
  const res = await call('PUT', '/api/posts', { token, form: form({ postId: id, image: null, ...options }) });
  expect(res.status, res.text).toBe(200);
}
const history = async (id: number) => (await call('GET', `/api/admin/posts/${id}/revisoes`, { token })).body as any[];
const shape = (list: any[]) => list.map((r) => [r.kind, r.kind_at, r.title, r.author]);

describe('revision history', () => {
  it('names each version: published, edited, scheduled and restored, with its author and time', async () => {
    const id = await create({ title: 'Primeira versão', content: '<p>Texto um</p>' });
    await update(id, { title: 'Segunda versão' });
    const draft = await create({ title: 'Plano de março', status: 'draft' });
    await update(draft, { title: 'Plano de março', status: 'scheduled', publish_at: '2026-03-20T09:00:00-03:00' });
    expect(shape(await history(draft))).toEqual([
      ['scheduled', '2026-03-20T12:00:00.000Z', 'Plano de março', 'admin@alvorada.test'],
    ]);

    const [edited, published] = await history(id);
    expect(shape([edited, published])).toEqual([
      ['edited', null, 'Segunda versão', 'admin@alvorada.test'],
      ['published', null, 'Primeira versão', 'admin@alvorada.test'],
    ]);
    expect(edited.created_at).not.toBe(published.created_at);

    ctx.advance(61_000);
    const res = await call('POST', `/api/admin/posts/${id}/revisoes/${published.id}/restauracao`, { token });
    expect(res.status, res.text).toBe(200);
    const [restored] = await history(id);
    expect(shape([restored])).toEqual([['restored', published.created_at, 'Primeira versão', 'admin@alvorada.test']]);
    const single = (await call('GET', `/api/admin/posts/${id}/revisoes/${restored.id}`, { token })).body;
    expect(single).toMatchObject({
      kind: 'restored',
      kind_at: published.created_at,
      fields: { title: 'Primeira versão' },
    });

    const entry = await ctx.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'post.restore')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details!)).toEqual({ revision: published.id, revision_at: published.created_at });
  });

  it('keeps the version before the first edit of a post that had no history, and restores it', async () => {
    const id = await create({ title: 'Antigo', content: '<p>Texto antigo</p>' });
    // As a post written before revisions existed, seeded or imported: public, with no history.
    await ctx.deps.db.deleteFrom('post_revisions').where('post_id', '=', id).execute();
    const savedAt = (await call('GET', `/api/admin/posts/${id}`, { token })).body.updated_at as string;

    await update(id, { title: 'Novo', content: '<p>Texto novo</p>' });
    await update(id, { title: 'Mais novo' });
    const list = await history(id);
    expect(shape(list)).toEqual([
      ['edited', null, 'Mais novo', 'admin@alvorada.test'],
      ['edited', null, 'Novo', 'admin@alvorada.test'],
      ['original', null, 'Antigo', ''],
    ]);
    expect(list[2].created_at).toBe(savedAt);

    const res = await call('POST', `/api/admin/posts/${id}/revisoes/${list[2].id}/restauracao`, { token });
    expect(res.status, res.text).toBe(200);
    const post = (await call('GET', `/api/posts/${id}`)).body;
    expect(post).toMatchObject({ title: 'Antigo', content: '<p>Texto antigo</p>' });
  });

  it('keeps no original for a draft, whose edits nobody saw', async () => {
    const id = await create({ title: 'Rascunho', status: 'draft' });
    await update(id, { title: 'Rascunho 2', status: 'draft' });
    expect(await history(id)).toEqual([]);
  });
});
