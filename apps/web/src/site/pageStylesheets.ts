/**
 * A prerendered page carries its critical CSS inline and its full stylesheets at the end of the
 * body, where they hold no paint (scripts/postbuild.ts). Styles that code adds later (an island's
 * chunk, the page a client-side navigation opens) are appended to the head by the bundler, and
 * must keep following the page's stylesheets in the cascade, as when those sat in the head: so
 * the page's go back to the end of the head before any code can add one. By then they have
 * loaded (the browser runs module scripts after the stylesheets the parser found), and whatever
 * they style on screen the critical CSS styles alike, so the move changes nothing visible.
 * Called first by both entries: islands.ts and main.tsx.
 */
export function moveStylesheetsToHead(): void {
  for (const sheet of document.querySelectorAll('body > link[rel="stylesheet"]')) document.head.append(sheet);
}
