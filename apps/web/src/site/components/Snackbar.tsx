import { useEffect } from 'react';
import { AlertTriangle, CheckCircle2, X, XCircle } from 'lucide-react';
import { SNACKBAR_MS } from '@vitrine/shared/constants';
import './Snackbar.css';

export type SnackbarTone = 'success' | 'warning' | 'error';

export interface SnackbarMessage {
  tone: SnackbarTone;
  text: string;
  /** Changes on every notice, so the same text twice restarts the timer. */
  key: number;
}

const icons = { success: CheckCircle2, warning: AlertTriangle, error: XCircle };

/**
 * A short notice at the bottom of the screen that hides itself after SNACKBAR_MS (spec: 4 s).
 * Success is announced politely (status); warnings and errors interrupt (alert).
 */
export function Snackbar({ message, onClose }: { message: SnackbarMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onClose, SNACKBAR_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);

  // The live region is always in the page so screen readers notice what appears in it.
  const Icon = message ? icons[message.tone] : null;
  return (
    <div className="snackbar-region">
      <div
        role={message?.tone === 'success' ? 'status' : 'alert'}
        aria-live={message?.tone === 'success' ? 'polite' : 'assertive'}
      >
        {message && Icon && (
          <div key={message.key} className={`snackbar snackbar--${message.tone}`}>
            <Icon aria-hidden="true" size={20} className="snackbar__icon" />
            <p className="snackbar__text">{message.text}</p>
            <button type="button" className="snackbar__close" onClick={onClose} aria-label="Fechar aviso">
              <X aria-hidden="true" size={18} />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
