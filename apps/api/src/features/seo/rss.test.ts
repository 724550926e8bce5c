import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postsTestKit } from '../../../test/post-fixtures';

/** Control characters in a title or tag made /blog/rss.xml invalid XML. */
let ctx: TestContext;
let admin: string;
const kit = postsTestKit(() => ctx);
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

/** Characters XML 1.0 never allows, escaped or not. */
// eslint-disable-next-line no-control-regex -- control characters are what the feed must not hold
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

describe('control characters in posts and the RSS feed', () => {
  it('drops them from a title and a tag as they are written', async () => {
    const id = await kit.create(admin, {
      title: 'Dólar\u0001 e\u000b câmbio\nhoje',
      tags: [{ key: 'Fin\u0007', label: 'Fin\u0007anças' }],
    });
    const post = (await ctx.request('GET', `/api/posts/${id}`)).body;
    expect(post.title).toBe('Dólar e câmbio hoje');
    expect(post.tags).toEqual([{ key: 'Fin', label: 'Finanças' }]);
    const rss = await ctx.request('GET', '/blog/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.text).toContain('<title>Dólar e câmbio hoje</title>');
    expect(rss.text).not.toMatch(NOT_XML);
  });

  it('leaves them out of the feed for rows stored before, so it stays valid XML', async () => {
    const id = await kit.create(admin, { title: 'Título limpo' });
    await ctx.deps.db
      .updateTable('posts')
      .set({ title: 'Antigo\u0002 título\u001f', description: 'Resumo\u0008 & <mais>' })
      .where('id', '=', id)
      .execute();
    const rss = await ctx.request('GET', '/blog/rss.xml');
    expect(rss.text).not.toMatch(NOT_XML);
    expect(rss.text).toContain('<title>Antigo título</title>');
    expect(rss.text).toContain('<description>Resumo &amp; &lt;mais&gt;</description>');
  });
});
