/**
 * The first `count` items of `items` in `order`, sorted, without sorting the rest: a search box
 * wants 5 posts of thousands that match, and a page of results at most a few thousand. A binary
 * heap keeps the `count` best seen so far with the one that sorts last at its root, so each other
 * item costs one comparison, and an item that enters costs log(count). `order` must be a total
 * order (ties broken to the end), so the result is exactly what a full sort would start with.
 */
export function topRanked<T>(items: readonly T[], count: number, order: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  // Past about an eighth of the list a heap saves little over one sort of the whole.
  if (count * 8 >= items.length) return [...items].sort(order).slice(0, count);
  const heap: T[] = [];
  const later = (i: number, j: number) => order(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const kept = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = kept;
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let at = heap.length - 1; at > 0;) {
        const up = (at - 1) >> 1;
        if (!later(at, up)) break;
        swap(at, up);
        at = up;
      }
      continue;
    }
    if (order(item, heap[0]!) >= 0) continue;
    heap[0] = item;
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      if (left >= count) break;
      const right = left + 1;
      const child = right < count && later(right, left) ? right : left;
      if (!later(child, at)) break;
      swap(child, at);
      at = child;
    }
  }
  return heap.sort(order);
}
