import type { Post, PostListPage } from './site/api';
import { headHtml, PUBLIC_URL_PLACEHOLDER, type PageHead } from '@vitrine/shared/seo';
import { INITIAL_POST_ELEMENT_ID, INITIAL_POSTS_ELEMENT_ID } from './site/head/HeadContext';

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * `text` in place of the first match of `pattern`, taken literally. A replacement *string*
 * gives `$&`, `$'`, `` $` `` and `$1` their special meanings, so a post title holding them
 * (React writes `'` as `&#x27;`, so `$'` is easy to reach) spliced the shell into itself.
 * A replacer function's result is never interpreted.
 */
export const replaceLiterally = (source: string, pattern: string | RegExp, text: string): string =>
  source.replace(pattern, () => text);

/**
 * The built app shell with a page's head and markup written in. `publicUrl` is the
 * placeholder at build time and the real address when the server renders a post.
 */
export function fillShell(
  shell: string,
  page: { html: string; head: PageHead | undefined },
  publicUrl = PUBLIC_URL_PLACEHOLDER,
  data: { post?: { ref: string; post: Post | null }; posts?: PostListPage } = {},
): string {
  if (!shell.includes(HEAD_MARKER) || !shell.includes(ROOT_ELEMENT))
    throw new Error('index.html lacks the head marker or #root');
  const head = page.head ? headHtml(page.head, publicUrl) : '';
  // JSON for the browser's first render; never executed, so the CSP has nothing to say.
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const embedded =
    (data.post ? json(INITIAL_POST_ELEMENT_ID, data.post) : '') +
    (data.posts ? json(INITIAL_POSTS_ELEMENT_ID, data.posts) : '');
  const bare = shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<!-- The bare shell[^>]*-->\s*/, '')
    .replace(/<meta name="robots"[^>]*>\s*/, '');
  const withHead = replaceLiterally(bare, HEAD_MARKER, head);
  return replaceLiterally(withHead, ROOT_ELEMENT, `<div id="root">${page.html}</div>${embedded}`);
}
