import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { PageHead } from '@vitrine/shared/seo';
import { App } from './App';
import { ServerRenderContext, type RenderContext } from './site/head/HeadContext';

/** What the server read for the page: the post of /blog/{id}, the blog's first page. */
export type PageData = Pick<RenderContext, 'post' | 'posts' | 'publicUrl'>;

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

export { fillShell } from './fill-shell';
