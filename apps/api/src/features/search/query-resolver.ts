import { typedLexemes } from './analyzer';
import type { IndexView, Postings } from './postings';
import type { QueryPart, SearchQuery } from './search-query';

/**
 * A parsed query (search-query.ts) looked up in the in-memory index: each part as the postings
 * that can meet it. Here the visitor is forgiven: a word the index does not have is matched to
 * the words within a typo or two of it (vocabulary.ts), a word has the synonyms an Admin
 * declared, and the word still being typed is a prefix of whole words, not of stems.
 */

/** A typo-forgiven word counts a little less than the word itself, so exact matches rank first. */
const TYPO_WEIGHT = 0.6;
/** What the very form typed adds (contratação over contratações, or over another word of its stem). */
export const EXACT_BOOST = 0.35;
/** The most whole words a prefix stands for (the commonest matter; the rest add little). */
const MAX_PREFIX_WORDS = 400;

/** One way a part is met: the postings of one or several terms, counted as one term (BM25). */
export interface Unit {
  lists: Postings[];
  weight: number;
}

export interface Part {
  units: Unit[];
  /** The postings of the exact folded word typed, which adds EXACT_BOOST where the part is met. */
  boost?: Postings;
  /** For a quoted phrase: each word's term ids and its distance from the first word. */
  phrase?: { terms: Array<Set<number>>; offsets: number[] };
}

export interface Resolved {
  required: Part[];
  excluded: Part[];
  /** The search terms matched besides those typed (typos, synonyms), for highlighting. */
  alsoMatched: string[];
}

export function resolveQuery(index: IndexView, query: SearchQuery): Resolved {
  const alsoMatched = new Set<string>();
  const resolve = (part: QueryPart, forgiving: boolean) => resolvePart(index, part, forgiving, alsoMatched);
  return {
    required: query.required.map((part) => resolve(part, true)),
    excluded: query.excluded.map((part) => resolve(part, false)),
    alsoMatched: [...alsoMatched],
  };
}

function resolvePart(index: IndexView, part: QueryPart, forgiving: boolean, also: Set<string>): Part {
  if (part.kind === 'phrase') {
    const terms = part.words.map((word) => new Set(word.lexemes.map((lexeme) => index.termIdOf(lexeme))));
    const units = part.words.map((word) => ({ lists: listsOf(index, word.lexemes), weight: 1 }));
    return { units, phrase: { terms, offsets: part.words.map((word) => word.offset) } };
  }
  if (part.prefix) {
    const words = index.vocabulary.startingWith(part.word).slice(0, MAX_PREFIX_WORDS);
    if (words.length > 0 || !forgiving) {
      const stems = new Set(words.map((word) => index.words.get(word)!.stem));
      return { units: [{ lists: listsOf(index, [...stems]), weight: 1 }] };
    }
    // No indexed word begins so: a whole word mistyped before its space, forgiven as a word is.
    return resolvePart(index, { ...part, lexemes: typedLexemes(part.word), prefix: false }, forgiving, also);
  }
  const lexemes = new Set(part.lexemes);
  for (const lexeme of part.lexemes) {
    for (const synonym of index.synonyms.get(lexeme) ?? []) {
      lexemes.add(synonym);
      also.add(synonym);
    }
  }
  const units = [...lexemes].flatMap((lexeme) => {
    const lists = listsOf(index, [lexeme]);
    return lists.length > 0 ? [{ lists, weight: 1 }] : [];
  });
  const found = units.some((unit) => unit.lists.some((list) => (index.sharesOf(list), list.live > 0)));
  if (forgiving && !found && !index.vocabulary.has(part.word)) {
    const stems = new Set(index.vocabulary.near(part.word).map((word) => index.words.get(word)!.stem));
    for (const stem of stems) {
      if (lexemes.has(stem)) continue;
      units.push({ lists: listsOf(index, [stem]), weight: TYPO_WEIGHT });
      also.add(stem);
    }
  }
  return { units, boost: index.words.get(part.word)?.postings };
}

function listsOf(index: IndexView, lexemes: string[]): Postings[] {
  return lexemes.flatMap((lexeme) => {
    const list = index.stems.get(lexeme);
    return list ? [list] : [];
  });
}
