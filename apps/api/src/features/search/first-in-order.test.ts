import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order';

describe('firstInOrder', () => {
  it('answers what a full sort would, for every count, ties broken by the comparator', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const items = Array.from({ length: 500 }, (_, id) => ({ id, score: Math.floor(random() * 40) }));
    const compare = (a: (typeof items)[number], b: (typeof items)[number]) => b.score - a.score || b.id - a.id;
    const sorted = [...items].sort(compare);
    for (const count of [0, 1, 2, 3, 10, 99, 124, 125, 126, 499, 500, 600]) {
      expect(firstInOrder(items, count, compare), String(count)).toEqual(sorted.slice(0, count));
    }
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 500 }, (_, id) => id));
  });
});
