import { Fragment } from 'react';
import type { Highlighted } from '@vitrine/shared/schemas';

/**
 * Text with the words a search found wrapped in <mark>. The server sends plain text and
 * ranges, never HTML; React escapes every piece, so nothing in a post can become markup.
 */
export function Highlight({ value }: { value: Highlighted }) {
  const pieces: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at || end > value.text.length || end <= start) continue;
    if (start > at) pieces.push({ text: value.text.slice(at, start), marked: false });
    pieces.push({ text: value.text.slice(start, end), marked: true });
    at = end;
  }
  if (at < value.text.length) pieces.push({ text: value.text.slice(at), marked: false });
  return (
    <>
      {pieces.map((piece, index) =>
        piece.marked ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
      )}
    </>
  );
}
