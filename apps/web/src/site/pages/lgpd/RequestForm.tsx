import { CircleAlert, LoaderCircle } from 'lucide-react';
import { LIMITS } from '@vitrine/shared/constants';
import { CONSENT_TEXT, DSR_REQUEST_KINDS, type DsrRequestKind } from '@vitrine/shared/lgpd';
import { paths } from '@vitrine/shared/routes';
import type { Field, Values } from './requestState';
import { useRequestForm } from './useRequestForm';

/** The person's request: who they are, what they want, and any detail that helps. */
export function RequestForm({
  sending,
  onSending,
  onDone,
}: {
  sending: boolean;
  onSending: () => void;
  onDone: (email: string | null) => void;
}) {
  const { values, errors, failure, fieldId, set, submit } = useRequestForm({ sending, onSending, onDone });
  const fieldProps = { values, errors, fieldId, set };
  return (
    <form className="lgpd-request__form" onSubmit={submit} noValidate aria-label="Solicitação do titular">
      <RequestFields {...fieldProps} />
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

interface FieldsProps {
  values: Values;
  errors: Partial<Record<Field, string>>;
  fieldId: (field: Field) => string;
  set: (field: Field, value: string) => void;
}

/** The form's inputs, each with its message line (the kinds as radio buttons). */
function RequestFields({ values, errors, fieldId, set }: FieldsProps) {
  const describedBy = (field: Field) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const error = (field: Field) => (
    <p id={errors[field] ? `${fieldId(field)}-error` : undefined} className="lgpd-field__error">
      {errors[field]}
    </p>
  );

  return (
    <>
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
    </>
  );
}
