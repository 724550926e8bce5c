import { lexemesOf } from './analyzer';
import type { QueryPart, SearchQuery } from './search-query';

/**
 * The search index's columns, in the FTS5 table's order, with the BM25 weight of each: title
 * and tags count most, then subtitle and description, then the body (PostgreSQL's weights A,
 * B, C in the same order). One list for both rankers: FTS5's `bm25()` is given these weights
 * (search.repository.ts) and the RankedIndex below scores with them.
 */
export const SEARCH_FIELDS = [
  { name: 'title', weight: 10 },
  { name: 'tags', weight: 10 },
  { name: 'subtitle', weight: 4 },
  { name: 'description', weight: 4 },
  { name: 'body', weight: 1 },
] as const;

export type SearchFieldName = (typeof SEARCH_FIELDS)[number]['name'];

/** A post as the ranked index keeps it. */
export interface RankablePost {
  id: number;
  /** When it became or becomes public (ms since the epoch); null when it never is (a draft, or in the trash). */
  publicFrom: number | null;
  /** Each field's text as a reader sees it (search.repository's SearchDocument). */
  fields: Record<SearchFieldName, string>;
}

export interface RankedPage {
  total: number;
  ids: number[];
}

/** FTS5's BM25 parameters (sqlite's fts5_aux.c): term-frequency saturation and length damping. */
const K1 = 1.2;
const B = 0.75;
/** FTS5 gives a term found in more than half the rows this IDF rather than a negative one. */
const MIN_IDF = 1e-6;
/** A page this deep or less is picked by insertion; a deeper one sorts every match. */
const INSERTION_LIMIT = 128;

/** One term's postings: the slots of the posts it occurs in, ascending, and its weighted count in each. */
class Postings {
  slots = new Int32Array(4);
  /** Σ over the fields of weight × occurrences: what FTS5's bm25 calls the phrase's frequency. */
  freqs = new Float32Array(4);
  size = 0;
  /**
   * Each posting's BM25 share before the IDF (termShare), kept while the index's statistics
   * stay as they were (`statistics` epoch): between writes a search only multiplies and adds.
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

function grow<T extends Int32Array | Float32Array | Float64Array | Uint8Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/**
 * An in-memory copy of the SQLite search index that ranks exactly as FTS5's `bm25()` does, in
 * typed arrays: scoring every post a common word occurs in (thousands at 10,000 posts) takes
 * microseconds here, where FTS5 calls its ranking function row by row through SQL. It answers
 * queries of words (prefixes and exclusions included); a quoted phrase needs word positions,
 * which it does not keep, and goes to FTS5 (`search` answers undefined).
 *
 * The statistics are FTS5's: N is every indexed post (drafts too, as the FTS5 table holds them),
 * a term's n the posts it occurs in, a post's length its number of terms over all fields, and
 * the average length over all posts. Each query word's alternatives (search-query.ts) are
 * separate phrases, as in the MATCH expression, and add to the score in the same order.
 *
 * Posts live in slots that only grow: replacing a post kills its slot and takes a new one, so
 * every term's postings stay in slot order; when dead slots outnumber live ones they are
 * squeezed out (`compact`).
 */
export class RankedIndex {
  private readonly termIds = new Map<string, number>();
  private readonly postings: Postings[] = [];
  /** Every term, sorted, for prefix searches; rebuilt when a term was added since. */
  private sortedTerms: string[] | undefined;
  private readonly slotOfPost = new Map<number, number>();
  private slotCount = 0;
  private postIdOf = new Int32Array(64);
  /** publicFrom, NaN for never. */
  private publicFromOf = new Float64Array(64);
  private lengthOf = new Int32Array(64);
  private alive = new Uint8Array(64);
  private liveCount = 0;
  private totalLength = 0;
  /** Moves whenever a post comes or goes: N and the average length, on which every share depends, changed. */
  private statistics = 0;
  // Per-query scratch, one entry per slot, reused: an entry counts only when `touchedBy` holds the
  // number of the query at hand (`queries`), so no search clears 10,000 entries first, and only
  // candidates are ever looked at.
  private queries = 0;
  private touchedBy = new Int32Array(64);
  private excludedBy = new Int32Array(64);
  private score = new Float64Array(64);
  private partsMet = new Uint8Array(64);
  private lastPart = new Int32Array(64);
  private unionFreq = new Float64Array(64);
  /** The slots the query's rarest required word occurs in: the only ones that can match it. */
  private candidates: number[] = [];

