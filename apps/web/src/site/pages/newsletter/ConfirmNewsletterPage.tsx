import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react';
import { errorMessage } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import { api } from '../../api';
import { usePageMeta } from '../../usePageMeta';
import { Outcome } from './NewsletterOutcome';
import './cancel-newsletter.css';

const m = messages.newsletter;

type Status =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /confirmar-newsletter?token=… — double opt-in (NEWSLETTER_CONFIRM=true). Opening the link
 * confirms nothing (mail scanners open links); the button's POST does.
 */
export default function ConfirmNewsletterPage() {
  usePageMeta('Confirmar newsletter');
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    setStatus({ kind: 'submitting' });
    try {
      const { message } = await api.confirmSubscription(token);
      setStatus({ kind: 'done', message: message || m.confirmSuccess });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorMessage(error, m.confirmFailure) });
    }
  };

  return (
    <main id="conteudo" className="cancel-page">
      <section className="cancel-card" aria-labelledby="cancel-title">
        {!token ? (
          <Outcome tone="error" title={m.confirmTokenUnknown}>
            Use o link do e-mail de confirmação que enviamos para o seu endereço.
          </Outcome>
        ) : status.kind === 'done' ? (
          <Outcome tone="success" title={status.message}>
            Cada e-mail traz um link para cancelar a inscrição quando quiser.
          </Outcome>
        ) : (
          <>
            <span className="cancel-card__icon" aria-hidden="true">
              <MailCheck size={28} />
            </span>
            <h1 id="cancel-title" className="cancel-card__title">
              {m.confirmTitle}
            </h1>
            <p className="cancel-card__lead">{m.confirmText}</p>
            <form className="cancel-form" onSubmit={submit} aria-busy={status.kind === 'submitting'}>
              {status.kind === 'failed' && (
                <p className="cancel-form__error" role="alert">
                  <CircleAlert aria-hidden="true" size={18} />
                  {status.message}
                </p>
              )}
              <div className="cancel-form__actions">
                <button type="submit" className="cancel-form__submit" disabled={status.kind === 'submitting'}>
                  {status.kind === 'submitting' && <LoaderCircle className="spin" aria-hidden="true" size={18} />}
                  {status.kind === 'submitting' ? 'Confirmando...' : m.confirmButton}
                </button>
              </div>
            </form>
          </>
        )}
      </section>
    </main>
  );
}
