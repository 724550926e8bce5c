import { describe, expect, it } from 'vitest';
import { RankedIndex, type RankablePost } from './ranked-index';
import { parseSearch } from './search-query';
import { lexemeOf } from './analyzer';

const EMPTY = { title: '', tags: '', subtitle: '', description: '', body: '' };
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const DAY = 86_400_000;

function post(
  id: number,
  fields: Partial<RankablePost['fields']>,
  publicFrom: number | null = NOW - id * DAY,
): RankablePost {
  return { id, publicFrom, fields: { ...EMPTY, ...fields } };
}

function indexOf(...posts: RankablePost[]): RankedIndex {
  const index = new RankedIndex();
  for (const p of posts) index.put(p, NOW);
  return index;
}

const ids = (index: RankedIndex, query: string, range = { limit: 10, offset: 0 }, now = NOW, typing = false) =>
  index.search(parseSearch(query, { typing }), now, range).ids;

describe('RankedIndex', () => {
  it('ranks a word in the title above the same word in the body, whatever the dates', () => {
    const index = indexOf(
      post(1, { body: 'Um texto sobre a frota e outra frota.' }),
      post(2, { title: 'Frota própria' }),
      post(3, { title: 'Outro assunto', body: 'nada aqui' }),
    );
    expect(ids(index, 'frotas')).toEqual([2, 1]);
  });

  it('breaks ties by the most recently public, then by the highest id', () => {
    const index = indexOf(
      post(1, { title: 'Inventário' }, NOW - 3 * DAY),
      post(2, { title: 'Inventário' }, NOW - DAY),
      post(3, { title: 'Inventário' }, NOW - DAY),
      post(4, { title: 'Inventário' }, NOW - 2 * DAY),
    );
    expect(ids(index, 'inventario')).toEqual([3, 2, 4, 1]);
  });

  it("weighs a word's rarity by the posts that hold it now, not by replaced copies of posts", () => {
    // 1 has the word asked for first in its title, 2 the other one: the rarer word decides.
    const final = [
      post(1, { title: 'Alfa', body: 'beta' }),
      post(2, { title: 'Beta', body: 'alfa' }),
      ...[3, 4, 5, 6].map((id) => post(id, { body: 'beta gama' })),
      ...[7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((id) => post(id, { body: 'delta' })),
    ];
    // The same posts, 7 to 16 first written with "alfa" and then replaced: their old slots are dead.
    const edited = indexOf(...final.slice(0, 6), ...final.slice(6).map((p) => post(p.id, { body: 'alfa delta' })));
    for (const p of final.slice(6)) edited.put(p);
    expect(ids(indexOf(...final), 'alfa beta')).toEqual([1, 2]);
    expect(ids(edited, 'alfa beta')).toEqual([1, 2]);
  });

  it('counts every match, pages in one order, and sorts a deep page the same way', () => {
    const posts = Array.from({ length: 300 }, (_, i) =>
      post(i + 1, { title: i % 3 === 0 ? 'Armazém e docas' : 'Armazém', body: 'docas '.repeat(i % 7) }),
    );
    const index = indexOf(...posts);
    const all = index.search(parseSearch('armazem'), NOW, { limit: 300, offset: 0 })!;
    expect(all.total).toBe(300);
    expect(new Set(all.ids).size).toBe(300);
    const paged: number[] = [];
    for (let offset = 0; offset < 300; offset += 7) paged.push(...ids(index, 'armazem', { limit: 7, offset })!);
    expect(paged).toEqual(all.ids);
    expect(ids(index, 'armazem', { limit: 10, offset: 200 })).toEqual(all.ids.slice(200, 210));
  });

  it('requires every word, leaves out excluded ones, and lists all but those for exclusions alone', () => {
    const index = indexOf(
      post(1, { title: 'Gestão de pessoas' }),
      post(2, { title: 'Gestão de estoque' }),
      post(3, { title: 'Pessoas e cultura' }),
    );
    expect(ids(index, 'gestão pessoas')).toEqual([1]);
    expect(ids(index, 'gestão -pessoas')).toEqual([2]);
    expect(ids(index, '-gestão')).toEqual([3]);
    expect(index.search(parseSearch('gestão'), NOW, { limit: 10, offset: 0 })!.total).toBe(2);
  });

  it('matches the word being typed as a prefix of any term', () => {
    const index = indexOf(post(1, { title: 'Roteirização dinâmica' }), post(2, { title: 'Rotas e rodízio' }));
    expect(index.search(parseSearch('roteiriz', { typing: true }), NOW, { limit: 5, offset: 0 })!.ids).toEqual([1]);
    expect(index.search(parseSearch('ro', { typing: true }), NOW, { limit: 5, offset: 0 })!.total).toBe(2);
  });

  it('finds only posts public at the moment asked: never drafts, scheduled ones once their time came', () => {
    const index = indexOf(
      post(1, { title: 'Pátio' }, NOW - DAY),
      post(2, { title: 'Pátio' }, null),
      post(3, { title: 'Pátio' }, NOW + DAY),
    );
    expect(ids(index, 'patio')).toEqual([1]);
    expect(ids(index, 'patio', undefined, NOW + 2 * DAY)).toEqual([3, 1]);
  });

  it('replaces a post put again and forgets a removed one', () => {
    const index = indexOf(post(1, { title: 'Cubagem' }), post(2, { title: 'Cubagem de cargas' }));
    index.put(post(1, { title: 'Paletização' }));
    expect(ids(index, 'cubagem')).toEqual([2]);
    expect(ids(index, 'paletizacao')).toEqual([1]);
    index.remove(2);
    expect(ids(index, 'cubagem')).toEqual([]);
    expect(index.size).toBe(1);
  });

  it('ranks the same after dead slots are squeezed out', () => {
    const index = new RankedIndex();
    const fresh = new RankedIndex();
    for (let round = 0; round < 4; round++) {
      for (let id = 1; id <= 1500; id++) {
        const p = post(id, { title: `Frete ${round}`, body: 'frete '.repeat((id + round) % 5) });
        index.put(p);
        if (round === 3) fresh.put(p);
      }
    }
    for (let id = 1; id <= 1500; id += 2) {
      index.remove(id);
      fresh.remove(id);
    }
    expect(index.size).toBe(750);
    const range = { limit: 200, offset: 100 };
    expect(index.search(parseSearch('frete'), NOW, range)).toEqual(fresh.search(parseSearch('frete'), NOW, range));
  });

  it("finds a quoted phrase by its words' places, counting the stop words between them, within one field", () => {
    const index = indexOf(
      post(1, { title: 'Gestão de pessoas' }),
      post(2, { title: 'Gestão', subtitle: 'pessoas' }),
      post(3, { body: 'gestão das pessoas e de frotas' }),
      post(4, { body: 'inventário rotativo' }),
      post(5, { body: 'rotativo ou inventário' }),
    );
    expect(ids(index, '"gestão de pessoas"')).toEqual([1, 3]);
    expect(ids(index, '"rotativo inventário"')).toEqual([]);
    expect(ids(index, '"rotativo ou inventário"')).toEqual([5]);
    expect(ids(index, 'pessoas -"gestão de pessoas"')).toEqual([2]);
  });

  it('forgives typos in words of five letters or more, ranked below exact matches, and says what it matched', () => {
    const index = indexOf(post(1, { title: 'Recrutamento e seleção' }), post(2, { title: 'Roteirização de entregas' }));
    expect(ids(index, 'recrutamneto')).toEqual([1]);
    expect(ids(index, 'roteirisação')).toEqual([2]);
    expect(ids(index, 'rotierizacao')).toEqual([2]);
    // Four letters: no typo forgiven.
    expect(ids(index, 'roto')).toEqual([]);
    expect(index.search(parseSearch('recrutamneto'), NOW, { limit: 3, offset: 0 }).alsoMatched).toEqual([
      lexemeOf('recrutamento'),
    ]);
  });

  it('matches the word being typed as the beginning of whole words, not of stems', () => {
    const index = indexOf(post(1, { title: 'Recrutamento' }), post(2, { title: 'Indicadores e acuracidade' }));
    for (let end = 2; end <= 'recrutamento'.length; end++) {
      expect(ids(index, 'recrutamento'.slice(0, end), undefined, NOW, true), end.toString()).toEqual([1]);
    }
    expect(ids(index, 'indicadore', undefined, NOW, true)).toEqual([2]);
    expect(ids(index, 'acuracidad', undefined, NOW, true)).toEqual([2]);
    // A whole word mistyped, no space after it yet: no word begins so, and the typo is forgiven.
    const typed = index.search(parseSearch('recrutamneto', { typing: true }), NOW, { limit: 5, offset: 0 });
    expect(typed).toMatchObject({ ids: [1], alsoMatched: [lexemeOf('recrutamento')] });
  });

  it('stops counting past the cap, serves the best 1,000 only, in the order a full sort gives', () => {
    const posts = Array.from({ length: 1100 }, (_, i) =>
      post(i + 1, { title: 'Doca', body: 'doca '.repeat(i % 9) }, NOW - (i % 13) * DAY),
    );
    const index = indexOf(...posts);
    const page = (offset: number, limit: number) => index.search(parseSearch('doca'), NOW, { limit, offset });
    const best = page(0, 1000);
    expect([best.total, best.capped, best.ids.length]).toEqual([1000, true, 1000]);
    expect(page(997, 10)).toEqual({ total: 1000, capped: true, ids: best.ids.slice(997) });
    expect(page(1000, 10)).toEqual({ total: 1000, capped: true, ids: [] });
    const paged: number[] = [];
    for (let offset = 0; offset < 1000; offset += 3) paged.push(...page(offset, 3).ids);
    expect(paged).toEqual(best.ids);
    expect(index.search(parseSearch('doca'), NOW, { limit: 10, offset: 0 }, { fallback: true }).total).toBe(1000);
  });

  it('ranks with the public posts only: drafts and scheduled posts never move the order', () => {
    const publicPosts = [post(1, { title: 'Alfa', body: 'beta' }), post(2, { title: 'Beta', body: 'alfa' })];
    const hidden = [3, 4, 5, 6, 7, 8].flatMap((id) => [
      post(id, { body: 'beta beta' }, null),
      post(id + 10, { body: 'beta beta' }, NOW + DAY),
    ]);
    const order = ids(indexOf(...publicPosts), 'alfa beta');
    expect(ids(indexOf(...publicPosts, ...hidden), 'alfa beta')).toEqual(order);
    const withHidden = indexOf(...publicPosts, ...hidden);
    expect(withHidden.size).toBe(2);
    // Once the scheduled ones are public they count.
    withHidden.search(parseSearch('beta'), NOW + 2 * DAY, { limit: 1, offset: 0 });
    expect(withHidden.size).toBe(8);
  });

  it('falls back to posts with some of the words when fewer than a page have them all, those with most first', () => {
    const index = indexOf(
      post(1, { title: 'Contratações temporárias' }),
      post(2, { title: 'Contratações em alta' }),
      post(3, { title: 'Temporada de vendas' }),
    );
    const all = index.search(parseSearch('contratações temporárias'), NOW, { limit: 10, offset: 0 });
    expect(all).toMatchObject({ ids: [1], total: 1 });
    const some = index.search(
      parseSearch('contratações temporárias'),
      NOW,
      { limit: 10, offset: 0 },
      { fallback: true },
    );
    expect(some).toMatchObject({ ids: [1, 2], total: 2, partial: true });
  });
});
