import { useState } from 'react';
import { Button, Field, Input, Tooltip } from '@fluentui/react-components';
import { Checkmark20Regular, Copy20Regular } from '@fluentui/react-icons';
import { AdminDialog } from '../../components/AdminDialog';
import { Notice } from '../../components/Notice';

/**
 * A temporary password (a new user's, or one an Admin reset), shown this once (the server keeps
 * only its hash). Closing the dialog forgets it, so Escape and a click outside do nothing until
 * it was copied or the Admin says it was noted ("Já anotei").
 */
export function TemporaryPasswordDialog(props: { username: string; password: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(props.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <AdminDialog
      title="Senha temporária"
      modalType="alert"
      onDismiss={() => copied && props.onClose()}
      stackGap={14}
      actions={
        <Button appearance="primary" onClick={props.onClose}>
          {copied ? 'Concluir' : 'Já anotei'}
        </Button>
      }
    >
      <Notice intent="warning">
        Esta senha é exibida apenas uma vez. Envie-a a <strong>{props.username}</strong> por um canal seguro; no
        primeiro acesso será pedida uma nova senha.
      </Notice>
      <Field label="Senha temporária">
        <Input
          readOnly
          value={props.password}
          data-testid="temporary-password"
          style={{ fontFamily: 'Consolas, "Courier New", monospace' }}
          onFocus={(e) => e.currentTarget.select()}
          contentAfter={
            <Tooltip content={copied ? 'Copiado' : 'Copiar senha'} relationship="label" visible={copied || undefined}>
              <Button
                appearance="transparent"
                size="small"
                icon={copied ? <Checkmark20Regular /> : <Copy20Regular />}
                onClick={() => void copy()}
              />
            </Tooltip>
          }
        />
      </Field>
      <span aria-live="polite" style={{ color: '#107c10', minHeight: 20 }}>
        {copied ? 'Copiado' : ''}
      </span>
    </AdminDialog>
  );
}
