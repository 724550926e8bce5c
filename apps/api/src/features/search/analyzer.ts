import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords } from '@orama/stopwords/portuguese';

/**
 * How text becomes search terms ("lexemes"), for what is indexed and for what a visitor types.
 * One analyzer for both engines: the in-memory index (ranked-index.ts) answers every search on
 * SQLite and on PostgreSQL alike.
 *
 * 1. Words are runs of letters and digits (any script); everything else separates them, except a
 *    hyphen inside a code: "NF-e", "e-Social", "S-1200" are one word each (`joinsAsCode`).
 * 2. Lower case, hyphens of codes dropped ("nfe", "esocial", "s1200"), and every accent and
 *    cedilla folded one character at a time: "contrataçao", "contratacão" and "contratação"
 *    are the same word, whichever accents were typed.
 * 3. Snowball's Portuguese stop words ("de", "para", "com", …), folded too, are left out but
 *    keep their place, so a quoted phrase knows how far apart its words are.
 * 4. The folded word's typical Portuguese endings get their accents back in one canonical way
 *    ("cao" → "ção", "encia" → "ência", …), so Snowball's stemmer recognises them the same
 *    whether or not they were typed, then the stem is folded ("frotas" → "frot").
 * 5. Nouns in -ção / -ções keep their whole base ("contratação" → "contratacao"): the stemmer
 *    would cut them to the stem of contrato, contratar and contratos, and a search for one
 *    would find them all.
 */

const STOP_WORDS: ReadonlySet<string> = new Set(stopwords.map((word) => foldAccents(word)));

/** Hyphens (and their Unicode look-alikes) that join the parts of a code such as NF-e. */
const HYPHENS = /[-\u2010\u2011]/g;

/**
 * Endings that Portuguese words have with an accent or cedilla, as folded, and the accented
 * form the stemmer knows. The first that matches is used.
 */
const ACCENTED_ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/aes$/, 'ães'],
  [/aos$/, 'ãos'],
  [/ao$/, 'ão'],
  [/oes$/, 'ões'],
  [/em$/, 'ém'],
  [/ens$/, 'éns'],
  [/aria(s?)$/, 'ária$1'],
  [/ario(s?)$/, 'ário$1'],
  [/encia(s?)$/, 'ência$1'],
  [/ancia(s?)$/, 'ância$1'],
  [/aveis$/, 'áveis'],
  [/iveis$/, 'íveis'],
  [/avel$/, 'ável'],
  [/ivel$/, 'ível'],
];

/** Lower case without accents or cedilla: "Gestão" → "gestao". */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A word as typed or written, lower case, folded, hyphens of codes dropped: what prefixes and typos compare. */
export function foldedWord(word: string): string {
  return foldAccents(word).replace(HYPHENS, '');
}

/**
 * Stems of words already seen. The vocabulary of a site is small, and an excerpt stems every
 * word it looks at, so each word is stemmed once. Bounded: visitors type anything.
 */
const lexemeCache = new Map<string, string | null>();
const LEXEME_CACHE_MAX = 50_000;

/** The search term of a folded word (foldedWord), or null for a stop word. */
function lexemeOfFolded(folded: string): string | null {
  if (STOP_WORDS.has(folded)) return null;
  const action = /^(.{2,}?)c(ao|oes)$/.exec(folded);
  if (action) return `${action[1]}cao`;
  const ending = ACCENTED_ENDINGS.find(([pattern]) => pattern.test(folded));
  const canonical = ending ? folded.replace(ending[0], ending[1]) : folded;
  return foldAccents(stemmer(canonical));
}

/** A word's search term, or null for a stop word. */
export function lexemeOf(word: string): string | null {
  const cached = lexemeCache.get(word);
  if (cached !== undefined) return cached;
  const lexeme = lexemeOfFolded(foldedWord(word));
  if (lexemeCache.size >= LEXEME_CACHE_MAX) lexemeCache.clear();
  lexemeCache.set(word, lexeme);
  return lexeme;
}

/** The search terms a typed word stands for: its own, or none for a stop word. */
export function typedLexemes(word: string): string[] {
  const lexeme = lexemeOf(word);
  return lexeme === null ? [] : [lexeme];
}

export interface Token {
  /** The word as written. */
  word: string;
  /** Where it starts and ends in the text (UTF-16 offsets). */
  start: number;
  end: number;
  /** Its search term; null for a stop word. */
  lexeme: string | null;
}

/** Every word of a text with its position and search term. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  forEachWord(text, (start, end) => {
    const word = text.slice(start, end);
    tokens.push({ word, start, end, lexeme: lexemeOf(word) });
  });
  return tokens;
}

/**
 * Calls `visit(start, end)` for every word of the text: a letter or digit (any script), then
 * letters, digits and the combining marks that belong to them; everything else separates words.
 * The one definition of a word for what is indexed, what is typed and what excerpts mark (the
 * Unicode pattern `[\p{L}\p{N}][\p{L}\p{N}\p{M}]*` finds the same words: search-query.test.ts
 * checks it), without allocating a match per word: excerpts run it over whole post bodies. Each
 * code unit's class is worked out once.
 */
