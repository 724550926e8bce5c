import { SEARCH_COUNT_CAP } from '@vitrine/shared/constants';
import { foldedWord, lexemeOf, tokenize } from './analyzer';
import { firstInOrder } from './first-in-order';
import { type IndexView, Postings, grow, indexOfSlot, inverseFrequency, termShare } from './postings';
import type { SearchQuery } from './search-query';
import { type Resolved, resolveQuery } from './query-resolver';
import { type Scored, scoreQuery } from './query-scorer';
import { Vocabulary } from './vocabulary';

/**
 * The search index's fields with the BM25 weight of each, tuned on the judged relevance set
 * (test/search-corpus.ts): title and tags count most, then subtitle and description, then the
 * body.
 */
export const SEARCH_FIELDS = [
  { name: 'title', weight: 10 },
  { name: 'tags', weight: 8 },
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
  /** How many posts matched, at most SEARCH_COUNT_CAP. */
  total: number;
  ids: number[];
  /** More than SEARCH_COUNT_CAP matched: `total` is the cap, and only the first that many are served. */
  capped?: boolean;
  /** True when not every word was found together and the page ranks posts with some of them. */
  partial?: boolean;
  /** The search terms found besides those typed (typos forgiven, synonyms), for highlighting. */
  alsoMatched?: string[];
}

/** A stop word's place in a field's term sequence. */
const STOP = -1;

/**
 * The one search index of both engines, in memory: every search on SQLite and on PostgreSQL is
 * ranked here, so both give the same answers in the same order, and a common word at 10,000
 * posts costs microseconds, not a scan of every row.
 *
 * It keeps public posts only: a draft or trashed post is never put in, and a scheduled one waits
 * aside (`pending`) until its time comes, so the statistics BM25 ranks with (N, each term's n,
 * the average length) are those of what visitors can find, and nothing unpublished moves the
 * order of public results.
 *
 * Each post's words are indexed twice: by search term (the stem, analyzer.ts), which is what
 * matches, and by folded word, which adds an exact-form boost and feeds the vocabulary of
 * prefixes and typos. Each field keeps its sequence of terms (stop words as gaps) for phrases.
 *
 * Posts live in slots that only grow: replacing a post kills its slot and takes a new one, so
 * postings stay in slot order; when dead slots outnumber live ones they are squeezed out.
 */
export class RankedIndex implements IndexView {
  readonly vocabulary = new Vocabulary();
  /** Search term → its postings. */
  readonly stems = new Map<string, Postings>();
  /** Folded word → its postings, and the search term it has. */
  readonly words = new Map<string, { postings: Postings; stem: string }>();
  /** Search term → the terms an Admin declared the same ("Sinônimos da busca"). */
  synonyms = new Map<string, string[]>();
  private readonly termIds = new Map<string, number>();
  private readonly pending = new Map<number, RankablePost>();
  private nextPendingAt = Number.POSITIVE_INFINITY;
  private readonly slotOfPost = new Map<number, number>();
  private slotCount = 0;
  postIdOf = new Int32Array(64);
  publicFromOf = new Float64Array(64);
  lengthOf = new Int32Array(64);
  alive = new Uint8Array(64);
  /** Each slot's fields as sequences of term ids (STOP for a stop word), for phrases. */
  sequences: Int32Array[][] = [];
  liveCount = 0;
  private totalLength = 0;
  /** Moves whenever a post comes or goes: N and the average length, on which every share depends, changed. */
  statistics = 0;

  /** How many public posts it ranks. */
  get size(): number {
    return this.liveCount;
  }

  /**
   * Adds a post, or replaces the one with its id. A post public only later waits until a search
   * at or after that time; one never public (a draft, the trash) is only removed.
   */
  put(post: RankablePost, now = Date.now()): void {
    this.remove(post.id);
    if (post.publicFrom === null) return;
    if (post.publicFrom > now) {
      this.pending.set(post.id, post);
      this.nextPendingAt = Math.min(this.nextPendingAt, post.publicFrom);
      return;
    }
    this.index(post);
  }

