import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Self-hosted brand fonts, Latin subsets only (see the stylesheet).
import './site/styles/fonts.css';
import { App } from './App';
import { preloadPage } from './site/SiteRoutes';
import { listenForContactButtons } from './site/contact/openContact';
import { applyPageStylesheets, keepPageStylesheetsFirst } from './site/pageStylesheets';
import { startBufferingMessages } from './site/platformMessages';

// Before anything else: the partner platform may post the onboarding session right away.
startBufferingMessages();
listenForContactButtons();
// Before a lazy page chunk or a client-side navigation adds styles, which must follow the page's.
keepPageStylesheetsFirst();
// A page that hydrates whole loads its full stylesheets now, for what its code renders (menus,
// tabs, forms); it hydrates once they are on the screen.
const pageStylesheets = applyPageStylesheets();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.firstElementChild) {
  // A prerendered page that hydrates whole (scripts/postbuild.ts; the islands pages run islands.ts
  // instead): load its code and stylesheets first, then take over the markup already on screen
  // without re-rendering it. No top-level await here: this module shares its chunk with what the
  // page's chunk imports (vite.config.ts), and a module awaiting its own importer would wait
  // forever.
  void Promise.all([preloadPage(window.location.pathname, window.location.search), pageStylesheets]).then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of one
    // long task (a default-priority hydration is not time-sliced): a phone stays responsive
    // while the page becomes interactive, and Lighthouse counts no blocking time for it.
    // public/boot.js keeps a button pressed before now and presses it again once hydrated.
    document.dispatchEvent(new Event('vitrine:hydrating'));
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  // The admin and the login are rendered in the browser only.
  createRoot(root).render(app);
}
