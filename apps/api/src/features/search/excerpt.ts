import type { Highlighted } from '@vitrine/shared/schemas';
import { foldedWord, leadOfTerm, lexemeOf, wordSpansOf } from './analyzer';
import type { SearchQuery } from './search-query';

/**
 * Excerpts and highlights are plain text with the ranges to mark ([start, end) in UTF-16
 * units), never HTML: the site wraps the ranges in <mark> with React, which escapes the text,
 * so nothing a post says can become markup. Built from the post's text with its HTML removed.
 */

/** About two lines of a result card. */
export const EXCERPT_CHARS = 180;
/** How much of the text before the first match an excerpt keeps, for context. */
const LEAD_CHARS = 40;

type Range = [number, number];

/** The leads (analyzer.leadAt) of every term and prefix asked for; undefined when one has none (then every word is stemmed). */
function leadsOf(query: SearchQuery): Set<number> | undefined {
  const leads = [...query.highlight, ...query.highlightPrefixes].map(leadOfTerm);
  return leads.includes(0) ? undefined : new Set(leads);
}

/**
 * The ranges of the words the query asked for (same search terms, typos forgiven included; or whole words that begin with what is being typed).
 * `spans`: the text's words (analyzer.wordSpansOf) when they were kept from an earlier search.
 */
export function matchRanges(text: string, query: SearchQuery, spans = wordSpansOf(text)): Range[] {
  const ranges: Range[] = [];
  if (query.highlight.size === 0 && query.highlightPrefixes.length === 0) return ranges;
  const leads = leadsOf(query);
  for (let at = 0; at < spans.length; at += 3) {
    // Most words of a text cannot match: their first letters differ from every term's.
    const lead = spans[at + 2]!;
    if (leads && lead !== 0 && !leads.has(lead)) continue;
    const start = spans[at]!;
    const end = spans[at + 1]!;
    const word = text.slice(start, end);
    const lexeme = lexemeOf(word);
    if (lexeme === null) continue;
    if (query.highlight.has(lexeme)) ranges.push([start, end]);
    else if (query.highlightPrefixes.length > 0) {
      const folded = foldedWord(word);
      if (query.highlightPrefixes.some((p) => folded.startsWith(p))) ranges.push([start, end]);
    }
  }
  return ranges;
}

/** The text with its matches marked; no ranges when the query asked for nothing there. */
export function highlight(text: string, query: SearchQuery): Highlighted {
  return { text, marks: matchRanges(text, query) };
}

/** The start of the word at or after `at` (or `at` itself at the text's edges). */
function wordStartAfter(text: string, at: number): number {
  if (at <= 0) return 0;
  const rest = text.slice(at).search(/\s/);
  return rest < 0 ? at : at + rest + 1;
}

/** The end of the last whole word that ends at or before `at`. */
function wordEndBefore(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const cut = text.slice(0, at).search(/\s\S*$/);
  return cut <= 0 ? at : cut;
}

/**
 * A short passage of `text` around its densest cluster of matches, whole words only, with
 * "…" where it was cut, and the matches in it. Undefined when nothing in the text matched.
 */
export function excerptOf(
  text: string,
  query: SearchQuery,
  size = EXCERPT_CHARS,
  spans?: Int32Array,
): Highlighted | undefined {
  const ranges = matchRanges(text, query, spans);
  if (ranges.length === 0) return undefined;
  // The window that starts at a match and holds the most matches (the first such).
  let best = 0;
  let bestCount = 0;
  for (let i = 0, j = 0; i < ranges.length; i++) {
    while (j < ranges.length && ranges[j]![1] <= ranges[i]![0] + size - LEAD_CHARS) j++;
    if (j - i > bestCount) {
      best = i;
      bestCount = j - i;
    }
  }
  const first = ranges[best]![0];
  const start = first <= LEAD_CHARS ? 0 : wordStartAfter(text, first - LEAD_CHARS);
  const end = wordEndBefore(text, start + size);
  const before = start > 0 ? '… ' : '';
  const after = end < text.length ? ' …' : '';
  const shift = before.length - start;
  return {
    text: `${before}${text.slice(start, end).trimEnd()}${after}`,
    marks: ranges.filter(([s, e]) => s >= start && e <= end).map(([s, e]): Range => [s + shift, e + shift]),
  };
}
