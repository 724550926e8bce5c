import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { ROLE_IDS, ROLE_LABELS, Role, toRoleId, type RoleId } from '@vitrine/shared/roles';
import { userInputSchema, validate, type User, type UserInput } from '@vitrine/shared/schemas';
import { AdminDialog } from '../../components/AdminDialog';
import { BusyButton } from '../../components/BusyButton';

export interface UserDialogProps {
  /** null: add a user; a user: edit it. */
  user: User | null;
  onSubmit(input: UserInput): Promise<boolean>;
  onClose(): void;
}

/** Add or edit a user: username and role. The parent decides when it is open (it mounts it). */
export function UserDialog({ user, onSubmit, onClose }: UserDialogProps) {
  const [username, setUsername] = useState(user?.username ?? '');
  const [role, setRole] = useState<RoleId>(user?.role ?? Role.Marketing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(userInputSchema, { username, role });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const done = await onSubmit(checked.data);
    setBusy(false);
    if (done) onClose();
  }

  return (
    <AdminDialog
      title={user ? 'Editar usuário' : 'Adicionar usuário'}
      onDismiss={() => !busy && onClose()}
      onSubmit={submit}
      stackGap={14}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <BusyButton type="submit" appearance="primary" busy={busy}>
            {user ? 'Salvar' : 'Adicionar'}
          </BusyButton>
        </>
      }
    >
      <Field label="Usuário" required validationMessage={errors.username} hint="Normalmente o e-mail.">
        <Input value={username} onChange={(_, d) => setUsername(d.value)} autoComplete="off" />
      </Field>
      <Field label="Perfil" required validationMessage={errors.role}>
        <RadioGroup
          layout="horizontal"
          value={String(role)}
          onChange={(_, d) => setRole(toRoleId(d.value, Role.Marketing))}
        >
          {ROLE_IDS.map((id) => (
            <Radio key={id} value={String(id)} label={ROLE_LABELS[id]} />
          ))}
        </RadioGroup>
      </Field>
    </AdminDialog>
  );
}
