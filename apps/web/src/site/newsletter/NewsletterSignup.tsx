import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import { errorMessage } from '@vitrine/shared/api-client';
import { CONSENT_TEXT } from '@vitrine/shared/lgpd';
import { paths } from '@vitrine/shared/routes';
import { messages } from '@vitrine/shared/messages';
// The same rules as the API's newsletter schema, from the zod-free module: the footer is on
// every page, so it must not pull zod into the entry bundle.
import { emailProblem, newsletterFieldError, parseNewsletterEmail } from '@vitrine/shared/validation';
import { track } from '../analytics';
import { api } from '../api';
import { leadSource } from '../leadSource';
import { Snackbar, type SnackbarMessage, type SnackbarTone } from '../components/Snackbar';
import './NewsletterSignup.css';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** The footer's newsletter signup (docs/PRODUCT.md §4: idle, submitting, then success or error). */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [notice, setNotice] = useState<SnackbarMessage | null>(null);
  const counter = useRef(0);
  const inputId = useId();
  const fieldError = newsletterFieldError(email);

  const notify = (tone: SnackbarTone, text: string) => setNotice({ tone, text, key: ++counter.current });
  const hideNotice = useCallback(() => {
    setNotice(null);
    setStatus((s) => (s === 'submitting' ? s : 'idle'));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'submitting') return;
    const address = parseNewsletterEmail(email);
    if (!address) {
      notify('warning', emailProblem(email) ?? messages.form.emailInvalid);
      return;
    }
    setStatus('submitting');
    try {
      // With double opt-in on, the server's answer says to check the inbox.
      const { message } = await api.subscribe(address, window.location.pathname, leadSource());
      setStatus('success');
      setEmail('');
      notify('success', message || messages.newsletter.success);
      track('newsletter');
      // The welcome mail is best effort: the subscription already stands.
      api.sendWelcome(address).catch(() => undefined);
    } catch (error) {
      setStatus('error');
      notify('error', errorMessage(error, messages.newsletter.failure));
    }
  }

  const submitting = status === 'submitting';
  return (
    <form className="newsletter" onSubmit={submit} noValidate aria-label="Assinar a newsletter">
      <div className={`newsletter__field${fieldError ? ' newsletter__field--invalid' : ''}`}>
        <label htmlFor={inputId} className="visually-hidden">
          Seu e-mail corporativo
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          className="newsletter__input"
          placeholder="Seu e-mail corporativo"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
        />
        <button type="submit" className="btn newsletter__submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? <span className="spinner" aria-hidden="true" /> : null}
          {submitting ? 'Enviando...' : 'Assinar'}
          {!submitting && <ArrowRight aria-hidden="true" size={18} />}
        </button>
      </div>
      {fieldError && (
        <p id={`${inputId}-error`} className="newsletter__error">
          {fieldError}
        </p>
      )}
      <p className="newsletter__consent" data-testid="newsletter-consent">
        {CONSENT_TEXT.newsletter} <a href={paths.privacy}>{CONSENT_TEXT.policyLink}</a>.
      </p>
      <Snackbar message={notice} onClose={hideNotice} />
    </form>
  );
}
