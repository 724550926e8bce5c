import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { ApiError } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import { redirectInputSchema, type Redirect } from '@vitrine/shared/wordpress';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { AdminDialog } from '../../components/AdminDialog';
import { BusyButton } from '../../components/BusyButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const m = messages.redirects;

export type Editing = { id?: number; from_path: string; to_path: string };

/** The add/edit form: the shared schema's messages under each field, the server's when it refuses. */
export function RedirectDialog(props: { editing: Editing; onClose(): void; onSaved(): void }) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [value, setValue] = useState(props.editing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = redirectInputSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    await run(
      (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
        else notify('error', m.saveError, serverReason(error));
      },
      async () => {
        if (value.id) await api.updateRedirect(value.id, parsed.data);
        else await api.createRedirect(parsed.data);
        notify('success', m.saved);
        props.onSaved();
      },
    );
  }

  return (
    <AdminDialog
      title={value.id ? 'Editar redirecionamento' : 'Novo redirecionamento'}
      onDismiss={() => !busy && props.onClose()}
      onSubmit={(e) => void submit(e)}
      stackGap={12}
      actions={
        <>
          <Button onClick={props.onClose} disabled={busy}>
            Cancelar
          </Button>
          <BusyButton busy={busy} appearance="primary" type="submit">
            Salvar
          </BusyButton>
        </>
      }
    >
      <Field
        label="Endereço antigo"
        required
        validationMessage={errors.from_path}
        hint="Por exemplo /2023/05/meu-post/ ou /?p=123"
      >
        <Input value={value.from_path} onChange={(_, d) => setValue({ ...value, from_path: d.value })} />
      </Field>
      <Field
        label="Novo endereço"
        required
        validationMessage={errors.to_path}
        hint="Um caminho deste site, por exemplo /blog/meu-post"
      >
        <Input value={value.to_path} onChange={(_, d) => setValue({ ...value, to_path: d.value })} />
      </Field>
    </AdminDialog>
  );
}

interface DeleteProps {
  redirect: Redirect | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting a redirect sends its old address to the not-found page: said before it happens. */
export function DeleteRedirectDialog({ redirect, busy, onCancel, onConfirm }: DeleteProps) {
  return (
    <ConfirmDialog
      open={redirect !== null}
      title="Excluir redirecionamento"
      confirmLabel="Excluir"
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      Excluir o redirecionamento de <strong>{redirect?.from_path}</strong>? Quem usar o endereço antigo verá a página de
      não encontrado.
    </ConfirmDialog>
  );
}