  /** How many posts it holds. */
  get size(): number {
    return this.liveCount;
  }

  /** Adds a post, or replaces the one with its id. */
  put(post: RankablePost): void {
    this.remove(post.id);
    const freqs = new Map<number, number>();
    let length = 0;
    for (const field of SEARCH_FIELDS) {
      for (const lexeme of lexemesOf(post.fields[field.name])) {
        const term = this.termId(lexeme);
        freqs.set(term, (freqs.get(term) ?? 0) + field.weight);
        length += 1;
      }
    }
    const slot = this.newSlot();
    this.postIdOf[slot] = post.id;
    this.publicFromOf[slot] = post.publicFrom ?? Number.NaN;
    this.lengthOf[slot] = length;
    this.alive[slot] = 1;
    this.slotOfPost.set(post.id, slot);
    this.liveCount += 1;
    this.totalLength += length;
    this.statistics += 1;
    for (const [term, freq] of freqs) this.postings[term]!.push(slot, freq);
  }

  /** Drops a post (nothing when it is not there). */
  remove(id: number): void {
    const slot = this.slotOfPost.get(id);
    if (slot === undefined) return;
    this.slotOfPost.delete(id);
    this.alive[slot] = 0;
    this.liveCount -= 1;
    this.totalLength -= this.lengthOf[slot]!;
    this.statistics += 1;
    if (this.slotCount - this.liveCount > Math.max(1024, this.liveCount)) this.compact();
  }

  /**
   * How many public posts (at `now`, ms) match and the ids of one page of them, best first,
   * the most recently published first among equals, then the highest id: search.repository's
   * order. Undefined for a query with a quoted phrase (FTS5 answers those).
   */
  search(query: SearchQuery, now: number, range: { limit: number; offset: number }): RankedPage | undefined {
    const parts = [...query.required, ...query.excluded];
    if (parts.some((part) => part.kind !== 'word')) return undefined;
    if (this.queries === 0x7fffffff) {
      this.queries = 0;
      this.touchedBy.fill(0);
      this.excludedBy.fill(0);
    }
    const queryNumber = ++this.queries;
    this.candidates = [];
    const averageLength = this.totalLength / this.liveCount;
    const required = query.required as WordPart[];
    if (required.length > 0) {
      // Candidates come from the rarest word; then every word adds its score in the query's
      // order, as FTS5 sums its phrases (floating-point sums depend on the order).
      // Each word's alternatives, each alternative the postings of its term (or of every term a
      // prefix begins).
      const words = required.map((part) => part.lexemes.map((lexeme) => this.postingsFor(lexeme, part.prefix)));
      const sizes = words.map((alternatives) => alternatives.flat().reduce((sum, list) => sum + list.size, 0));
      this.makeCandidates(words[sizes.indexOf(Math.min(...sizes))]!.flat(), queryNumber);
      words.forEach((alternatives, index) => this.scorePart(alternatives, index, queryNumber, averageLength));
    }
    for (const part of query.excluded as WordPart[]) {
      for (const alternative of part.lexemes) {
        for (const list of this.postingsFor(alternative, part.prefix)) {
          for (let i = 0; i < list.size; i++) this.excludedBy[list.slots[i]!] = queryNumber;
        }
      }
    }
    return this.pickPage(query.required.length, queryNumber, now, range);
  }

  /** Makes every live post in these postings a candidate of the query, with nothing scored yet. */
  private makeCandidates(lists: Postings[], queryNumber: number): void {
    const { alive, touchedBy, candidates } = this;
    for (const list of lists) {
      for (let i = 0; i < list.size; i++) {
        const slot = list.slots[i]!;
        if (alive[slot] === 0 || touchedBy[slot] === queryNumber) continue;
        touchedBy[slot] = queryNumber;
        this.score[slot] = 0;
        this.partsMet[slot] = 0;
        this.lastPart[slot] = -1;
        candidates.push(slot);
      }
    }
  }