export function forEachWord(text: string, visit: (start: number, end: number) => void): void {
  const length = text.length;
  let at = 0;
  while (at < length) {
    const width = widthAt(text, at);
    if ((classAt(text, at, width) & WORD_START) === 0) {
      at += width;
      continue;
    }
    const start = at;
    at += width;
    at = wordEnd(text, at);
    // A code: its parts joined by single hyphens are one word ("NF-e", "S-1200").
    let partStart = start;
    while (isHyphen(text.charCodeAt(at)) && at + 1 < length) {
      const nextWidth = widthAt(text, at + 1);
      if ((classAt(text, at + 1, nextWidth) & WORD_START) === 0) break;
      const nextEnd = wordEnd(text, at + 1 + nextWidth);
      if (!joinsAsCode(text.slice(partStart, at), text.slice(at + 1, nextEnd))) break;
      partStart = at + 1;
      at = nextEnd;
    }
    visit(start, at);
  }
}

/**
 * The words of a text as [start, end, lead] triples (leadAt), for a text searched again and
 * again: excerpts of a post found by many searches read them instead of the text.
 */
export function wordSpansOf(text: string): Int32Array {
  const spans: number[] = [];
  forEachWord(text, (start, end) => spans.push(start, end, leadAt(text, start, end)));
  return Int32Array.from(spans);
}

/** Where the word going on at `at` ends. */
function wordEnd(text: string, at: number): number {
  while (at < text.length) {
    const width = widthAt(text, at);
    if ((classAt(text, at, width) & WORD_PART) === 0) break;
    at += width;
  }
  return at;
}

const isHyphen = (code: number) => code === 0x2d || code === 0x2010 || code === 0x2011;

/**
 * Two hyphenated parts are one code when either is a number or at most two characters ("NF-e",
 * "e-Social", "S-1200", "CT-e"); longer words joined by a hyphen ("usuários-chave") stay two
 * words, found as a phrase.
 */
export function joinsAsCode(left: string, right: string): boolean {
  return left.length <= 2 || right.length <= 2 || /^\p{N}+$/u.test(left) || /^\p{N}+$/u.test(right);
}

const WORD_START = 1;
const WORD_PART = 2;
const UNKNOWN = 0xff;
/** WORD_START | WORD_PART for letters and digits, WORD_PART for combining marks, 0 otherwise; UNKNOWN until asked. */
const UNIT_CLASSES = new Uint8Array(0x10000).fill(UNKNOWN);

function classOf(character: string): number {
  if (/^[\p{L}\p{N}]$/u.test(character)) return WORD_START | WORD_PART;
  return /^\p{M}$/u.test(character) ? WORD_PART : 0;
}

/** 2 when text[at] starts a surrogate pair, else 1 (a lone surrogate is a character of its own). */
function widthAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0xd800 || code > 0xdbff || at + 1 >= text.length) return 1;
  const low = text.charCodeAt(at + 1);
  return low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
}

function classAt(text: string, at: number, width: number): number {
  if (width === 2) return classOf(String.fromCodePoint(text.codePointAt(at)!));
  const code = text.charCodeAt(at);
  let kind = UNIT_CLASSES[code]!;
  if (kind === UNKNOWN) UNIT_CLASSES[code] = kind = classOf(String.fromCharCode(code));
  return kind;
}

/**
 * The first two letters of the word text[start, end), lower case and folded, as a number
 * (two ASCII codes: "Gestão" → "ge"); 0 when they are not both Latin letters or digits (another
 * script, a combining mark, ã or õ). A one-letter word has a one-letter lead.
 *
 * A word's search term begins with them: Snowball's Portuguese stemmer only removes or
 * rewrites endings inside its regions RV, R1 and R2, none of which starts before the word's
 * third letter (LEAD_LETTERS tells the exception), and folding treats the word and its stem
 * alike (search-query.test.ts checks it on every ending the stemmer knows). So an excerpt can
 * pass over, without stemming it, every word whose lead no search term shares.
 */
export function leadAt(text: string, start: number, end: number): number {
  const first = LEAD_LETTERS[text.charCodeAt(start)] ?? 0;
  if (first === 0 || end - start === 1) return first;
  const second = LEAD_LETTERS[text.charCodeAt(start + 1)] ?? 0;
  return second === 0 ? 0 : first * 256 + second;
}

/** The lead of a search term or typed prefix (its first two characters), or 0 when it is shorter or not plain ASCII. */
export function leadOfTerm(term: string): number {
  return /^[a-z0-9]{2}/.test(term) ? leadAt(term, 0, 2) : 0;
}

/**
 * For each UTF-16 unit up to Latin Extended-B: its lower-case letter or digit without accent
 * (ASCII), or 0. Not for ã and õ: the stemmer first writes them as two characters ("a~"), which
 * moves its regions one letter to the left ("ãamente" stems to "ã").
 */
const LEAD_LETTERS = (() => {
  const table = new Uint8Array(0x250);
  for (let code = 0; code < table.length; code++) {
    const character = String.fromCharCode(code);
    if (/[ãõ]/i.test(character)) continue;
    const folded = foldAccents(character);
    if (/^[a-z0-9]$/.test(folded)) table[code] = folded.charCodeAt(0);
  }
  return table;
})();

/** The search terms of a text, in order, stop words left out. */
export function lexemesOf(text: string): string[] {
  const lexemes: string[] = [];
  forEachWord(text, (start, end) => {
    const lexeme = lexemeOf(text.slice(start, end));
    if (lexeme) lexemes.push(lexeme);
  });
  return lexemes;
}

/**
 * The text as migration 0012's FTS5 table stored it (until migration 0031): its search terms
 * separated by spaces, stop words left out, each letters and digits only (one FTS5 token).
 */
export function indexedText(text: string): string {
  return lexemesOf(text).join(' ');
}
