import { describe, expect, it } from 'vitest';
import { topRanked } from './top-ranked';

/** A total order as the index's: higher score first, then the higher id. */
interface Item {
  id: number;
  score: number;
}
const order = (a: Item, b: Item) => b.score - a.score || b.id - a.id;

function items(n: number, seed: number): Item[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  // Few distinct scores, so ties are common and the id decides.
  return Array.from({ length: n }, (_, id) => ({ id, score: Math.floor(next() * 50) }));
}

describe('topRanked', () => {
  it('is exactly the start of a full sort, for every count, with many ties', () => {
    for (const seed of [1, 7, 42]) {
      const list = items(2000, seed);
      const sorted = [...list].sort(order);
      for (const count of [1, 5, 17, 100, 249, 250, 251, 1999, 2000, 3000]) {
        expect(topRanked(list, count, order)).toEqual(sorted.slice(0, count));
      }
    }
  });

  it('leaves the input as it was and handles the empty cases', () => {
    const list = items(100, 3);
    const copy = [...list];
    topRanked(list, 3, order);
    expect(list).toEqual(copy);
    expect(topRanked(list, 0, order)).toEqual([]);
    expect(topRanked([], 5, order)).toEqual([]);
  });
});
