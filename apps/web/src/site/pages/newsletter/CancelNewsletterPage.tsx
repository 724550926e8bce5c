import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { CircleAlert, LoaderCircle, MailX } from 'lucide-react';
import { errorMessage } from '@vitrine/shared/api-client';
import { brand } from '@vitrine/shared/brand';
import { LIMITS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { api } from '../../api';
import { OPENS_CONTACT } from '../../contact/openContact';
import { useClientValue } from '../../useClientValue';
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
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'idle'; email: string }
  | { kind: 'submitting'; email: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; email: string; message: string };

/** Builds the reason sent to the server; empty means 'Não informado' there (docs/PRODUCT.md §5). */
export function composeReason(picked: string | null, details: string): string {
  return [picked, details.trim()].filter(Boolean).join(' — ').slice(0, LIMITS.reasonChars);
}

/**
 * /cancelar-newsletter?token=… — the link at the bottom of every newsletter mail. The link is
 * checked as the page opens (a read that cancels nothing): a used or unknown one says so at once,
 * with a way forward, instead of a form that could only fail. The prerendered page has no query,
 * so the first render is always "checking" (also in the browser, so hydration matches it).
 */
export default function CancelNewsletterPage() {
  usePageMeta('Cancelar newsletter');
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  // Null until hydrated: the prerendered page has no query, so its first render is "checking".
  const hydrated = useClientValue(() => true);
  // The link's check, for the token it answers; what the visitor does next, once it is valid.
  const [checked, setChecked] = useState<{ token: string; email: string | null } | null>(null);
  const [acted, setActed] = useState<Status | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.checkCancelToken(token).then(
      ({ email }) => current && setChecked({ token, email }),
      // Unknown, used, or unreachable: the form could not succeed either way.
      () => current && setChecked({ token, email: null }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const status: Status = !hydrated
    ? { kind: 'checking' }
    : !token
      ? { kind: 'invalid' }
      : checked?.token !== token
        ? { kind: 'checking' }
        : checked.email === null
          ? { kind: 'invalid' }
          : (acted ?? { kind: 'idle', email: checked.email });
  const setStatus = setActed;

  return (
    <main id="conteudo" className="cancel-page">
      <section className="cancel-card" aria-labelledby="cancel-title" aria-busy={status.kind === 'checking'}>
        {status.kind === 'checking' ? (
          <div className="cancel-checking">
            <LoaderCircle className="spin" aria-hidden="true" size={28} />
            <h1 id="cancel-title" className="cancel-card__title">
              {messages.newsletter.cancelLinkChecking}
            </h1>
          </div>
        ) : status.kind === 'invalid' ? (
          <InvalidLink />
        ) : status.kind === 'done' ? (
          <Outcome tone="success" title={status.message}>
            Você não receberá mais as newsletters da {brand.companyName}. Se mudar de ideia, é só se inscrever novamente
            pelo rodapé do site.
          </Outcome>
        ) : (
          <CancelForm
            token={token}
            email={status.email}
            submitting={status.kind === 'submitting'}
            failure={status.kind === 'failed' ? status.message : null}
            onStatus={setStatus}
          />
        )}
      </section>
    </main>
  );
}

interface CancelFormProps {
  token: string;
  email: string;
  submitting: boolean;
  failure: string | null;
  onStatus: (status: Status) => void;
}

function CancelForm({ token, email, submitting, failure, onStatus }: CancelFormProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const detailsId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    onStatus({ kind: 'submitting', email });
    try {
      const reason = composeReason(picked, details);
      const { message } = await api.cancelSubscription(token, reason || undefined);
      onStatus({ kind: 'done', message: message || messages.newsletter.cancelSuccess });
    } catch (error) {
      onStatus({ kind: 'failed', email, message: errorMessage(error, messages.newsletter.cancelFailure) });
    }
  };

  return (
    <>
      <span className="cancel-card__icon" aria-hidden="true">
        <MailX size={28} />
      </span>
      <h1 id="cancel-title" className="cancel-card__title">
        Cancelar inscrição na newsletter
      </h1>
      <p className="cancel-card__lead">
        Inscrição de <strong>{email}</strong>. Que pena ver você partir! Se puder, conte por que está saindo — isso nos
        ajuda a melhorar o conteúdo que enviamos.
      </p>
      <form className="cancel-form" onSubmit={submit} aria-busy={submitting}>
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
        {failure && (
          <p className="cancel-form__error" role="alert">
            <CircleAlert aria-hidden="true" size={18} />
            {failure}
          </p>
        )}
        <div className="cancel-form__actions">
          <button type="submit" className="cancel-form__submit" disabled={submitting}>
            {submitting && <LoaderCircle className="spin" aria-hidden="true" size={18} />}
            {submitting ? 'Cancelando...' : 'Confirmar cancelamento'}
          </button>
          <Link href="/" className="cancel-form__keep">
            Quero continuar recebendo
          </Link>
        </div>
      </form>
    </>
  );
}

/** A missing, used or unknown link: what probably happened, and where to go from here. */
function InvalidLink() {
  return (
    <div className="cancel-outcome cancel-outcome--error" role="alert">
      <span className="cancel-card__icon" aria-hidden="true">
        <CircleAlert size={28} />
      </span>
      <h1 id="cancel-title" className="cancel-card__title">
        {messages.newsletter.cancelLinkInvalidTitle}
      </h1>
      <p className="cancel-card__lead">
        Se você já cancelou por este link, a sua inscrição está cancelada e nada mais precisa ser feito. Se ainda recebe
        as nossas newsletters, use o link “Cancelar inscrição” do e-mail mais recente, ou fale com a gente e cancelamos
        para você.
      </p>
      <div className="cancel-outcome__actions">
        <button type="button" className="cancel-form__submit" {...OPENS_CONTACT}>
          Falar com a gente
        </button>
        <Link href="/" className="cancel-form__keep">
          Ir para a página inicial
        </Link>
      </div>
    </div>
  );
}
