import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSuggestions, PostSummary } from '@vitrine/shared/schemas';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit } from '../../../test/post-fixtures';
import { SEARCH_CORPUS } from '../../../test/search-corpus';

let ctx: TestContext;
let token: string;
const kit = postsTestKit(() => ctx);
/** Corpus key → post id. */
const ids = new Map<string, number>();
const keyOf = (id: number) => [...ids].find(([, v]) => v === id)?.[0];

beforeAll(async () => {
  // Many searches in a row from one address: the per-address search budget has its own tests.
  ctx = await createTestContext({ RATE_LIMITS: 'false' });
  token = await ctx.adminToken();
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
});
afterAll(() => ctx.close());

async function search(query: string, extra = '') {
  const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(query)}${extra}`);
  expect(res.status, res.text).toBe(200);
  return {
    posts: res.body as PostSummary[],
    total: Number(res.headers.get('x-total-count')),
    partial: res.headers.get('x-search-partial') === '1',
  };
}

describe('search results', () => {
  it('requires every word, and leaves out posts with an excluded word or phrase', async () => {
    // A page of one: every word is required while that fills a page (no fallback).
    const both = await search('conectividade filiais', '&page=1&pageSize=1');
    expect([both.posts.map((p) => keyOf(p.id)), both.total, both.partial]).toEqual([['nuvem'], 1, false]);
    const gestao = (await search('gestão')).posts.map((p) => keyOf(p.id));
    expect(gestao).toEqual(expect.arrayContaining(['gestao-pessoas', 'estoque', 'treinamento']));
    const notPeople = (await search('gestão -"de pessoas"')).posts.map((p) => keyOf(p.id));
    expect(notPeople.sort()).toEqual(['contratos', 'estoque']);
    // Only exclusions: every other post.
    expect((await search('-logistica')).total).toBe(SEARCH_CORPUS.length - 6);
  });

  it('falls back to posts with part of the words when fewer than a page have them all, and says so', async () => {
    const some = await search('conectividade filiais');
    expect(some.partial).toBe(true);
    expect(some.posts.map((p) => keyOf(p.id))).toEqual(['nuvem', 'seguranca']);
    const full = await search('frota');
    expect(full.partial).toBe(false);
  });

  it('matches a quoted phrase only with its words together and in order', async () => {
    expect((await search('"rotativo inventário"')).total).toBe(0);
    expect((await search('"inventário rotativo"')).posts.map((p) => keyOf(p.id))).toEqual(['wms']);
    expect((await search('inventário rotativo', '&page=1&pageSize=1')).total).toBe(1);
  });

  it('ranks, counts and pages: X-Total-Count is every match, the pages split the same order', async () => {
    const all = await search('logistica');
    expect(all.total).toBe(6);
    const pages = [];
    for (let page = 1; page <= 2; page++) pages.push(...(await search('logistica', `&page=${page}&pageSize=3`)).posts);
    expect(pages.map((p) => p.id)).toEqual(all.posts.map((p) => p.id));
  });

  it('breaks ties by recency: the newer of two equal posts comes first', async () => {
    const older = await kit.create(token, { title: 'Telemetria embarcada', description: 'Igual.', content: '' });
    const newer = await kit.create(token, { title: 'Telemetria embarcada', description: 'Igual.', content: '' });
    expect((await search('telemetria')).posts.map((p) => p.id)).toEqual([newer, older]);
    await kit.call('DELETE', `/api/posts/${older}`, { token });
    await kit.call('DELETE', `/api/posts/${newer}`, { token });
  });

  it('marks the words found in the title and in an excerpt of the text, as plain text with ranges', async () => {
    const [post] = (await search('roteirizacao')).posts;
    expect(post!.match!.title.marks).toEqual([]);
    const excerpt = post!.match!.excerpt!;
    const marked = excerpt.marks.map(([s, e]) => excerpt.text.slice(s, e));
    expect(marked).toEqual(['roteirização']);
    const [frota] = (await search('frotas')).posts;
    const title = frota!.match!.title;
    expect(title.marks.map(([s, e]) => title.text.slice(s, e))).toEqual(['frota']);
  });

  it('marks the words a typo was forgiven for, in the title and in the excerpt', async () => {
    const [post] = (await search('recrutamneto')).posts;
    expect(keyOf(post!.id)).toBe('recrutamento');
    const { title, excerpt } = post!.match!;
    expect(title.marks.map(([s, e]) => title.text.slice(s, e))).toEqual(['Recrutamento']);
    expect(excerpt!.marks.map(([s, e]) => excerpt!.text.slice(s, e))).toContain('recrutamento');
    const [route] = (await search('roteirisação')).posts;
    expect(route!.match!.excerpt!.marks.map(([s, e]) => route!.match!.excerpt!.text.slice(s, e))).toEqual([
      'roteirização',
    ]);
  });

  it('never lets markup through an excerpt: the text comes without tags, entities decoded', async () => {
    const id = await kit.create(token, {
      title: 'Post com marcação',
      content: '<p>A <strong>xilogravura</strong> e um &lt;script&gt;alert(1)&lt;/script&gt; no texto.</p>',
    });
    const [post] = (await search('xilogravura')).posts;
    const excerpt = post!.match!.excerpt!;
    expect(excerpt.text).toContain('<script>alert(1)</script>');
    expect(excerpt.text).not.toContain('<strong>');
    expect(excerpt.marks.map(([s, e]) => excerpt.text.slice(s, e))).toEqual(['xilogravura']);
    await kit.call('DELETE', `/api/posts/${id}`, { token });
  });

  it('keeps the index in step with every write: create, update, delete', async () => {
    const id = await kit.create(token, { title: 'Cubagem de cargas', content: '<p>Volume e peso.</p>' });
    expect((await search('cubagem')).posts.map((p) => p.id)).toEqual([id]);
    const res = await kit.call('PUT', '/api/posts', {
      token,
      form: postForm({ postId: id, title: 'Paletização', image: null }),
    });
    expect(res.status, res.text).toBe(200);
    expect((await search('cubagem')).total).toBe(0);
    expect((await search('paletizacao')).posts.map((p) => p.id)).toEqual([id]);
    await kit.call('DELETE', `/api/posts/${id}`, { token });
    expect((await search('paletizacao')).total).toBe(0);
  });
});

describe('any input is a search, never an error', () => {
  const inputs = [
    '"',
    '""',
    '"gestão',
    '*',
    'gest*',
    'NEAR(frota entregas)',
    'frota NEAR entregas',
    'frota OR entregas',
    'frota AND NOT entregas',
    '(frota',
    'title:frota',
    '{title}: frota',
    '^frota',
    '-',
    '--frota',
    '- -',
    "'; drop table posts; --",
    "o'brien & !x | y <-> z:*",
    '\\',
    '🚚 frota',
    'ŉ ʼ ’',
    'a'.repeat(1000),
    'frota '.repeat(200),
    '"a b c d e f g h i j k l"',
  ];
  it.each(inputs.map((input) => [JSON.stringify(input).slice(0, 60), input]))('%s', async (_label, input) => {
    const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(input)}&page=1&pageSize=3`);
    expect(res.status, res.text).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const suggested = await kit.call('GET', `/api/posts/sugestoes?q=${encodeURIComponent(input)}`);
    expect(suggested.status, suggested.text).toBe(200);
  });

  it('refuses a NUL byte as invalid input: a 422 with the field, never a 500', async () => {
    for (const input of ['frota\u0000entregas', '\u0000']) {
      const res = await kit.call('GET', `/api/posts?search=${encodeURIComponent(input)}&page=1&pageSize=3`);
      expect(res.status, res.text).toBe(422);
      expect(res.body).toMatchObject({ code: 'invalid_input', errors: { search: expect.any(String) } });
      const suggested = await kit.call('GET', `/api/posts/sugestoes?q=${encodeURIComponent(input)}`);
      expect(suggested.status, suggested.text).toBe(422);
    }
  });

  it('reads operators as words: OR is one more word, and without it only part of the words is shown', async () => {
    const answer = await search('frota OR naoexiste', '&page=1&pageSize=1');
    expect(answer.partial).toBe(true);
    expect(answer.total).toBe((await search('frota')).total);
  });
});

