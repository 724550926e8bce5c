import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { AdminDialog } from '../components/AdminDialog';
import { normalizeReferenceUrl } from '../lib/reference-url';

/** Asks for the reference URL; answers it with https:// prefixed when missing, or null. */
export function ReferenceDialog({
  selectedText,
  onClose,
}: {
  selectedText: string;
  onClose(url: string | null): void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const url = normalizeReferenceUrl(value);
    if (!url) {
      setError('Informe um endereço válido, por exemplo www.exemplo.com.br/artigo.');
      return;
    }
    onClose(url);
  }

  return (
    <AdminDialog
      title="Inserir referência"
      onDismiss={() => onClose(null)}
      onSubmit={submit}
      stackGap={12}
      actions={
        <>
          <Button appearance="secondary" onClick={() => onClose(null)}>
            Cancelar
          </Button>
          <Button type="submit" appearance="primary">
            Inserir
          </Button>
        </>
      }
    >
      <span>
        {selectedText
          ? `O texto selecionado (“${selectedText}”) vai apontar para o endereço informado.`
          : 'O endereço será inserido no texto como link de referência.'}
      </span>
      <Field label="Endereço (URL)" required validationMessage={error} hint="https:// é adicionado se faltar.">
        <Input
          value={value}
          onChange={(_, d) => {
            setValue(d.value);
            setError(undefined);
          }}
          placeholder="www.exemplo.com.br/artigo"
          inputMode="url"
        />
      </Field>
    </AdminDialog>
  );
}
