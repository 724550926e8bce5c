import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate as changeAddress, useBrowserLocation } from 'wouter/use-browser-location';
import { isIslandName, islands, routesOf } from './registry';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * An island's router: the browser's address, and links that load the next page's HTML, except
 * to the addresses the island renders itself (registry.ts `routes`), which change in place.
 */
function islandLocation(routes: ((path: string) => boolean) | undefined) {
  const navigate: Navigate = (to, options) => {
    if (routes?.(new URL(to, window.location.href).pathname)) changeAddress(to, options);
    else if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
  return (): [string, Navigate] => [useBrowserLocation()[0], navigate];
}

/** Tells the loader the island is live: its effects (listeners included) have run. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Takes over one island's prerendered markup: loads its code, reads its props back from the
 * JSON the server wrote, and hydrates it on its own React root. Resolves once it is live.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const Component = await islands[name].load();
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  const hook = islandLocation(routesOf(name));
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <Router hook={hook}>
          <Ready onReady={resolve}>
            <Component {...props} />
          </Ready>
        </Router>
      </StrictMode>,
      // The prefix the server rendered it with (entry-server.tsx): the same `useId` ids.
      { identifierPrefix: element.dataset.islandKey },
    );
  });
}
