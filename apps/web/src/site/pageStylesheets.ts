/**
 * A prerendered page carries its critical CSS inline and its full stylesheets at the end of the
 * body (scripts/postbuild.ts) as links that have their address only in `data-href`: the browser
 * neither fetches nor parses them while the page loads (parsing them, even held back, was a task
 * of its own after the first paint on a slow phone). The inline rules already style everything
 * the markup shows; `applyPageStylesheets` gives the links their address, which puts the full
 * files on the screen for what it does not show yet (menus, dialogs, hover states, what an island
 * renders). Each link keeps its place at the end of the body, so the cascade is the same as if
 * it had loaded with the page. Resolves once they have loaded (or failed: the inline rules stay).
 */
let applied: Promise<void> | undefined;
export function applyPageStylesheets(): Promise<void> {
  applied ??= Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[data-page-styles][data-href]')].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          // The attribute as the build wrote it: the bundler's preload helper looks for
          // `link[href="/assets/…"]` before loading a chunk's stylesheet again.
          link.setAttribute('href', link.dataset.href!);
        }),
    ),
  ).then(() => undefined);
  return applied;
}

/**
 * Styles that code adds later (an island's chunk, the page a client-side navigation opens) are
 * appended to the head by the bundler's preload helper, where they would come before the page's
 * stylesheets in the cascade and lose to them. So each one is moved to the end of the body as it
 * is added, before it has loaded: it follows the page's stylesheets, as it did when those sat in
 * the head. Moving the page's own stylesheets to the head instead would make the browser parse
 * them again and restyle the whole page twice more, seconds of work on a slow phone. Called first
 * by both entries (islands.ts, main.tsx); the admin's pages carry no stylesheet in the body, and
 * are left alone.
 */
export function keepPageStylesheetsFirst(): void {
  if (!document.querySelector('body > link[rel="stylesheet"]')) return;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') document.body.append(node);
  }).observe(document.head, { childList: true });
}
