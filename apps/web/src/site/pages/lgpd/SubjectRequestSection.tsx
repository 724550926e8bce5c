import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, LoaderCircle, MailCheck, ShieldCheck } from 'lucide-react';
import { errorMessage } from '@vitrine/shared/api-client';
import { brand } from '@vitrine/shared/brand';
import { LIMITS } from '@vitrine/shared/constants';
import { formatDate } from '@vitrine/shared/format';
import { CONSENT_TEXT, DSR_REQUEST_KINDS, lgpdMessages, type DsrRequestKind } from '@vitrine/shared/lgpd';
import { paths } from '@vitrine/shared/routes';
import { dsrSiteRequestSchema, validate } from '@vitrine/shared/schemas';
import { api } from '../../api';
import { useClientValue } from '../../useClientValue';
import { headingText } from '../../components/headingText';

/** The query parameter of the confirmation link mailed to the person (the API's DSR_CONFIRM_PARAM). */
const CONFIRM_PARAM = 'confirmar';
/** The section's anchor: the page's introduction links here first. */
export const SUBJECT_REQUEST_SECTION_ID = 'seus-direitos';
const SECTION_ID = SUBJECT_REQUEST_SECTION_ID;

type Field = 'name' | 'email' | 'kind' | 'details';
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', kind: '', details: '' };

type State =
  | { step: 'form' }
  | { step: 'sending' }
  | { step: 'sent'; email: string }
  | { step: 'confirm'; token: string; busy: boolean; failure: string | null }
  | { step: 'confirmed'; protocol: string; deadline: string; kind: DsrRequestKind };

/**
 * "Exerça seus direitos" (LGPD art. 18) on /lgpd: a person asks for access, correction, deletion
 * or the withdrawal of consent. The API mails a link; opening it brings the person back here
 * (?confirmar=…), where one click registers the request and the protocol number goes by mail.
 * The link is read after hydration: the prerendered page has no query, so the first render
 * never depends on it.
 */
export function SubjectRequestSection() {
  // The token of the mailed link, read once hydrated (the prerendered page has no query).
  const linkToken = useClientValue(() => new URLSearchParams(window.location.search).get(CONFIRM_PARAM)?.trim() ?? '');
  const [acted, setState] = useState<State | null>(null);
  const state: State =
    acted ?? (linkToken ? { step: 'confirm', token: linkToken, busy: false, failure: null } : { step: 'form' });
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (linkToken) section.current?.scrollIntoView({ block: 'start' });
  }, [linkToken]);
  // Each new step moves focus to its heading, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (state.step !== 'form' && state.step !== 'sending') heading.current?.focus();
  }, [state.step]);

  const confirm = async (token: string) => {
    setState({ step: 'confirm', token, busy: true, failure: null });
    try {
      const done = await api.confirmSubjectRequest(token);
      setState({ step: 'confirmed', protocol: done.protocol, deadline: done.deadline_at, kind: done.kind });
    } catch (error) {
      setState({ step: 'confirm', token, busy: false, failure: errorMessage(error, lgpdMessages.verificationInvalid) });
    }
  };

  return (
    <section ref={section} id={SECTION_ID} className="lgpd-request" aria-labelledby="lgpd-request-title">
      <div className="lgpd-request__intro">
        <span className="lgpd-request__icon" aria-hidden="true">
          <ShieldCheck size={26} />
        </span>
        <p className="lgpd-request__eyebrow">LGPD, art. 18</p>
        <h2 id="lgpd-request-title" ref={heading} tabIndex={-1}>
          {state.step === 'confirm'
            ? 'Confirme a sua solicitação'
            : state.step === 'confirmed'
              ? headingText(lgpdMessages.requestConfirmed)
              : state.step === 'sent'
                ? 'Verifique o seu e-mail'
                : 'Exerça seus direitos sobre os seus dados'}
        </h2>
        <p>
          Você pode pedir acesso aos dados que temos sobre você, a correção de algo errado, a eliminação dos dados ou
          revogar um consentimento. Confirmamos o pedido pelo seu e-mail e respondemos em até 15 dias. Dúvidas:{' '}
          <a href={`mailto:${brand.dpoEmail}`}>{brand.dpoEmail}</a>.
        </p>
      </div>
      <div className="lgpd-request__body">
        {state.step === 'confirm' ? (
          <div className="lgpd-request__outcome">
            <p>Falta um passo: confirme para registrarmos o seu pedido e enviarmos o número de protocolo.</p>
            {state.failure && (
              <p className="lgpd-request__failure" role="alert">
                <CircleAlert aria-hidden="true" size={18} />
                {state.failure}
              </p>
            )}
            <div className="lgpd-request__actions">
              <button
                type="button"
                className="lgpd-button"
                disabled={state.busy}
                aria-busy={state.busy}
                onClick={() => confirm(state.token)}
              >
                {state.busy && <LoaderCircle className="spin" aria-hidden="true" size={18} />}
                Confirmar solicitação
              </button>
              {state.failure && (
                <button
                  type="button"
                  className="lgpd-button lgpd-button--ghost"
                  onClick={() => setState({ step: 'form' })}
                >
                  Enviar nova solicitação
                </button>
              )}
            </div>
          </div>
        ) : state.step === 'confirmed' ? (
          <div className="lgpd-request__outcome" role="status">
            <CircleCheck className="lgpd-request__ok" aria-hidden="true" size={28} />
            <p className="lgpd-request__protocol">
              Protocolo <strong>{state.protocol}</strong>
            </p>
            <p>
              Pedido: {DSR_REQUEST_KINDS[state.kind]}. Responderemos até <strong>{formatDate(state.deadline)}</strong>.
              Enviamos o número de protocolo para o seu e-mail.
            </p>
          </div>
        ) : state.step === 'sent' ? (
          <div className="lgpd-request__outcome" role="status">
            <MailCheck className="lgpd-request__ok" aria-hidden="true" size={28} />
            <p>
              {lgpdMessages.requestSent} Enviado para <strong>{state.email}</strong>. Não chegou? Veja a caixa de spam
              ou envie de novo em alguns minutos.
            </p>
          </div>
        ) : (
          <RequestForm
            sending={state.step === 'sending'}
            onSending={() => setState({ step: 'sending' })}
            onDone={(email) => setState(email ? { step: 'sent', email } : { step: 'form' })}
          />
        )}
      </div>
    </section>
  );
}

