import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@vitrine/shared/api-client';
import { dsrSiteRequestSchema, validate } from '@vitrine/shared/schemas';
import { api } from '../../api';
import { EMPTY, type Field, type Values } from './requestState';

/**
 * The request form's values and messages, and its send: checked here first (focus goes to the
 * first field in error), then posted; `onDone` gets the address the link went to, or null.
 */
export function useRequestForm({
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

  return { values, errors, failure, fieldId, set, submit };
}
