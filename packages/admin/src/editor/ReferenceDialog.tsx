import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
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
    <Dialog open onOpenChange={(_, d) => !d.open && onClose(null)}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>Inserir referência</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
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
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onClose(null)}>
                Cancelar
              </Button>
              <Button type="submit" appearance="primary">
                Inserir
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
