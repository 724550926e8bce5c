import { useCallback, useEffect, useRef, useState } from 'react';
import { Clock, Mail, MapPin, Phone, X } from 'lucide-react';
import { brand, formatAddress } from '@vitrine/shared/brand';
import { CONTACT_AUTO_CLOSE_MS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { CONTACT_FIELDS, type ContactField } from '@vitrine/shared/schemas';
import { useScrollLock } from '../components/useScrollLock';
import { ContactForm } from './ContactForm';
import { ThankYouIllustration } from './ThankYouIllustration';
import { emptyContact, type ContactStatus, type ContactValues } from './contactForm';
import './ContactOverlay.css';

/**
 * The full-screen contact form. Same technique as Modal (<dialog>.showModal(): focus stays
 * inside, the page behind is inert, Escape closes), with its own full-screen layout. The
 * draft lives here, outside the dialog's content, so closing by mistake loses nothing.
 */
export function ContactOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [touched, setTouched] = useState<Set<ContactField>>(() => new Set());
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<ContactStatus>('idle');
  useScrollLock(open);

  const reset = useCallback(() => {
    setValues(emptyContact);
    setTouched(new Set());
    setHoneypot('');
    setStatus('idle');
  }, []);

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
          <aside className="contact-overlay__info">
            <p className="eyebrow">Contato</p>
            <h2 id="contact-title" className="contact-overlay__title">
              Vamos conversar sobre a sua operação
            </h2>
            <p className="contact-overlay__intro">
              Conte o seu desafio: um especialista da {brand.companyName} responde em até um dia útil.
            </p>
            <ul className="contact-overlay__facts">
              <li>
                <MapPin aria-hidden="true" size={20} />
                <span>
                  <strong>Escritório</strong>
                  {formatAddress()}
                </span>
              </li>
              <li>
                <Phone aria-hidden="true" size={20} />
                <span>
                  <strong>Telefone</strong>
                  <a href={brand.phoneHref}>{brand.phone}</a>
                </span>
              </li>
              <li>
                <Mail aria-hidden="true" size={20} />
                <span>
                  <strong>E-mail</strong>
                  <a href={`mailto:${brand.email}`}>{brand.email}</a>
                </span>
              </li>
              <li>
                <Clock aria-hidden="true" size={20} />
                <span>
                  <strong>Atendimento</strong>
                  Segunda a sexta, das 8h às 18h
                </span>
              </li>
            </ul>
          </aside>
          <div className="contact-overlay__main">
            {status === 'success' ? (
              <ContactThanks />
            ) : (
              <ContactForm
                values={values}
                touched={touched}
                honeypot={honeypot}
                submitting={status === 'submitting'}
                onChange={(field, value) => {
                  setValues((v) => ({ ...v, [field]: value }));
                  setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
                }}
                onHoneypot={setHoneypot}
                onTouchAll={() => setTouched(new Set(CONTACT_FIELDS))}
                onStatus={setStatus}
              />
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}

/**
 * The thank-you view. The form (and the focused button) has just left the page: focus goes to the
 * heading, so keyboard and screen-reader users land on the outcome instead of on <body>.
 */
function ContactThanks() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-thanks" role="status">
      <ThankYouIllustration />
      <h3 ref={heading} tabIndex={-1} className="contact-thanks__title">
        {messages.contact.thanks}
      </h3>
      <p className="contact-thanks__text">Recebemos a sua mensagem e retornaremos em breve.</p>
    </div>
  );
}