describe('suggestions', () => {
  async function suggest(q: string): Promise<PostSuggestions> {
    const res = await kit.call('GET', `/api/posts/sugestoes?q=${encodeURIComponent(q)}`);
    expect(res.status, res.text).toBe(200);
    return res.body as PostSuggestions;
  }

  it('suggests up to five posts for an unfinished word, its beginning marked', async () => {
    const { posts, recent } = await suggest('roteiriz');
    expect(posts.map((p) => keyOf(p.id))).toEqual(['entregas']);
    expect(recent).toEqual([]);
    const excerpt = posts[0]!.excerpt!;
    expect(excerpt.marks.map(([s, e]) => excerpt.text.slice(s, e))).toEqual(['roteirização']);
    expect((await suggest('log')).posts.length).toBeLessThanOrEqual(5);
    expect((await suggest('contrataç')).posts.map((p) => keyOf(p.id))).toContain('contratacoes');
  });

  it('finds the post at every prefix of a word as it is typed, from two letters on, the beginning marked', async () => {
    const word = 'recrutamento';
    for (let end = 2; end <= word.length; end++) {
      const typed = word.slice(0, end);
      const { posts } = await suggest(typed);
      const found = posts.find((p) => keyOf(p.id) === 'recrutamento');
      expect(found, typed).toBeDefined();
      const title = found!.title;
      expect(
        title.marks.map(([s, e]) => title.text.slice(s, e)),
        typed,
      ).toContain('Recrutamento');
    }
  });

  it('forgives a mistyped word still being typed, and marks the word it matched', async () => {
    for (const typed of ['recrutamneto', 'gestão recrutamneto']) {
      const { posts } = await suggest(typed);
      expect(keyOf(posts[0]!.id), typed).toBe('recrutamento');
      const title = posts[0]!.title;
      expect(
        title.marks.map(([s, e]) => title.text.slice(s, e)),
        typed,
      ).toContain('Recrutamento');
    }
  });

  it('answers the newest posts when nothing matches', async () => {
    const { posts, recent } = await suggest('zzzqwx');
    expect(posts).toEqual([]);
    expect(recent).toHaveLength(5);
    const newest = (await kit.call('GET', '/api/posts?page=1&pageSize=5')).body as PostSummary[];
    expect(recent.map((p) => p.id)).toEqual(newest.map((p) => p.id));
  });
});
