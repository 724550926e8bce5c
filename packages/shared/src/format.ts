import { messages } from './messages';
import { MODULE_DESCRIPTION_CUT, MODULE_DESCRIPTION_MAX } from './constants';

/** Lower case without accents, for searches that ignore both ("gestao" finds "Gestão"). */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Dates are shown in Brasília time wherever they are formatted: the server's render of a page and
 * the visitor's browser must write the same day (a post saved at 01:00 UTC is the evening before in
 * Brazil, and a mismatch breaks hydration), and the company, its posts' schedule and its staff
 * all keep Brazilian time.
 */
const BRAZIL = 'America/Sao_Paulo';
const DAY_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/yyyy in Brasília time, or 'Data inválida'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? DAY_FORMAT.format(date) : messages.blog.invalidDate;
}

/** dd/mm/yyyy hh:mm in Brasília time, as the admin grids show dates. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? `${DAY_FORMAT.format(date)} ${TIME_FORMAT.format(date)}` : messages.blog.invalidDate;
}

/** Keeps digits only, at most 11. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 11);
}

/** (DD) XXXX-XXXX up to 10 digits, (DD) XXXXX-XXXX for 11, partial while typing. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * Module card descriptions: kept whole up to 180 characters; longer ones are cut at the
 * last word boundary within the first 160 and end in an ellipsis.
 */
export function truncateDescription(text: string): string {
  if (text.length <= MODULE_DESCRIPTION_MAX) return text;
  const head = text.slice(0, MODULE_DESCRIPTION_CUT);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.\-—]+$/u, '')}...`;
}

/** Blog URLs write spaces as underscores: "gestao de pessoas" → /blog?search=gestao_de_pessoas */
export function searchToUrl(term: string): string {
  return term.trim().replace(/\s+/g, '_');
}

export function searchFromUrl(param: string | null | undefined): string {
  return (param ?? '').replace(/_/g, ' ').trim();
}

/**
 * A post's reading time (MM:SS, as staff type it) as the blog shows it: "4 min de leitura".
 * Bare "04:20" beside a date reads as a time of day. Rounded to the nearest minute,
 * never below 1; a value that is not MM:SS is shown as it is, with the same label.
 */
export function formatReadingTime(readingTime: string): string {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(readingTime.trim());
  if (!match) return `Leitura: ${readingTime.trim()}`;
  const minutes = Math.max(1, Math.round(Number(match[1]) + Number(match[2]) / 60));
  return `${minutes} min de leitura`;
}

/** The reading speed the blog assumes for an estimate (a common figure for Portuguese prose). */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * A post's reading time estimated from its HTML, as MM:SS (what the editor stores): the words of
 * the text (tags left out) at READING_WORDS_PER_MINUTE, in whole minutes, at least 1 and at most
 * 59 (the field's limit). The default when staff leave the field empty.
 */
export function estimateReadingTime(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ');
  const words = text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  const minutes = Math.min(59, Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE)));
  return `${String(minutes).padStart(2, '0')}:00`;
}