  /** Drops a post (nothing when it is not there). */
  remove(id: number): void {
    this.pending.delete(id);
    const slot = this.slotOfPost.get(id);
    if (slot === undefined) return;
    this.slotOfPost.delete(id);
    this.alive[slot] = 0;
    this.sequences[slot] = [];
    this.liveCount -= 1;
    this.totalLength -= this.lengthOf[slot]!;
    this.statistics += 1;
    if (this.slotCount - this.liveCount > Math.max(1024, this.liveCount)) this.compact();
  }

  /** Brings in the scheduled posts whose time has come. */
  private promote(now: number): void {
    if (now < this.nextPendingAt) return;
    this.nextPendingAt = Number.POSITIVE_INFINITY;
    for (const [id, post] of [...this.pending]) {
      if (post.publicFrom! <= now) {
        this.pending.delete(id);
        this.index(post);
      } else this.nextPendingAt = Math.min(this.nextPendingAt, post.publicFrom!);
    }
  }

  private index(post: RankablePost): void {
    const stemFreqs = new Map<Postings, number>();
    const wordFreqs = new Map<Postings, number>();
    const sequences: Int32Array[] = [];
    let length = 0;
    for (const field of SEARCH_FIELDS) {
      const tokens = tokenize(post.fields[field.name]);
      const sequence = new Int32Array(tokens.length);
      tokens.forEach((token, at) => {
        if (token.lexeme === null) {
          sequence[at] = STOP;
          return;
        }
        const stem = this.stemPostings(token.lexeme);
        sequence[at] = this.termId(token.lexeme);
        stemFreqs.set(stem, (stemFreqs.get(stem) ?? 0) + field.weight);
        const word = this.wordPostings(foldedWord(token.word), token.lexeme);
        wordFreqs.set(word, (wordFreqs.get(word) ?? 0) + field.weight);
        length += 1;
      });
      sequences.push(sequence);
    }
    const slot = this.newSlot();
    this.postIdOf[slot] = post.id;
    this.publicFromOf[slot] = post.publicFrom!;
    this.lengthOf[slot] = length;
    this.alive[slot] = 1;
    this.sequences[slot] = sequences;
    this.slotOfPost.set(post.id, slot);
    this.liveCount += 1;
    this.totalLength += length;
    this.statistics += 1;
    for (const [list, freq] of stemFreqs) list.push(slot, freq);
    for (const [list, freq] of wordFreqs) list.push(slot, freq);
  }

  /** The id of a search term in the phrase sequences (-2 for one never indexed: it matches nothing). */
  termIdOf(lexeme: string): number {
    return this.termIds.get(lexeme) ?? -2;
  }

  private termId(lexeme: string): number {
    let id = this.termIds.get(lexeme);
    if (id === undefined) this.termIds.set(lexeme, (id = this.termIds.size));
    return id;
  }

  private stemPostings(lexeme: string): Postings {
    let list = this.stems.get(lexeme);
    if (!list) this.stems.set(lexeme, (list = new Postings()));
    return list;
  }

  private wordPostings(word: string, stem: string): Postings {
    let entry = this.words.get(word);
    if (!entry) {
      this.words.set(word, (entry = { postings: new Postings(), stem }));
      this.vocabulary.add(word);
    }
    return entry.postings;
  }

  /** Sets the synonym groups: each group's words are found by any of them. */
  setSynonyms(groups: string[][]): void {
    const synonyms = new Map<string, string[]>();
    for (const group of groups) {
      const lexemes = [...new Set(group.map((word) => lexemeOf(word)).filter((l): l is string => l !== null))];
      for (const lexeme of lexemes) {
        synonyms.set(lexeme, [...new Set([...(synonyms.get(lexeme) ?? []), ...lexemes.filter((l) => l !== lexeme)])]);
      }
    }
    this.synonyms = synonyms;
  }

  /** The average number of terms of a public post. */
  get averageLength(): number {
    return this.totalLength / Math.max(1, this.liveCount);
  }

