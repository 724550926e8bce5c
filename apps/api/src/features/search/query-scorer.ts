import { type IndexView, type Postings, inverseFrequency, termShare as termShareOf } from './postings';
import { EXACT_BOOST, type Part, type Resolved, type Unit } from './query-resolver';

/** A post that met some of the query: its slot, its score (higher is better) and how many parts it met. */
export interface Scored {
  slot: number;
  score: number;
  met: number;
}

/**
 * Scores every post that meets the query's parts: BM25 over the public posts, each part's units
 * added in the query's order (floating-point sums depend on the order, and the same order gives
 * the same ranking on every process and engine). `anyWord`: posts meeting any part, not all.
 */
export function scoreQuery(index: IndexView, resolved: Resolved, anyWord: boolean): Scored[] {
  const slots = index.postIdOf.length;
  const excluded = new Uint8Array(slots);
  for (const part of resolved.excluded) {
    const phrase = part.phrase ? phraseSlots(index, part) : undefined;
    for (const unit of part.units) {
      for (const list of unit.lists) {
        for (let i = 0; i < list.size; i++) {
          const slot = list.slots[i]!;
          if (!phrase || phrase[slot] === 1) excluded[slot] = 1;
        }
      }
    }
  }
  if (resolved.required.length === 0) {
    return index
      .liveSlots()
      .filter((slot) => excluded[slot] === 0)
      .map((slot) => ({ slot, score: 0, met: 0 }));
  }
  const score = new Float64Array(slots);
  const met = new Uint8Array(slots);
  const touched: number[] = [];
  for (const part of resolved.required) {
    const metHere = new Uint8Array(slots);
    const phrase = part.phrase ? phraseSlots(index, part) : undefined;
    for (const unit of part.units) addUnit(index, unit, score, metHere, phrase);
    for (let slot = 0; slot < slots; slot++) {
      if (metHere[slot] === 0) continue;
      if (met[slot] === 0) touched.push(slot);
      met[slot]! += 1;
    }
    if (part.boost) addBoost(index, part.boost, score, metHere);
  }
  const required = resolved.required.length;
  const found: Scored[] = [];
  for (const slot of touched) {
    if (excluded[slot] === 1 || (!anyWord && met[slot] !== required)) continue;
    found.push({ slot, score: score[slot]!, met: anyWord ? met[slot]! : 0 });
  }
  return found;
}

/** Adds a unit's BM25 to the live posts it occurs in (those the phrase was found in, for a phrase). */
function addUnit(index: IndexView, unit: Unit, score: Float64Array, metHere: Uint8Array, phrase?: Uint8Array) {
  const { alive } = index;
  if (unit.lists.length === 1) {
    const list = unit.lists[0]!;
    const shares = index.sharesOf(list);
    const factor = unit.weight * index.idfOf(list);
    for (let i = 0; i < list.size; i++) {
      const slot = list.slots[i]!;
      if (alive[slot] === 0 || (phrase && phrase[slot] === 0)) continue;
      score[slot]! += factor * shares[i]!;
      metHere[slot] = 1;
    }
    return;
  }
  // Several terms for one word (a prefix, hundreds of words for two letters): their counts add
  // up, as one term's would, in an array over the slots (a Map here was half of a suggestion's time).
  const freq = new Float64Array(score.length);
  const found: number[] = [];
  for (const list of unit.lists) {
    for (let i = 0; i < list.size; i++) {
      const slot = list.slots[i]!;
      if (alive[slot] === 0 || (phrase && phrase[slot] === 0)) continue;
      if (freq[slot] === 0) found.push(slot);
      freq[slot]! += list.freqs[i]!;
    }
  }
  const factor = unit.weight * inverse(index, found.length);
  const averageLength = index.averageLength;
  // In the order the posts were first met, as before: the sums, and so the ranking, do not move.
  for (const slot of found) {
    score[slot]! += factor * termShareOf(freq[slot]!, index.lengthOf[slot]!, averageLength);
    metHere[slot] = 1;
  }
}

const inverse = (index: IndexView, found: number) => inverseFrequency(index.liveCount, found);

/** The exact form typed adds a share of its own BM25 where the part was met. */
function addBoost(index: IndexView, list: Postings, score: Float64Array, metHere: Uint8Array) {
  const shares = index.sharesOf(list);
  const factor = EXACT_BOOST * index.idfOf(list);
  for (let i = 0; i < list.size; i++) {
    const slot = list.slots[i]!;
    if (metHere[slot] === 1) score[slot]! += factor * shares[i]!;
  }
}

/**
 * The live posts a phrase occurs in, as a mask: its words at their distances from the first
 * (stop words included) in one field. Looked for from the rarest word's occurrences.
 */
function phraseSlots(index: IndexView, part: Part): Uint8Array {
  const { terms, offsets } = part.phrase!;
  const mask = new Uint8Array(index.postIdOf.length);
  const sizes = part.units.map((unit) => unit.lists.reduce((sum, list) => sum + list.size, 0));
  const rarest = sizes.indexOf(Math.min(...sizes));
  for (const list of part.units[rarest]!.lists) {
    for (let i = 0; i < list.size; i++) {
      const slot = list.slots[i]!;
      if (index.alive[slot] === 0 || mask[slot] === 1) continue;
      if (index.sequences[slot]!.some((sequence) => hasPhrase(sequence, terms, offsets, rarest))) mask[slot] = 1;
    }
  }
  return mask;
}

function hasPhrase(sequence: Int32Array, terms: Array<Set<number>>, offsets: number[], anchor: number): boolean {
  for (let at = 0; at < sequence.length; at++) {
    if (!terms[anchor]!.has(sequence[at]!)) continue;
    const start = at - offsets[anchor]!;
    if (start < 0 || start + offsets.at(-1)! >= sequence.length) continue;
    if (terms.every((set, k) => set.has(sequence[start + offsets[k]!]!))) return true;
  }
  return false;
}
