/**
 * The words the index holds (folded, analyzer.foldedWord), for the two look-ups that work on
 * whole words rather than stems: the word still being typed, as a prefix ("recrutamen" finds
 * "recrutamento", whose stem "recrut" it does not begin), and a mistyped word, by edit distance
 * ("recrutamneto" finds "recrutamento").
 */

/** Typos forgiven: none below 5 letters, one edit from 5, two from 9 (a transposition is one edit). */
export function editsAllowed(word: string): number {
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

/** A bit per letter a–z and one for digits: the letters a word has, to rule out most words cheaply. */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else mask |= 1 << 26;
  }
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The optimal-string-alignment distance (Levenshtein plus adjacent transpositions) between two
 * words, or max + 1 as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** How many typo look-ups are kept (per vocabulary: a new word empties it). */
const NEAR_CACHE_MAX = 2000;

export class Vocabulary {
  private readonly words: string[] = [];
  private readonly masks: number[] = [];
  private readonly known = new Set<string>();
  private sorted: string[] | undefined;
  private readonly nearCache = new Map<string, string[]>();

  has(word: string): boolean {
    return this.known.has(word);
  }

  add(word: string): void {
    if (this.known.has(word)) return;
    this.known.add(word);
    this.words.push(word);
    this.masks.push(letterMask(word));
    this.sorted = undefined;
    this.nearCache.clear();
  }

  /** Every word that begins with `prefix`. */
  startingWith(prefix: string): string[] {
    const words = (this.sorted ??= [...this.words].sort());
    const found: string[] = [];
    for (let i = lowerBound(words, prefix); i < words.length && words[i]!.startsWith(prefix); i++)
      found.push(words[i]!);
    return found;
  }

  /** The words within the typos forgiven for `word` (editsAllowed), itself left out. */
  near(word: string): string[] {
    const cached = this.nearCache.get(word);
    if (cached) return cached;
    const max = editsAllowed(word);
    const found: string[] = [];
    if (max > 0) {
      const mask = letterMask(word);
      // An edit changes at most two letters of the set a word has (a substitution: one out, one in).
      const maskLimit = 2 * max;
      for (let i = 0; i < this.words.length; i++) {
        const candidate = this.words[i]!;
        if (Math.abs(candidate.length - word.length) > max) continue;
        if (bitCount(mask ^ this.masks[i]!) > maskLimit) continue;
        if (candidate !== word && editDistance(word, candidate, max) <= max) found.push(candidate);
      }
    }
    if (this.nearCache.size >= NEAR_CACHE_MAX) this.nearCache.clear();
    this.nearCache.set(word, found);
    return found;
  }
}

/** The first index whose word is not below `prefix`. */
function lowerBound(words: string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}
