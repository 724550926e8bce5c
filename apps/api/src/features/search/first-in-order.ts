/**
 * The first `count` items of `items` in the order of `compare` (a total order), sorted: what
 * `[...items].sort(compare).slice(0, count)` answers, without sorting every item. A broad word
 * at 10,000 posts matches most of them and a page needs its first few dozen at most: a heap of
 * the best `count` seen so far costs n·log(count) comparisons instead of n·log(n).
 */
export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  // A max-heap by `compare`: its root is the worst of the best `count` kept.
  const heap: T[] = [];
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      siftUp(heap, heap.length - 1, compare);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(heap, compare);
    }
  }
  return heap.sort(compare);
}

function siftUp<T>(heap: T[], at: number, compare: (a: T, b: T) => number): void {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (compare(heap[at]!, heap[parent]!) <= 0) return;
    [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
    at = parent;
  }
}

function siftDown<T>(heap: T[], compare: (a: T, b: T) => number): void {
  for (let at = 0; ;) {
    const left = 2 * at + 1;
    const right = left + 1;
    let worst = at;
    if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
    if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
    if (worst === at) return;
    [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
    at = worst;
  }
}
