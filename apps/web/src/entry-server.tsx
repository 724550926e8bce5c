import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { PageHead } from '@vitrine/shared/seo';
import { App } from './App';
import { ServerRenderContext, type RenderContext } from './site/head/HeadContext';
import { IslandSlots, type IslandSlot } from './site/islands/Island';
import { wakesIslandsOnly } from './site/islands/islandPages';

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
  // The same providers around the page and around each island rendered apart; the browser's
  // island root (islands/hydrate.tsx) has the same single-child chain, so `useId` agrees.
  const within = (context: RenderContext, children: ReactNode) => (
    <StrictMode>
      <ServerRenderContext.Provider value={context}>
        <Router ssrPath={path} ssrSearch={search}>
          {children}
        </Router>
      </ServerRenderContext.Provider>
    </StrictMode>
  );
  const fresh = (): RenderContext => ({ ...data });
  // First pass: waits for every lazy page chunk and data promise the page suspends on (islands
  // included: they render in place here).
  const { prelude } = await prerenderToNodeStream(within(fresh(), <App />));
  for await (const _ of prelude) void _;
  // Second pass, with all of them resolved: plain markup. A boundary completed late in the
  // first pass comes out as hidden segments plus inline scripts that move them in place, and
  // the site's CSP (script-src 'self') blocks those scripts, so they must never ship.
  const context = fresh();
  const slots: IslandSlot[] | null = wakesIslandsOnly(path) ? [] : null;
  let html = renderToString(
    within(
      context,
      <IslandSlots.Provider value={slots}>
        <App />
      </IslandSlots.Provider>,
    ),
  );
  for (const slot of slots ?? []) {
    const island = renderToString(within(context, slot.element), { identifierPrefix: slot.key });
    html = fillIslandSlot(html, slot.key, island);
  }
  if (html.includes('<script')) throw new Error(`${path}: the page still suspends while rendering on the server`);
  return { html, head: context.head };
}

/** Puts an island rendered apart into its empty wrapper (islands/Island.tsx writes the key last). */
export function fillIslandSlot(page: string, key: string, island: string): string {
  const marker = `data-island-key="${key}"></div>`;
  const at = page.indexOf(marker);
  if (at < 0) throw new Error(`island ${key}: no place for it in the page`);
  const inside = at + marker.length - '</div>'.length;
  return page.slice(0, inside) + island + page.slice(inside);
}

export { fillShell } from './fill-shell';
