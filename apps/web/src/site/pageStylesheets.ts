/**
 * A prerendered page carries its critical CSS inline and its full stylesheets at the end of the
 * body (scripts/postbuild.ts), held back as print stylesheets (`data-page-styles`): they load
 * without holding the paint, and restyle nothing while the page loads. The inline rules already
 * style everything the markup shows; `applyPageStylesheets` puts the full files on the screen
 * for what it does not show yet (menus, dialogs, hover states, what an island renders).
 */
export function applyPageStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-page-styles][media="print"]')) {
    link.media = 'all';
  }
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
