import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useScrollLock } from './useScrollLock';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The site's one modal. Built on <dialog>.showModal(): the browser traps focus, makes the
 * page behind inert and closes on Escape; we add scroll locking, a backdrop click to close
 * and focus return to whatever opened it.
 */
export function Modal({ open, onClose, title, hideTitle, children, size = 'md', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      // showModal() focuses the first focusable element (the close button); a dialog whose
      // purpose is one field names it with data-autofocus instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // Escape is the keyboard way out (the dialog's cancel event); the backdrop click is the
    // pointer convenience, so the a11y rules about click handlers do not apply here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <header className={hideTitle ? 'modal__header modal__header--bare' : 'modal__header'}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Fechar">
              <X aria-hidden="true" size={22} />
            </button>
          </header>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
