import { foldedWord, tokenize, typedLexemes } from './analyzer';

/**
 * What a visitor typed, read into a structure that no input can break: the in-memory index
 * (ranked-index.ts) matches its search terms, runs of letters and digits; no query language
 * is ever written from it. Quotes, `*`, `NEAR`, `OR`, parentheses, NUL or a thousand
 * characters are words, separators or cut off, never syntax.
 *
 * The syntax (docs/SEARCH.md):
 * - words: every word must be found (`frota pesada`); stop words such as "de" are ignored;
 * - "quoted words": found together, in that order (`"gestão de pessoas"`); a word joined to
 *   another by punctuation (`usuários-chave`) is such a phrase too;
 * - -word or -"quoted words": posts with it are left out (`erp -indústria`).
 */

/** One word of the query: the search terms it may stand for (see analyzer.typedLexemes). */
type Alternatives = string[];

export interface PhraseWord {
  lexemes: Alternatives;
  /** How many words after the phrase's first word it comes (stop words count). */
  offset: number;
}

export type QueryPart =
  | {
      kind: 'word';
      lexemes: Alternatives;
      /** The word as typed, folded (analyzer.foldedWord): a prefix of whole words while typing, else the exact form. */
      word: string;
      prefix: boolean;
    }
  | { kind: 'phrase'; words: PhraseWord[] };

export interface SearchQuery {
  /** Parts every result must have. */
  required: QueryPart[];
  /** Parts no result may have. */
  excluded: QueryPart[];
  /** Every search term of the required parts, for highlighting. */
  highlight: Set<string>;
  /** The word still being typed (suggestions), folded: words that begin with it are highlighted. */
  highlightPrefixes: string[];
}

/** The most of a query that is read: anything longer is cut (a search, not an essay). */
export const SEARCH_MAX_CHARS = 200;
const MAX_PARTS = 10;
const MAX_PHRASE_WORDS = 8;
/** A word being typed shorter than this asks for nothing yet. */
const MIN_PREFIX_CHARS = 2;

const QUOTES = /["“”„«»]/;
const MINUS = /^[-−–]/;

interface Chunk {
  text: string;
  quoted: boolean;
  negated: boolean;
}

/** Splits the raw text into quoted and unquoted chunks; an unclosed quote runs to the end. */
function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const negated = MINUS.test(rest);
    const body = negated ? rest.slice(1) : rest;
    if (QUOTES.test(body[0] ?? '')) {
      const close = body.slice(1).search(QUOTES);
      const inner = close < 0 ? body.slice(1) : body.slice(1, close + 1);
      chunks.push({ text: inner, quoted: true, negated });
      i += (negated ? 1 : 0) + (close < 0 ? body.length : close + 2);
      continue;
    }
    const word = /^[^\s"“”„«»]+/.exec(body);
    const length = word ? word[0].length : 1;
    if (word) chunks.push({ text: word[0], quoted: false, negated });
    i += (negated ? 1 : 0) + length;
  }
  return chunks;
}

/** The chunk's words as a query part: one word, or a phrase of several. */
function partOf(text: string): QueryPart | undefined {
  const words: PhraseWord[] = [];
  const tokens = tokenize(text);
  for (const [position, token] of tokens.entries()) {
    const lexemes = typedLexemes(token.word);
    if (lexemes.length > 0) words.push({ lexemes, offset: position });
  }
  if (words.length === 0) return undefined;
  if (words.length === 1) {
    const token = tokens.find((t) => t.lexeme !== null)!;
    return { kind: 'word', lexemes: words[0]!.lexemes, word: foldedWord(token.word), prefix: false };
  }
  const first = words[0]!.offset;
  return {
    kind: 'phrase',
    words: words.slice(0, MAX_PHRASE_WORDS).map((w) => ({ lexemes: w.lexemes, offset: w.offset - first })),
  };
}

/**
 * The prefixes a word still being typed may begin: its own stems, and for a long word its
 * first letters, since the stem of a half-typed word can run past the whole word's stem
 * ("contrataç" stems to "contratac", "contratação" to "contrat").
 */
function prefixesOf(word: string): string[] {
  const folded = foldedWord(word);
  if (folded.length < MIN_PREFIX_CHARS) return [];
  const prefixes = new Set(typedLexemes(word));
  if (prefixes.size === 0) return [];
  if (folded.length >= 7) prefixes.add(folded.slice(0, Math.max(4, folded.length - 3)));
  return [...prefixes];
}

/**
 * Reads what a visitor typed. `typing`: the text comes from a search box as it is typed
 * (suggestions), so its last word may be unfinished and matches as a prefix.
 */
export function parseSearch(raw: string, options: { typing?: boolean } = {}): SearchQuery {
  // Control characters (NUL included) separate words like spaces do.
  const text = raw
    .slice(0, SEARCH_MAX_CHARS)
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ');
  const chunks = chunksOf(text);
  const required: QueryPart[] = [];
  const excluded: QueryPart[] = [];
  const lastChunk = chunks.at(-1);
  const unfinished = options.typing && lastChunk && !lastChunk.quoted && !lastChunk.negated && !/\s$/.test(text);
  const highlightPrefixes: string[] = [];
  for (const chunk of chunks) {
    if (required.length + excluded.length >= MAX_PARTS) break;
    if (unfinished && chunk === lastChunk && tokenize(chunk.text).length === 1) {
      const prefixes = prefixesOf(chunk.text);
      const word = foldedWord(tokenize(chunk.text)[0]!.word);
      if (prefixes.length > 0) {
        required.push({ kind: 'word', lexemes: prefixes, word, prefix: true });
        highlightPrefixes.push(word);
      }
      continue;
    }
    const part = partOf(chunk.text);
    if (part) (chunk.negated ? excluded : required).push(part);
  }
  const highlight = new Set<string>();
  for (const part of required) {
    if (part.kind === 'word' && !part.prefix) part.lexemes.forEach((l) => highlight.add(l));
    if (part.kind === 'phrase') part.words.forEach((w) => w.lexemes.forEach((l) => highlight.add(l)));
  }
  return { required, excluded, highlight, highlightPrefixes };
}

/** True when the query asks for anything at all (only stop words, or nothing, asks for nothing). */
export function isEmptySearch(query: SearchQuery): boolean {
  return query.required.length === 0 && query.excluded.length === 0;
}

/** A stable text for the query's meaning: "Gestão" and "gestao " are the same search (cache keys). */
export function searchKey(query: SearchQuery): string {
  return JSON.stringify([query.required, query.excluded]);
}
