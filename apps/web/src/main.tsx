import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Self-hosted brand fonts (no third-party font CDN: the visitor's IP stays with us).
import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import { App } from './App';
import { preloadPage } from './site/SiteRoutes';
import { startBufferingMessages } from './site/platformMessages';

// Before anything else: the partner platform may post the onboarding session right away.
startBufferingMessages();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.firstElementChild) {
  // A prerendered page (or a post the server rendered): load its code first, then take over
  // the markup already on screen without re-rendering it.
  await preloadPage(window.location.pathname, window.location.search);
  hydrateRoot(root, app);
} else {
  // The admin and the login are rendered in the browser only.
  createRoot(root).render(app);
}
