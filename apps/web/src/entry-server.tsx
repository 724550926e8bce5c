import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { Post, PostListPage } from '@vitrine/shared/schemas';
import { headHtml, PUBLIC_URL_PLACEHOLDER, type PageHead } from '@vitrine/shared/seo';
import { App } from './App';
import {
  INITIAL_POST_ELEMENT_ID,
  INITIAL_POSTS_ELEMENT_ID,
  ServerRenderContext,
  type RenderContext,
} from './site/head/HeadContext';

/** What the server read for the page: the post of /blog/{id}, the blog's first page. */
export type PageData = Pick<RenderContext, 'post' | 'posts'>;

/**
 * Server-side render of one public page, used by the build's prerender (every page of the
 * route table) and by the server for /blog and /blog/{id}. Waits for the lazy page chunks, so
 * the markup is the page itself.
 */
export async function renderPage(
  path: string,
  search: string,
  data: PageData = {},
): Promise<{ html: string; head: PageHead | undefined }> {
  const tree = (context: RenderContext) => (
    <StrictMode>
      <ServerRenderContext.Provider value={context}>
        <Router ssrPath={path} ssrSearch={search}>
          <App />
        </Router>
      </ServerRenderContext.Provider>
    </StrictMode>
  );
  const fresh = (): RenderContext => ({ ...data });
  // First pass: waits for every lazy page chunk and data promise the page suspends on.
  const { prelude } = await prerenderToNodeStream(tree(fresh()));
  for await (const _ of prelude) void _;
  // Second pass, with all of them resolved: plain markup. A boundary completed late in the
  // first pass comes out as hidden segments plus inline scripts that move them in place, and
  // the site's CSP (script-src 'self') blocks those scripts, so they must never ship.
  const context = fresh();
  const html = renderToString(tree(context));
  if (html.includes('<script')) throw new Error(`${path}: the page still suspends while rendering on the server`);
  return { html, head: context.head };
}

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

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
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<!-- The bare shell[^>]*-->\s*/, '')
    .replace(/<meta name="robots"[^>]*>\s*/, '')
    .replace(HEAD_MARKER, head)
    .replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>${embedded}`);
}
