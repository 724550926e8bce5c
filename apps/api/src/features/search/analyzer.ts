import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords } from '@orama/stopwords/portuguese';

/**
 * How text becomes search terms ("lexemes"), for what is indexed and for what a visitor types:
 *
 * 1. Words are runs of letters and digits (any script); everything else separates them.
 * 2. Lower case. Snowball's Portuguese stop words ("de", "para", "com", …: the very list of
 *    PostgreSQL's `portuguese` configuration, so both engines drop the same words) are left
 *    out, but keep their place, so a quoted phrase knows how far apart its words are.
 * 3. Snowball's Portuguese stemmer reduces the word to its stem ("frotas" → "frot").
 * 4. Accents are folded last ("gestã" → "gesta"). Folding first would hide the endings the
 *    stemmer recognises by their accents: "contratação" and "contratações" would become
 *    "contrataca" and "contrataco", and never meet.
 *
 * Visitors often type without accents, which the stemmer then misreads ("contratacao" →
 * "contrataca"), so a typed word without any accent also asks for the stems of the forms it
 * may stand for, with the accent of its Portuguese ending back ("cao" → "ção", "oes" → "ões",
 * "em" → "ém", …): "contratacao" finds "contrat", "armazem" finds "armazem" (from "armazém").
 */

const STOP_WORDS: ReadonlySet<string> = new Set(stopwords);

/** Word characters: letters and digits, with the combining marks that belong to them. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
/** Anything beyond ASCII: an accent, a cedilla, or another script. */
const HAS_ACCENT_OR_CEDILLA = /[^\p{ASCII}]/u;

/**
 * Endings that Portuguese words have with an accent or cedilla, as typed without them, and
 * the accented form each may stand for. Every ending that matches gives one more form.
 */
const ACCENTED_ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/coes$/, 'ções'],
  [/cao$/, 'ção'],
  [/oes$/, 'ões'],
  [/aes$/, 'ães'],
  [/aos$/, 'ãos'],
  [/ao$/, 'ão'],
  [/em$/, 'ém'],
  [/ens$/, 'éns'],
  [/aria(s?)$/, 'ária$1'],
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

/**
 * Stems of words already seen. The vocabulary of a site is small, and an excerpt stems every
 * word it looks at, so each word is stemmed once. Bounded: visitors type anything.
 */
const lexemeCache = new Map<string, string | null>();
const LEXEME_CACHE_MAX = 50_000;

/** A lower-case word's search term, or null for a stop word. */
export function lexemeOf(lowerCaseWord: string): string | null {
  const cached = lexemeCache.get(lowerCaseWord);
  if (cached !== undefined) return cached;
  const lexeme = STOP_WORDS.has(lowerCaseWord) ? null : foldAccents(stemmer(lowerCaseWord));
  if (lexemeCache.size >= LEXEME_CACHE_MAX) lexemeCache.clear();
  lexemeCache.set(lowerCaseWord, lexeme);
  return lexeme;
}

/**
 * The search terms a typed word may stand for: its own, and for a word typed without any
 * accent also those of the accented forms its ending suggests ("contratacao" → contrataca,
 * contrat). Empty for a stop word, also when one of those forms is one ("nao" for "não").
 */
export function typedLexemes(word: string): string[] {
  const lower = word.toLowerCase();
  const forms = [lower];
  if (!HAS_ACCENT_OR_CEDILLA.test(lower)) {
    for (const [ending, accented] of ACCENTED_ENDINGS) {
      if (ending.test(lower)) forms.push(lower.replace(ending, accented));
    }
  }
  const lexemes = forms.map(lexemeOf);
  if (lexemes.includes(null)) return [];
  return [...new Set(lexemes as string[])];
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
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    tokens.push({ word, start: match.index, end: match.index + word.length, lexeme: lexemeOf(word.toLowerCase()) });
  }
  return tokens;
}

/**
 * The text as the SQLite index stores it: its search terms separated by spaces, stop words
 * left out. Each term is letters and digits only, so FTS5's tokenizer takes it as one token.
 */
export function indexedText(text: string): string {
  const lexemes: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const lexeme = lexemeOf(match[0].toLowerCase());
    if (lexeme) lexemes.push(lexeme);
  }
  return lexemes.join(' ');
}