  /**
   * The term's BM25 shares, and its count of live posts (`list.live`), computed again only when
   * the statistics moved since.
   */
  sharesOf(list: Postings): Float64Array {
    if (list.sharesEpoch !== this.statistics || list.shares.length < list.size) {
      if (list.shares.length < list.size) list.shares = new Float64Array(list.slots.length);
      const averageLength = this.averageLength;
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

  /** The IDF of a term over the public posts. */
  idfOf(list: Postings): number {
    this.sharesOf(list);
    return inverseFrequency(this.liveCount, list.live);
  }

  /**
   * How many public posts (at `now`, ms) match and the ids of one page of them, best first,
   * the most recently published first among equals, then the highest id. Past SEARCH_COUNT_CAP
   * matches the count stops (`capped`) and so do the pages: a visitor pages through the best
   * 1,000, and a broad word only orders the posts of the page asked for. `fallback`: when fewer
   * than a page have every word, posts with some of the words are ranked instead (`partial`),
   * those with the most words first.
   */
  search(
    query: SearchQuery,
    now: number,
    range: { limit: number; offset: number },
    options: { fallback?: boolean } = {},
  ): RankedPage {
    this.promote(now);
    const resolved = resolveQuery(this, query);
    const all = this.rank(resolved, now, range, false);
    if (!options.fallback || all.total >= range.limit || resolved.required.length < 2) return withAlso(all, resolved);
    const some = this.rank(resolved, now, range, true);
    return withAlso(some.total > all.total ? { ...some, partial: true } : all, resolved);
  }

  private rank(
    resolved: Resolved,
    now: number,
    range: { limit: number; offset: number },
    anyWord: boolean,
  ): RankedPage {
    const matches: Scored[] = [];
    for (const entry of scoreQuery(this, resolved, anyWord)) {
      if (this.alive[entry.slot] === 1 && this.publicFromOf[entry.slot]! <= now) matches.push(entry);
    }
    const end = Math.min(range.offset + range.limit, SEARCH_COUNT_CAP);
    const first = firstInOrder(
      matches,
      end,
      (a, b) => b.met - a.met || b.score - a.score || this.newer(a.slot, b.slot),
    );
    const ids = first.slice(range.offset).map((entry) => this.postIdOf[entry.slot]!);
    return matches.length > SEARCH_COUNT_CAP
      ? { total: SEARCH_COUNT_CAP, ids, capped: true }
      : { total: matches.length, ids };
  }

  /** Negative when `a` was published after `b` (or, at the same time, has the higher id). */
  private newer(a: number, b: number): number {
    return this.publicFromOf[b]! - this.publicFromOf[a]! || this.postIdOf[b]! - this.postIdOf[a]!;
  }

  /** Every live slot, for a query of exclusions only. */
  liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.slotCount; slot++) if (this.alive[slot] === 1) slots.push(slot);
    return slots;
  }

  private newSlot(): number {
    if (this.slotCount === this.postIdOf.length) {
      const length = this.slotCount * 2;
      this.postIdOf = grow(this.postIdOf, length);
      this.publicFromOf = grow(this.publicFromOf, length);
      this.lengthOf = grow(this.lengthOf, length);
      this.alive = grow(this.alive, length);
    }
    return this.slotCount++;
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
      this.sequences[next] = this.sequences[slot]!;
      this.alive[next] = 1;
      this.slotOfPost.set(this.postIdOf[next]!, next);
      next += 1;
    }
    this.alive.fill(0, next, this.slotCount);
    this.sequences.length = next;
    this.slotCount = next;
    this.statistics += 1;
    const lists = [...this.stems.values(), ...[...this.words.values()].map((entry) => entry.postings)];
    for (const list of lists) {
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

function withAlso(page: RankedPage, resolved: Resolved): RankedPage {
  return resolved.alsoMatched.length > 0 ? { ...page, alsoMatched: resolved.alsoMatched } : page;
}

export { indexOfSlot };
