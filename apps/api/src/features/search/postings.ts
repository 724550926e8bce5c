import type { Vocabulary } from './vocabulary';

/**
 * The pieces of the in-memory index (ranked-index.ts) that are plain data and arithmetic: a
 * term's postings and BM25 (the formula and parameters of SQLite FTS5's `bm25()`).
 */

/** Term-frequency saturation and length damping (fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;
/** A term found in more than half the posts gets this IDF rather than a negative one. */
const MIN_IDF = 1e-6;

/** One term's postings: the slots of the posts it occurs in, ascending, and its weighted count in each. */
export class Postings {
  slots = new Int32Array(4);
  /** Σ over the fields of weight × occurrences. */
  freqs = new Float32Array(4);
  size = 0;
  /**
   * Each posting's BM25 share before the IDF (termShare), kept while the index's statistics
   * stay as they were (`sharesEpoch`): between writes a search only multiplies and adds.
   */
  shares = new Float64Array(0);
  /** How many of the postings are of live posts (the term's n for the IDF), kept with the shares. */
  live = 0;
  sharesEpoch = -1;

  push(slot: number, freq: number): void {
    if (this.size === this.slots.length) {
      this.slots = grow(this.slots, this.size * 2);
      this.freqs = grow(this.freqs, this.size * 2);
    }
    this.slots[this.size] = slot;
    this.freqs[this.size] = freq;
    this.size += 1;
  }
}

export function grow<T extends Int32Array | Float32Array | Float64Array | Uint8Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/** BM25's IDF: log((N − n + 0.5) / (n + 0.5)), and a tiny positive one for a term in most posts. */
export function inverseFrequency(rows: number, found: number): number {
  const idf = Math.log((rows - found + 0.5) / (found + 0.5));
  return idf <= 0 ? MIN_IDF : idf;
}

/** One term's BM25 share in a post before the IDF. */
export function termShare(freq: number, length: number, averageLength: number): number {
  return (freq * (K1 + 1.0)) / (freq + K1 * (1 - B + (B * length) / averageLength));
}

/** Where `slot` is among the first `size` postings (ascending), or -1. */
export function indexOfSlot(slots: Int32Array, size: number, slot: number): number {
  let low = 0;
  let high = size - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = slots[middle]!;
    if (found === slot) return middle;
    if (found < slot) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** What the query resolver and scorer read of the in-memory index (ranked-index.ts RankedIndex). */
export interface IndexView {
  readonly vocabulary: Vocabulary;
  readonly stems: Map<string, Postings>;
  readonly words: Map<string, { postings: Postings; stem: string }>;
  readonly synonyms: Map<string, string[]>;
  readonly postIdOf: Int32Array;
  readonly lengthOf: Int32Array;
  readonly alive: Uint8Array;
  readonly sequences: Int32Array[][];
  readonly liveCount: number;
  readonly averageLength: number;
  termIdOf(lexeme: string): number;
  sharesOf(list: Postings): Float64Array;
  idfOf(list: Postings): number;
  liveSlots(): number[];
}
