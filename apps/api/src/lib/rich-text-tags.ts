/**
 * The tags of editor content kept by both sanitisers: a post's body (features/posts/post-html.ts)
 * and a newsletter campaign's (mail/campaign-mail.ts). Each adds what only it allows.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'h1',
  'h2',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'img',
  'figcaption',
  'br',
];
