import { useMemo, useState, type FormEvent } from 'react';
import { RotateCw, Send } from 'lucide-react';
import { messages } from '@vitrine/shared/messages';
import { LIMITS } from '@vitrine/shared/constants';
import { CONSENT_TEXT } from '@vitrine/shared/lgpd';
import { paths } from '@vitrine/shared/routes';
import { CONTACT_HONEYPOT_FIELD, type ContactField } from '@vitrine/shared/schemas';
import { track } from '../analytics';
import { api } from '../api';
import { leadSource } from '../leadSource';
import {
  contactErrors,
  displayValue,
  firstInvalidField,
  nextValue,
  visibleErrors,
  type ContactStatus,
  type ContactValues,
} from './contactForm';

interface ContactFormProps {
  values: ContactValues;
  touched: ReadonlySet<ContactField>;
  honeypot: string;
  submitting: boolean;
  onChange: (field: ContactField, value: string) => void;
  onHoneypot: (value: string) => void;
  onTouchAll: () => void;
  onStatus: (status: ContactStatus) => void;
}

const fields: Array<{ field: ContactField; label: string; type?: string; autoComplete: string; wide?: boolean }> = [
  { field: 'name', label: 'Nome', autoComplete: 'name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Telefone', type: 'tel', autoComplete: 'tel-national' },
  { field: 'subject', label: 'Assunto', autoComplete: 'off' },
];

// The API's limits, so nobody types a message the server would refuse (the phone mask has its own).
const MAX_LENGTH: Partial<Record<ContactField, number>> = {
  name: LIMITS.nameChars,
  email: LIMITS.emailChars,
  subject: LIMITS.subjectChars,
};

export function ContactForm(props: ContactFormProps) {
  const { values, touched, honeypot, submitting, onChange, onHoneypot, onTouchAll, onStatus } = props;
  const errors = useMemo(() => contactErrors(values), [values]);
  const shown = visibleErrors(errors, touched);
  // The last send failed: the visitor is told so, and the form keeps what they typed.
  const [sendFailed, setSendFailed] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = firstInvalidField(errors);
    if (invalid) {
      onTouchAll();
      document.getElementById(`contact-${invalid}`)?.focus();
      return;
    }
    onStatus('submitting');
    setSendFailed(false);
    try {
      await api.createContact({
        ...values,
        [CONTACT_HONEYPOT_FIELD]: honeypot,
        consent_page: window.location.pathname,
        source: leadSource(),
      });
      // The notification mail is a courtesy: its outcome never reaches the visitor.
      api.sendContact(values).catch(() => undefined);
      track('contact');
      onStatus('success');
    } catch (error) {
      // docs/PRODUCT.md §8: a failed send is logged and the form goes back to idle, as typed; the
      // visitor is also told, so the lead is not silently lost.
      console.error('Falha ao enviar o contato', error);
      setSendFailed(true);
      onStatus('idle');
    }
  }

  const describedBy = (field: ContactField) => (shown[field] ? `contact-${field}-error` : undefined);

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="contact-form__title">
        Envie uma mensagem
      </h3>
      <p className="contact-form__hint">Todos os campos são obrigatórios.</p>
      <div className="contact-form__grid">
        {fields.map(({ field, label, type, autoComplete }) => (
          <div key={field} className={`field${shown[field] ? ' field--invalid' : ''}`}>
            <label htmlFor={`contact-${field}`} className="field__label">
              {label}
            </label>
            <input
              id={`contact-${field}`}
              name={field}
              type={type ?? 'text'}
              className="field__input"
              value={displayValue(field, values[field])}
              onChange={(event) => onChange(field, nextValue(field, event.target.value))}
              autoComplete={autoComplete}
              maxLength={MAX_LENGTH[field]}
              inputMode={field === 'phone' ? 'numeric' : undefined}
              placeholder={field === 'phone' ? '(DD) 00000-0000' : undefined}
              aria-invalid={shown[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              aria-required="true"
            />
            <FieldError id={`contact-${field}-error`} message={shown[field]} />
          </div>
        ))}
        <div className={`field field--wide${shown.message ? ' field--invalid' : ''}`}>
          <label htmlFor="contact-message" className="field__label">
            Mensagem
          </label>
          <textarea
            id="contact-message"
            name="message"
            className="field__input field__input--area"
            rows={5}
            maxLength={LIMITS.messageChars}
            value={values.message}
            onChange={(event) => onChange('message', event.target.value)}
            aria-invalid={shown.message ? true : undefined}
            aria-describedby={describedBy('message')}
            aria-required="true"
          />
          <FieldError id="contact-message-error" message={shown.message} />
        </div>
        {/* Honeypot: hidden from people and assistive tech; bots that fill it are dropped by the API. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-website">Site</label>
          <input
            id="contact-website"
            name={CONTACT_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => onHoneypot(event.target.value)}
          />
        </div>
      </div>
      {sendFailed && (
        <div className="contact-form__failure" role="alert">
          <p>{messages.contact.sendFailed}</p>
          <button type="submit" className="btn btn--navy contact-form__retry" disabled={submitting}>
            <RotateCw aria-hidden="true" size={18} />
            {messages.contact.retry}
          </button>
        </div>
      )}
      <div className="contact-form__actions">
        <p className="contact-form__privacy" data-testid="contact-consent">
          {CONSENT_TEXT.contact}{' '}
          <a href={paths.privacy} target="_blank" rel="noopener">
            {CONSENT_TEXT.policyLink}
          </a>
          .
        </p>
        <button type="submit" className="btn contact-form__submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? <span className="spinner" aria-hidden="true" /> : <Send aria-hidden="true" size={18} />}
          {submitting ? 'Enviando...' : 'Enviar mensagem'}
        </button>
      </div>
    </form>
  );
}

/**
 * A field's message line, always there and a line high even when empty: a message appearing
 * fills the reserved line instead of pushing the fields below it down.
 */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={message ? id : undefined} className="field__error">
      {message}
    </p>
  );
}
