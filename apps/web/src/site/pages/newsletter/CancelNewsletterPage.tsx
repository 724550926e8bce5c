import { useId, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { CircleAlert, LoaderCircle, MailX } from 'lucide-react';
import { errorMessage } from '@vitrine/shared/api-client';
import { brand } from '@vitrine/shared/brand';
import { LIMITS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { api } from '../../api';
import { usePageMeta } from '../../usePageMeta';
import { Outcome } from './NewsletterOutcome';
import './cancel-newsletter.css';

/** Quick picks: most people leave for one of these, and a click is easier than typing. */
const REASONS = [
  'Recebo e-mails com muita frequência',
  'O conteúdo não é relevante para mim',
  'Não me lembro de ter me inscrito',
  'Prefiro acompanhar pelas redes sociais',
] as const;

type Status =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** Builds the reason sent to the server; empty means 'Não informado' there (spec §5). */
export function composeReason(picked: string | null, details: string): string {
  return [picked, details.trim()].filter(Boolean).join(' — ').slice(0, LIMITS.reasonChars);
}

/** /cancelar-newsletter?token=… — the link at the bottom of every newsletter mail. */
export default function CancelNewsletterPage() {
  usePageMeta('Cancelar newsletter');
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [picked, setPicked] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const detailsId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    setStatus({ kind: 'submitting' });
    try {
      const reason = composeReason(picked, details);
      const { message } = await api.cancelSubscription(token, reason || undefined);
      setStatus({ kind: 'done', message: message || messages.newsletter.cancelSuccess });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorMessage(error, messages.newsletter.cancelFailure) });
    }
  };

  return (
    <main id="conteudo" className="cancel-page">
      <section className="cancel-card" aria-labelledby="cancel-title">
        {!token ? (
          <Outcome tone="error" title={messages.newsletter.cancelTokenMissing}>
            Para cancelar sua inscrição, use o link “Cancelar inscrição” que aparece no final de qualquer e-mail da
            nossa newsletter.
          </Outcome>
        ) : status.kind === 'done' ? (
          <Outcome tone="success" title={status.message}>
            Você não receberá mais as newsletters da {brand.companyName}. Se mudar de ideia, é só se inscrever novamente
            pelo rodapé do site.
          </Outcome>
        ) : (
          <>
            <span className="cancel-card__icon" aria-hidden="true">
              <MailX size={28} />
            </span>
            <h1 id="cancel-title" className="cancel-card__title">
              Cancelar inscrição na newsletter
            </h1>
            <p className="cancel-card__lead">
              Que pena ver você partir! Se puder, conte por que está saindo — isso nos ajuda a melhorar o conteúdo que
              enviamos.
            </p>
            <form className="cancel-form" onSubmit={submit} aria-busy={status.kind === 'submitting'}>
              <fieldset className="cancel-form__reasons">
                <legend>Motivo (opcional)</legend>
                {REASONS.map((reason) => (
                  <label key={reason} className="cancel-chip">
                    <input
                      type="radio"
                      name="reason"
                      value={reason}
                      checked={picked === reason}
                      onChange={() => setPicked(reason)}
                      onClick={() => picked === reason && setPicked(null)}
                    />
                    <span>{reason}</span>
                  </label>
                ))}
              </fieldset>
              <label htmlFor={detailsId} className="cancel-form__label">
                Quer contar mais? <span>(opcional)</span>
              </label>
              <textarea
                id={detailsId}
                className="cancel-form__textarea"
                rows={4}
                maxLength={LIMITS.reasonChars}
                value={details}
                aria-describedby={hintId}
                onChange={(event) => setDetails(event.target.value)}
              />
              <p id={hintId} className="cancel-form__hint">
                Sem motivo informado, registramos “{messages.newsletter.cancelDefaultReason}”.
              </p>
              {status.kind === 'failed' && (
                <p className="cancel-form__error" role="alert">
                  <CircleAlert aria-hidden="true" size={18} />
                  {status.message}
                </p>
              )}
              <div className="cancel-form__actions">
                <button type="submit" className="cancel-form__submit" disabled={status.kind === 'submitting'}>
                  {status.kind === 'submitting' && <LoaderCircle className="spin" aria-hidden="true" size={18} />}
                  {status.kind === 'submitting' ? 'Cancelando...' : 'Confirmar cancelamento'}
                </button>
                <Link href="/" className="cancel-form__keep">
                  Quero continuar recebendo
                </Link>
              </div>
            </form>
          </>
        )}
      </section>
    </main>
  );
}
