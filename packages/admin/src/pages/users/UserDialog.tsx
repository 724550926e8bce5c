import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { ROLE_IDS, ROLE_LABELS, Role, toRoleId, type RoleId } from '@vitrine/shared/roles';
import { userInputSchema, validate, type User, type UserInput } from '@vitrine/shared/schemas';
import { AdminDialog } from '../../components/AdminDialog';
import { BusyButton } from '../../components/BusyButton';
import { PasswordInput } from '../../components/PasswordInput';
import { messages } from '@vitrine/shared/messages';
import { useFocusFirstInvalid } from '../../lib/focus-invalid';

export interface UserDialogProps {
  /** null: add a user; a user: edit it. */
  user: User | null;
  /** The user is the only Admin: their role cannot change (the server refuses it too). */
  onlyAdmin?: boolean;
  /** true: saved (the dialog closes); field messages: marked on the fields; false: stays open. */
  onSubmit(input: UserInput & { currentPassword?: string }): Promise<boolean | Record<string, string>>;
  onClose(): void;
}

/** Add or edit a user: username and role. The parent decides when it is open (it mounts it). */
export function UserDialog({ user, onlyAdmin = false, onSubmit, onClose }: UserDialogProps) {
  const fields = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(fields);
  const [username, setUsername] = useState(user?.username ?? '');
  const [role, setRole] = useState<RoleId>(user?.role ?? Role.Marketing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  // A new e-mail redirects the account's sign-in and mail: the server asks the Admin's password.
  const renaming = user !== null && username.trim().toLowerCase() !== user.username.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(userInputSchema, { username, role });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    if (renaming && !currentPassword) {
      setErrors({ currentPassword: messages.users.passwordRequired });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    const done = await onSubmit(renaming ? { ...checked.data, currentPassword } : checked.data);
    setBusy(false);
    if (done === true) onClose();
    else if (done) {
      setErrors(done);
      focusFirstInvalid();
    }
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
      <div ref={fields} style={{ display: 'contents' }}>
        <Field label="Usuário" required validationMessage={errors.username} hint="Normalmente o e-mail.">
          <Input
            value={username}
            onChange={(_, d) => {
              setUsername(d.value);
              setErrors(({ username: _taken, ...rest }) => rest);
            }}
            autoComplete="off"
          />
        </Field>
        {renaming && (
          <Field
            label="Confirme sua senha"
            required
            validationMessage={errors.currentPassword}
            hint="Necessária para alterar o e-mail de um usuário."
          >
            <PasswordInput
              name="user-current-password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(_, d) => setCurrentPassword(d.value)}
            />
          </Field>
        )}
        <RoleField role={role} onChange={setRole} error={errors.role} onlyAdmin={onlyAdmin} />
      </div>
    </AdminDialog>
  );
}

interface RoleFieldProps {
  role: RoleId;
  onChange: (role: RoleId) => void;
  error: string | undefined;
  onlyAdmin: boolean;
}

/** The role choice; the only Admin keeps theirs, with the reason beside it. */
function RoleField({ role, onChange, error, onlyAdmin }: RoleFieldProps) {
  return (
    <Field
      label="Perfil"
      required
      validationMessage={error}
      // Demoting the last Admin is not offered: the reason stands beside the choice.
      hint={onlyAdmin ? messages.admin.lastAdmin : undefined}
    >
      <RadioGroup
        layout="horizontal"
        value={String(role)}
        onChange={(_, d) => onChange(toRoleId(d.value, Role.Marketing))}
      >
        {ROLE_IDS.map((id) => (
          <Radio key={id} value={String(id)} label={ROLE_LABELS[id]} disabled={onlyAdmin && id !== Role.Admin} />
        ))}
      </RadioGroup>
    </Field>
  );
}
