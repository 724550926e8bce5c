import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted brand fonts (no third-party font CDN: the visitor's IP stays with us).
import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import { App } from './App';
import { startBufferingMessages } from './site/platformMessages';

// Before anything else: the partner platform may post the onboarding session right away.
startBufferingMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
