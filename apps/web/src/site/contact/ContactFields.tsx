import { LIMITS } from '@vitrine/shared/constants';
import { CONTACT_HONEYPOT_FIELD, type ContactField } from '@vitrine/shared/schemas';
import { displayValue, nextValue, type ContactErrors, type ContactValues } from './contactForm';

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

/** The form's inputs, each with its label and its message line, and the honeypot bots fill in. */
export function ContactFields({
  values,
  shown,
  honeypot,
  onChange,
  onHoneypot,
}: {
  values: ContactValues;
  shown: ContactErrors;
  honeypot: string;
  onChange: (field: ContactField, value: string) => void;
  onHoneypot: (value: string) => void;
}) {
  const describedBy = (field: ContactField) => (shown[field] ? `contact-${field}-error` : undefined);
  return (
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
