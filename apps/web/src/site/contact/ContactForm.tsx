import { useMemo, useState, type FormEvent } from 'react';
import { RotateCw, Send } from 'lucide-react';
import { messages } from '@vitrine/shared/messages';
import { CONSENT_TEXT } from '@vitrine/shared/lgpd';
import { paths } from '@vitrine/shared/routes';
import { CONTACT_HONEYPOT_FIELD, type ContactField } from '@vitrine/shared/schemas';
import { track } from '../analytics';
import { api } from '../api';
import { leadSource } from '../leadSource';
import { ContactFields } from './ContactFields';
import { contactErrors, firstInvalidField, visibleErrors, type ContactStatus, type ContactValues } from './contactForm';

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

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="contact-form__title">
        Envie uma mensagem
      </h3>
      <p className="contact-form__hint">Todos os campos são obrigatórios.</p>
      <ContactFields values={values} shown={shown} honeypot={honeypot} onChange={onChange} onHoneypot={onHoneypot} />
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
