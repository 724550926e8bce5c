/**
 * The script of every prerendered public page (and of a post the server renders): a few
 * kilobytes without React. The page arrives as complete HTML and CSS; this wakes its islands
 * (site/islands/Island.tsx), each when it is needed, and nothing else ever loads code:
 * - `load` islands right after the first paint (and `data-load-with-query` ones, when the
 *   address has a query the server did not render);
 * - `visible` islands when they come within a screen of the viewport, once the visitor has made a
 *   first move (a page only looked at wakes none of them);
 * - `interaction` islands on the first pointer, touch, focus or key on them. A click that woke
 *   one is held and replayed once the island is live, so an early tap is never lost (links
 *   navigate at once unless the island claims them, data-claims-links);
 * - the contact island when a button asks for the contact form (contact/openContact.ts).
 * Parts that rise in as they come into view need no island (site/islands/reveal.ts).
 * React and each island's code come with the first island that wakes.
 */
import { track } from './site/analytics';
import { CONTACT_EVENT, CONTACT_HASH, listenForContactButtons, openContact } from './site/contact/openContact';
import { revealOnView } from './site/islands/reveal';
import './site/motion/pauseOffscreen';
import { markSettledAfterLoad } from './site/motion/settled';
import { applyPageStylesheets, keepPageStylesheetsFirst } from './site/pageStylesheets';
import { rememberVisit } from './site/leadSource';

// Before an island can wake and add its own styles, which must follow the page's.
keepPageStylesheetsFirst();
// Where this visit began, for the lead source a form sends (tab's sessionStorage only).
rememberVisit();

type Island = HTMLElement & {
  dataset: { island: string; when?: string; claimsLinks?: string; loadWithQuery?: string };
};

/** Each island's way to life, started at most once. */
const waking = new Map<Island, Promise<void>>();
const live = new Set<Island>();

function wake(island: Island): Promise<void> {
  let started = waking.get(island);
  if (!started) {
    island.dataset.waking = 'true';
    // What the island renders once live (open menus, carousel states) is styled by the full
    // files: it comes alive once they are on the screen. Given their address first, so the
    // island's chunk finds them and loads no copy.
    started = Promise.all([applyPageStylesheets(), import('./site/islands/hydrate')])
      .then(([, { hydrateIsland }]) => hydrateIsland(island))
      .then(() => {
        live.add(island);
        island.dataset.live = 'true';
      })
      .catch((error: unknown) => console.error(`Falha ao ativar ${island.dataset.island}`, error));
    waking.set(island, started);
  }
  return started;
}

// Islands inside another island come alive with it (their markup is part of its render).
const islands = [...document.querySelectorAll<Island>('[data-island]')].filter(
  (island) => !island.parentElement?.closest('[data-island]'),
);
const islandOf = (target: EventTarget | null): Island | undefined => {
  const element = target instanceof Element ? target.closest<Island>('[data-island]') : null;
  return element ? islands.find((island) => island === element || island.contains(element)) : undefined;
};

/**
 * A hover that woke an island happens again once it is live, if the pointer is still there:
 * React opens hover menus on mouseover events that come from outside its tree (no relatedTarget).
 */
function hoverAgain(island: Island) {
  const hovered = [...island.querySelectorAll(':hover')].pop();
  hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
}

// Interaction: the first sign of a visitor reaching for an island starts its code.
for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const island = islandOf(event.target);
      if (!island || island.dataset.when !== 'interaction' || waking.has(island)) return;
      const woken = wake(island);
      if (type === 'pointerover') void woken.then(() => hoverAgain(island));
    },
    { capture: true, passive: true },
  );
}

// A press on a control of an island that is not live yet waits for it, then happens again.
const CONTROL = 'button, [role="button"], summary, input, select, textarea, label';
document.addEventListener(
  'click',
  (event) => {
    const island = islandOf(event.target);
    if (!island || live.has(island) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const control = event.target.closest(CONTROL);
    const held = control ?? (link && island.dataset.claimsLinks !== undefined ? link : null);
    // Buttons of the contact form need no island of their own (listenForContactButtons).
    if (!held || held.closest('[data-opens-contact]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void wake(island).then(() => {
      if (held.isConnected) (held as HTMLElement).click();
    });
  },
  true,
);

// A form sent (Enter in a field) before its island is live: sent again once it is (the text
// typed so far is handed to the island's state, islands/hydrate.tsx).
document.addEventListener(
  'submit',
  (event) => {
    const island = islandOf(event.target);
    if (!island || live.has(island) || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    event.preventDefault();
    event.stopImmediatePropagation();
    void wake(island).then(() => {
      if (form.isConnected) form.requestSubmit();
    });
  },
  true,
);

// The contact form: its island wakes on the first request, which is then made again.
listenForContactButtons();
document.addEventListener(CONTACT_EVENT, () => {
  const contact = islands.find((island) => island.dataset.island === 'contact');
  if (contact && !live.has(contact)) void wake(contact).then(openContact);
});
// Arrived through a link to the contact form (openContact.ts): it opens at once.
if (window.location.hash === CONTACT_HASH) openContact();

const visible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const island = entry.isIntersecting ? islandOf(entry.target) : undefined;
      if (!island) continue;
      for (const part of island.children) visible.unobserve(part);
      void wake(island);
    }
  },
  // Within a screen of the viewport: the code arrives before the island is in view.
  { rootMargin: '100% 0px' },
);

/**
 * `visible` islands are watched from the visitor's first move (a scroll, a touch, a key, a
 * pointer): a carousel in the first screen then wakes with the first sign of life, and a page
 * that is only looked at, as a phone opening it does, runs no island code it did not ask for.
 */
function watchVisibleIslands() {
  // The island's wrapper has no box of its own (display: contents), so its parts are watched.
  for (const island of islands) {
    if (island.dataset.when === 'visible') for (const part of island.children) visible.observe(part);
  }
}
const FIRST_MOVES = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown'] as const;
function onFirstMove() {
  for (const type of FIRST_MOVES) window.removeEventListener(type, onFirstMove, true);
  // The page's full stylesheets load with the visitor's first sign of life (the hover it may be
  // about to make, the parts it scrolls to), not while the page loads: applied then, they
  // restyled the whole page in the middle of its loading, and parsing them was a task of its own
  // (postbuild.ts).
  void applyPageStylesheets();
  watchVisibleIslands();
}

function start() {
  for (const island of islands) {
    const withQuery = island.dataset.loadWithQuery !== undefined && window.location.search !== '';
    if (island.dataset.when === 'load' || withQuery) void wake(island);
  }
  for (const type of FIRST_MOVES) window.addEventListener(type, onFirstMove, { capture: true, passive: true });
  revealOnView();
  markSettledAfterLoad();
  // One page view per page (fire and forget), once the page is up.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => track('pageview'));
}

// Listening from here on: browser tests wait for this before they act. A button pressed before
// (public/boot.js kept it) is pressed again now, and its island wakes as for any early press.
document.dispatchEvent(new Event('vitrine:hydrating'));
document.documentElement.dataset.hydrated = 'true';

// requestAnimationFrame runs just before the next paint, the timeout just after it: the first
// paint never waits for an island's code. A tab opened in the background paints nothing yet.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