function RequestForm({
  sending,
  onSending,
  onDone,
}: {
  sending: boolean;
  onSending: () => void;
  onDone: (email: string | null) => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const result = validate(dsrSiteRequestSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['name', 'email', 'kind', 'details'] as const).find((f) => result.errors[f]);
      document.getElementById(first === 'kind' ? `${fieldId('kind')}-access` : fieldId(first!))?.focus();
      return;
    }
    setFailure(null);
    onSending();
    try {
      await api.sendSubjectRequest(result.data);
      onDone(result.data.email);
    } catch (error) {
      setFailure(errorMessage(error, 'Não foi possível enviar a solicitação agora. Tente novamente.'));
      onDone(null);
    }
  };

  const describedBy = (field: Field) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const error = (field: Field) => (
    <p id={errors[field] ? `${fieldId(field)}-error` : undefined} className="lgpd-field__error">
      {errors[field]}
    </p>
  );

  return (
    <form className="lgpd-request__form" onSubmit={submit} noValidate aria-label="Solicitação do titular">
      <div className="lgpd-request__row">
        <div className="lgpd-field">
          <label htmlFor={fieldId('name')}>Nome completo</label>
          <input
            id={fieldId('name')}
            className="field__input"
            autoComplete="name"
            maxLength={LIMITS.nameChars}
            value={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => set('name', e.target.value)}
          />
          {error('name')}
        </div>
        <div className="lgpd-field">
          <label htmlFor={fieldId('email')}>E-mail</label>
          <input
            id={fieldId('email')}
            className="field__input"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.emailChars}
            value={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            onChange={(e) => set('email', e.target.value)}
          />
          {error('email')}
        </div>
      </div>
      <fieldset className="lgpd-field lgpd-request__kinds" aria-describedby={describedBy('kind')}>
        <legend>O que você deseja?</legend>
        {(Object.keys(DSR_REQUEST_KINDS) as DsrRequestKind[]).map((kind) => (
          <label key={kind} className="lgpd-kind">
            <input
              type="radio"
              id={`${fieldId('kind')}-${kind}`}
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => set('kind', kind)}
            />
            <span>{DSR_REQUEST_KINDS[kind]}</span>
          </label>
        ))}
        {error('kind')}
      </fieldset>
      <div className="lgpd-field">
        <label htmlFor={fieldId('details')}>
          Detalhes <span className="lgpd-field__optional">(opcional)</span>
        </label>
        <textarea
          id={fieldId('details')}
          className="field__input"
          rows={3}
          maxLength={LIMITS.reasonChars}
          value={values.details}
          placeholder="Por exemplo: qual dado está errado e o valor correto."
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy('details')}
          onChange={(e) => set('details', e.target.value)}
        />
        {error('details')}
      </div>
      {failure && (
        <p className="lgpd-request__failure" role="alert">
          <CircleAlert aria-hidden="true" size={18} />
          {failure}
        </p>
      )}
      <div className="lgpd-request__actions">
        <p className="lgpd-request__consent">
          Usaremos estes dados só para atender ao seu pedido, conforme a nossa{' '}
          <a href={paths.privacy} target="_blank" rel="noopener">
            {CONSENT_TEXT.policyLink}
          </a>
          .
        </p>
        <button type="submit" className="lgpd-button" disabled={sending} aria-busy={sending}>
          {sending && <LoaderCircle className="spin" aria-hidden="true" size={18} />}
          {sending ? 'Enviando...' : 'Enviar solicitação'}
        </button>
      </div>
    </form>
  );
}