  /** Adds one required word's score to every candidate it occurs in, and counts the word as met there. */
  private scorePart(alternatives: Postings[][], index: number, queryNumber: number, averageLength: number): void {
    const { alive, score, touchedBy, lastPart, partsMet, candidates } = this;
    const add = (slot: number, share: number) => {
      score[slot]! += share;
      if (lastPart[slot] !== index) {
        lastPart[slot] = index;
        partsMet[slot]! += 1;
      }
    };
    for (const lists of alternatives) {
      if (lists.length === 1) {
        const list = lists[0]!;
        const { slots, size } = list;
        const shares = this.sharesOf(list, averageLength);
        const idf = inverseFrequency(this.liveCount, list.live);
        if (candidates.length * 16 < size) {
          // Few candidates, a common word: look each up in its postings (sorted by slot).
          for (const slot of candidates) {
            const at = indexOf(slots, size, slot);
            if (at >= 0) add(slot, idf * shares[at]!);
          }
          continue;
        }
        for (let i = 0; i < size; i++) {
          const slot = slots[i]!;
          if (touchedBy[slot] === queryNumber && alive[slot] === 1) add(slot, idf * shares[i]!);
        }
        continue;
      }
      // A prefix stands for every term that begins with it, as one phrase: their counts add up.
      const touched: number[] = [];
      for (const list of lists) {
        for (let i = 0; i < list.size; i++) {
          const slot = list.slots[i]!;
          if (alive[slot] === 0) continue;
          if (this.unionFreq[slot] === 0) touched.push(slot);
          this.unionFreq[slot]! += list.freqs[i]!;
        }
      }
      // Every post the prefix occurs in counts for the IDF, candidate or not.
      const idf = inverseFrequency(this.liveCount, touched.length);
      for (const slot of touched) {
        const freq = this.unionFreq[slot]!;
        this.unionFreq[slot] = 0;
        if (touchedBy[slot] === queryNumber) add(slot, idf * termShare(freq, this.lengthOf[slot]!, averageLength));
      }
    }
  }

  /**
   * The term's BM25 shares, and its count of live posts (`list.live`), computed again only when
   * the statistics moved since: a post came or went, which is also when that count can change.
   */
  private sharesOf(list: Postings, averageLength: number): Float64Array {
    if (list.sharesEpoch !== this.statistics || list.shares.length < list.size) {
      if (list.shares.length < list.size) list.shares = new Float64Array(list.slots.length);
      let live = 0;
      for (let i = 0; i < list.size; i++) {
        const slot = list.slots[i]!;
        list.shares[i] = termShare(list.freqs[i]!, this.lengthOf[slot]!, averageLength);
        live += this.alive[slot]!;
      }
      list.live = live;
      list.sharesEpoch = this.statistics;
    }
    return list.shares;
  }

  /** Counts the public posts that met every required part and no excluded one, and sorts out the page asked for. */
  private pickPage(
    required: number,
    queryNumber: number,
    now: number,
    range: { limit: number; offset: number },
  ): RankedPage {
    const wanted = range.offset + range.limit;
    const byInsertion = wanted <= INSERTION_LIMIT;
    const best: number[] = [];
    const all: number[] = [];
    let total = 0;
    const consider = (slot: number) => {
      if (this.excludedBy[slot] === queryNumber) return;
      // NaN (never public) fails the comparison too.
      if (!(this.publicFromOf[slot]! <= now)) return;
      total += 1;
      if (!byInsertion) {
        all.push(slot);
        return;
      }
      if (best.length === wanted && !this.before(slot, best[wanted - 1]!)) return;
      let at = best.length;
      while (at > 0 && this.before(slot, best[at - 1]!)) at--;
      best.splice(at, 0, slot);
      if (best.length > wanted) best.pop();
    };
    if (required === 0) {
      // Exclusions alone: every post but those, newest first (all scores 0).
      for (let slot = 0; slot < this.slotCount; slot++) {
        if (this.alive[slot] === 0) continue;
        this.score[slot] = 0;
        consider(slot);
      }
    } else {
      for (const slot of this.candidates) if (this.partsMet[slot] === required) consider(slot);
    }
    const ordered = byInsertion ? best : all.sort((a, b) => (this.before(a, b) ? -1 : 1));
    return { total, ids: ordered.slice(range.offset, wanted).map((slot) => this.postIdOf[slot]!) };
  }

