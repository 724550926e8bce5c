import { Parser } from 'htmlparser2';

/** Elements that end a line of text: their words must not run into the next element's. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'li',
  'ul',
  'ol',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'tr',
  'td',
  'th',
  'br',
  'div',
]);

/**
 * A post's HTML as the plain text a reader sees: tags removed, entities decoded ("&amp;" →
 * "&"), blocks separated by a space, runs of white space made one. What search indexes and
 * what excerpts are cut from, so an excerpt never shows markup.
 */
export function postText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name) => {
        if (BLOCKS.has(name)) parts.push(' ');
      },
      onclosetag: (name) => {
        if (BLOCKS.has(name)) parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
