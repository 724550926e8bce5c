import { diffWords } from 'diff';

/** One run of a diff: text both versions share, or text only one of them has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** The readable text of post HTML: blocks on their own lines, tags and entities gone. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figure|tr)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * What changed from `from` (the current text) to `to` (the revision), word by word: what
 * restoring the revision would remove and add.
 */
export function textDiff(from: string, to: string): DiffPart[] {
  return diffWords(from, to).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
