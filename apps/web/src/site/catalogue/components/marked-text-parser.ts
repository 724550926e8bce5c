/**
 * The catalogue's "marked text" (see types.ts): `**x**` is bold, `[[x]]` is highlighted
 * (coloured) text, a single line break is kept as a line break and a blank line starts a
 * new paragraph. Parsed into plain data so the component renders React nodes — marked
 * text never goes through dangerouslySetInnerHTML.
 */

export type MarkedSegment =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'highlight'; text: string }
  | { kind: 'break' };

/** One paragraph is a list of segments. */
export type MarkedParagraph = MarkedSegment[];

const MARKERS = [
  { open: '**', close: '**', kind: 'bold' },
  { open: '[[', close: ']]', kind: 'highlight' },
] as const;

/** Splits text on '\n' into text segments separated by break segments. */
function withBreaks(text: string, kind: 'text' | 'bold' | 'highlight'): MarkedSegment[] {
  const out: MarkedSegment[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) out.push({ kind: 'break' });
    if (line) out.push({ kind, text: line });
  });
  return out;
}

/** Parses one paragraph. An unclosed marker is kept as literal text. */
export function parseMarkedLine(input: string): MarkedParagraph {
  const segments: MarkedSegment[] = [];
  let plain = '';
  let i = 0;
  while (i < input.length) {
    const marker = MARKERS.find((m) => input.startsWith(m.open, i));
    const end = marker ? input.indexOf(marker.close, i + marker.open.length) : -1;
    if (marker && end > i + marker.open.length) {
      segments.push(...withBreaks(plain, 'text'));
      plain = '';
      segments.push(...withBreaks(input.slice(i + marker.open.length, end), marker.kind));
      i = end + marker.close.length;
    } else {
      plain += input[i];
      i += 1;
    }
  }
  segments.push(...withBreaks(plain, 'text'));
  return segments;
}

/** Parses marked text into paragraphs (blank lines separate them; empty ones are dropped). */
export function parseMarked(input: string): MarkedParagraph[] {
  return input
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map(parseMarkedLine);
}

/** The text without markup, e.g. for an aria-label or a meta description. */
export function markedToPlain(input: string): string {
  return parseMarked(input)
    .map((paragraph) => paragraph.map((s) => (s.kind === 'break' ? ' ' : s.text)).join(''))
    .join(' ');
}
