import { useCallback, useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { CONTACT_AUTO_CLOSE_MS } from '@vitrine/shared/constants';
import { useScrollLock } from '../components/useScrollLock';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import { ContactThanks } from './ContactThanks';
import { useContactDraft } from './useContactDraft';
import './ContactOverlay.css';

/**
 * The full-screen contact form. Same technique as Modal (<dialog>.showModal(): focus stays
 * inside, the page behind is inert, Escape closes), with its own full-screen layout. The
 * draft lives here, outside the dialog's content, so closing by mistake loses nothing.
 */
export function ContactOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { values, touched, honeypot, setHoneypot, status, setStatus, reset, change, touchAll } = useContactDraft();
  useScrollLock(open);

  const close = useCallback(() => {
    // After a successful send the next visit starts with a blank form.
    if (status === 'success') reset();
    onClose();
  }, [status, reset, onClose]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      const opener = document.activeElement as HTMLElement | null;
      el.showModal();
      el.querySelector<HTMLElement>('#contact-name')?.focus();
      return () => opener?.focus?.();
    }
    if (!open && el.open) el.close();
  }, [open]);

  // The thank-you view closes itself (spec: 3 s) and leaves a fresh form behind.
  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => {
      reset();
      onClose();
    }, CONTACT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, reset, onClose]);

  return (
    <dialog
      ref={dialog}
      className="contact-overlay"
      aria-labelledby="contact-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open && (
        <div className="contact-overlay__layout">
          <button
            type="button"
            className="contact-overlay__close"
            onClick={close}
            aria-label="Fechar formulário de contato"
          >
            <X aria-hidden="true" size={24} />
          </button>
          <ContactInfo />
          <div className="contact-overlay__main">
            {status === 'success' ? (
              <ContactThanks />
            ) : (
              <ContactForm
                values={values}
                touched={touched}
                honeypot={honeypot}
                submitting={status === 'submitting'}
                onChange={change}
                onHoneypot={setHoneypot}
                onTouchAll={touchAll}
                onStatus={setStatus}
              />
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
