import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DesktopBridge } from '@vitrine/shared/desktop-bridge';
import { DesktopRoot } from './DesktopRoot';
import './renderer.css';

declare global {
  interface Window {
    /** Exposed by the preload (contextBridge); absent when the page is opened any other way. */
    vitrine?: DesktopBridge;
  }
}

const root = createRoot(document.getElementById('root')!);
if (window.vitrine) {
  root.render(
    <StrictMode>
      <DesktopRoot bridge={window.vitrine} />
    </StrictMode>,
  );
} else {
  root.render(<p className="desktop-missing-bridge">Abra esta tela pelo aplicativo Vitrine Admin.</p>);
}
