import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@vitrine/shared/api-client';
import { Field, makeStyles } from '@fluentui/react-components';
import { messages } from '@vitrine/shared/messages';
import { newPasswordProblem } from '@vitrine/shared/schemas';
import { useAdmin, useSession } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { SubmitWithReason } from '../../components/SubmitWithReason';
import { PasswordInput } from '../../components/PasswordInput';
import { useFocusFirstInvalid } from '../../lib/focus-invalid';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '14px', maxWidth: '420px' },
});

/**
 * Current + new password. Confirmar is shown from the start and enabled once both fields are filled and the
 * new password meets the server's rules (the same check, from the shared schemas); until then it says why.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const styles = useStyles();
  const { api, saveSession } = useAdmin();
  const session = useSession();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The server's word on the current password ("A senha atual está incorreta."), on its field. */
  const [currentProblem, setCurrentProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const { busy, run } = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = newPasswordProblem(newPassword, session.username, password);
    setProblem(issue);
    setCurrentProblem(null);
    if (issue) return focusFirstInvalid();
    await run(
      (error) => {
        notify('error', messages.admin.passwordChangeError, serverReason(error));
        if (error instanceof ApiError) {
          setCurrentProblem(error.errors.password ?? null);
          setProblem(error.errors.newPassword ?? null);
          focusFirstInvalid();
        }
      },
      async () => {
        const result = await api.changeOwnPassword(password, newPassword);
        // The change ended every session, this one too: keep working on the new one it answered.
        saveSession({
          ...session,
          ...(result.token ? { token: result.token } : {}),
          mustChangePassword: false,
          mustEnableTotp: result.mustEnableTotp ?? false,
        });
        notify('success', messages.admin.passwordChanged);
        setPassword('');
        setNewPassword('');
        onChanged?.();
      },
    );
  }

  const waiting = waitingReason(password, newPassword, session.username);
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Alterar senha">
      <Field label="Senha atual" required validationMessage={currentProblem ?? undefined}>
        <PasswordInput
          name="current-password"
          autoComplete="current-password"
          value={password}
          onChange={(_, d) => {
            setPassword(d.value);
            setCurrentProblem(null);
          }}
        />
      </Field>
      <Field
        label="Nova senha"
        required
        validationMessage={problem ?? undefined}
        hint={problem ? undefined : 'Pelo menos 8 caracteres, diferente do usuário e da senha atual.'}
      >
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(_, d) => {
            setNewPassword(d.value);
            setProblem(null);
          }}
        />
      </Field>
      <SubmitWithReason reason={waiting} busy={busy}>
        Confirmar
      </SubmitWithReason>
    </form>
  );
}

/**
 * Confirmar waits, with the reason beside it, until the form can be sent: both fields filled
 * and a new password the server will take.
 */
function waitingReason(password: string, newPassword: string, username: string): string | null {
  return password.length === 0 || newPassword.length === 0
    ? 'Preencha a senha atual e a nova senha.'
    : newPasswordProblem(newPassword, username, password);
}
