import { useEffect, useRef, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { errorMessage } from '@vitrine/shared/api-client';
import { brand } from '@vitrine/shared/brand';
import { lgpdMessages } from '@vitrine/shared/lgpd';
import { api } from '../../api';
import { useClientValue } from '../../useClientValue';
import { RequestForm } from './RequestForm';
import type { State } from './requestState';
import { ConfirmedStep, ConfirmStep, SentStep, stepHeading } from './RequestSteps';

/** The query parameter of the confirmation link mailed to the person (the API's DSR_CONFIRM_PARAM). */
const CONFIRM_PARAM = 'confirmar';
/** The section's anchor: the page's introduction links here first. */
export const SUBJECT_REQUEST_SECTION_ID = 'seus-direitos';
const SECTION_ID = SUBJECT_REQUEST_SECTION_ID;

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
          {stepHeading(state)}
        </h2>
        <p>
          Você pode pedir acesso aos dados que temos sobre você, a correção de algo errado, a eliminação dos dados ou
          revogar um consentimento. Confirmamos o pedido pelo seu e-mail e respondemos em até 15 dias. Dúvidas:{' '}
          <a href={`mailto:${brand.dpoEmail}`}>{brand.dpoEmail}</a>.
        </p>
      </div>
      <div className="lgpd-request__body">
        {state.step === 'confirm' ? (
          <ConfirmStep state={state} confirm={confirm} startOver={() => setState({ step: 'form' })} />
        ) : state.step === 'confirmed' ? (
          <ConfirmedStep state={state} />
        ) : state.step === 'sent' ? (
          <SentStep state={state} />
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
