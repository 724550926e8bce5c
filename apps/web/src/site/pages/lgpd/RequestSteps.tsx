import { CircleAlert, CircleCheck, LoaderCircle, MailCheck } from 'lucide-react';
import { formatDate } from '@vitrine/shared/format';
import { DSR_REQUEST_KINDS, lgpdMessages } from '@vitrine/shared/lgpd';
import { headingText } from '../../components/headingText';
import type { State } from './requestState';

/** The section's heading for each step. */
export function stepHeading(state: State): string {
  return state.step === 'confirm'
    ? 'Confirme a sua solicitação'
    : state.step === 'confirmed'
      ? headingText(lgpdMessages.requestConfirmed)
      : state.step === 'sent'
        ? 'Verifique o seu e-mail'
        : 'Exerça seus direitos sobre os seus dados';
}

/** Back from the mailed link: one click registers the request; after a failure, a new one can be sent. */
export function ConfirmStep({
  state,
  confirm,
  startOver,
}: {
  state: State & { step: 'confirm' };
  confirm: (token: string) => void;
  startOver: () => void;
}) {
  return (
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
          <button type="button" className="lgpd-button lgpd-button--ghost" onClick={startOver}>
            Enviar nova solicitação
          </button>
        )}
      </div>
    </div>
  );
}

/** Registered: the protocol number and the date the answer is due. */
export function ConfirmedStep({ state }: { state: State & { step: 'confirmed' } }) {
  return (
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
  );
}

/** The form was sent: the person now looks for the link in their mail. */
export function SentStep({ state }: { state: State & { step: 'sent' } }) {
  return (
    <div className="lgpd-request__outcome" role="status">
      <MailCheck className="lgpd-request__ok" aria-hidden="true" size={28} />
      <p>
        {lgpdMessages.requestSent} Enviado para <strong>{state.email}</strong>. Não chegou? Veja a caixa de spam ou
        envie de novo em alguns minutos.
      </p>
    </div>
  );
}