  /** True when the post in slot `a` comes before the one in `b`: better score, then newer, then higher id. */
  private before(a: number, b: number): boolean {
    const scoreA = this.score[a]!;
    const scoreB = this.score[b]!;
    if (scoreA !== scoreB) return scoreA > scoreB;
    const publicA = this.publicFromOf[a]!;
    const publicB = this.publicFromOf[b]!;
    if (publicA !== publicB) return publicA > publicB;
    return this.postIdOf[a]! > this.postIdOf[b]!;
  }

  /** The postings of a term, or of every term that begins with it. */
  private postingsFor(lexeme: string, prefix: boolean): Postings[] {
    if (!prefix) {
      const term = this.termIds.get(lexeme);
      return term === undefined ? [] : [this.postings[term]!];
    }
    const terms = (this.sortedTerms ??= [...this.termIds.keys()].sort());
    const lists: Postings[] = [];
    for (let i = lowerBound(terms, lexeme); i < terms.length && terms[i]!.startsWith(lexeme); i++) {
      lists.push(this.postings[this.termIds.get(terms[i]!)!]!);
    }
    return lists;
  }

  private termId(lexeme: string): number {
    let term = this.termIds.get(lexeme);
    if (term === undefined) {
      term = this.postings.length;
      this.termIds.set(lexeme, term);
      this.postings.push(new Postings());
      this.sortedTerms = undefined;
    }
    return term;
  }

  private newSlot(): number {
    if (this.slotCount === this.postIdOf.length) this.resize(this.slotCount * 2);
    return this.slotCount++;
  }

  private resize(length: number): void {
    this.postIdOf = grow(this.postIdOf, length);
    this.publicFromOf = grow(this.publicFromOf, length);
    this.lengthOf = grow(this.lengthOf, length);
    this.alive = grow(this.alive, length);
    this.touchedBy = grow(this.touchedBy, length);
    this.excludedBy = grow(this.excludedBy, length);
    this.score = new Float64Array(length);
    this.partsMet = new Uint8Array(length);
    this.lastPart = new Int32Array(length);
    this.unionFreq = new Float64Array(length);
  }

  /** Renumbers the live slots from 0 (in order, so postings stay sorted) and drops the dead ones. */
  private compact(): void {
    const newSlot = new Int32Array(this.slotCount).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (this.alive[slot] === 0) continue;
      newSlot[slot] = next;
      this.postIdOf[next] = this.postIdOf[slot]!;
      this.publicFromOf[next] = this.publicFromOf[slot]!;
      this.lengthOf[next] = this.lengthOf[slot]!;
      this.alive[next] = 1;
      this.slotOfPost.set(this.postIdOf[next]!, next);
      next += 1;
    }
    this.alive.fill(0, next, this.slotCount);
    this.slotCount = next;
    for (const list of this.postings) {
      let kept = 0;
      for (let i = 0; i < list.size; i++) {
        const slot = newSlot[list.slots[i]!]!;
        if (slot < 0) continue;
        list.slots[kept] = slot;
        list.freqs[kept] = list.freqs[i]!;
        kept += 1;
      }
      list.size = kept;
    }
  }
}

type WordPart = Extract<QueryPart, { kind: 'word' }>;

/** FTS5's IDF: log((N − n + 0.5) / (n + 0.5)), and a tiny positive one for a term in most posts. */
function inverseFrequency(rows: number, found: number): number {
  const idf = Math.log((rows - found + 0.5) / (found + 0.5));
  return idf <= 0 ? MIN_IDF : idf;
}

/**
 * One phrase's BM25 share in a post before the IDF, written as fts5_aux.c computes it
 * (`idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + b * D / avgdl)))`), so that idf × share is the
 * same floating-point number FTS5 gets.
 */
function termShare(freq: number, length: number, averageLength: number): number {
  return (freq * (K1 + 1.0)) / (freq + K1 * (1 - B + (B * length) / averageLength));
}

/** Where `slot` is among the first `size` postings (ascending), or -1. */
function indexOf(slots: Int32Array, size: number, slot: number): number {
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

/** The first index whose term is not below `prefix`. */
function lowerBound(terms: string[], prefix: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}
