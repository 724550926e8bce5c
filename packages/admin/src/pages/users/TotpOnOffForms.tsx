import { Body1, Field, Input } from '@fluentui/react-components';
import { messages } from '@vitrine/shared/messages';
import { PasswordInput } from '../../components/PasswordInput';
import { SubmitWithReason } from '../../components/SubmitWithReason';
import { useTwoFactorStyles } from './twoFactorStyles';
import type { TwoFactorState } from './useTwoFactor';

/** Off: what the second step is for, and the password that starts an enrolment. */
export function TotpEnableForm({ tf }: { tf: TwoFactorState }) {
  const styles = useTwoFactorStyles();
  return (
    <>
      <Body1 className={styles.muted}>
        Além da senha, peça um código do aplicativo autenticador do seu celular a cada entrada. Mesmo que alguém
        descubra sua senha, não conseguirá entrar sem o celular.
      </Body1>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void tf.start();
        }}
        noValidate
        aria-label="Ativar verificação em duas etapas"
      >
        {/* Re-authentication: a session alone must not be able to enrol someone else's authenticator. */}
        <Field label="Confirme sua senha" required validationMessage={tf.problem.password}>
          <PasswordInput
            name="totp-enrol-password"
            autoComplete="current-password"
            value={tf.password}
            onChange={(_, d) => tf.setPassword(d.value)}
          />
        </Field>
        <SubmitWithReason reason={tf.password ? null : 'Digite sua senha para continuar.'} busy={tf.busy}>
          Ativar verificação em duas etapas
        </SubmitWithReason>
      </form>
    </>
  );
}

/** On: the recovery codes left, and turning it off with the password and a code. */
export function TotpDisableForm({ tf, recoveryCodesLeft }: { tf: TwoFactorState; recoveryCodesLeft: number }) {
  const styles = useTwoFactorStyles();
  const { password, code, problem } = tf;
  return (
    <>
      <Body1 className={styles.muted} data-testid="recovery-left">
        {recoveryCodesLeft === 1
          ? 'Resta 1 código de recuperação.'
          : `Restam ${recoveryCodesLeft} códigos de recuperação.`}
      </Body1>
      <form className={styles.form} onSubmit={tf.disable} noValidate aria-label="Desativar verificação em duas etapas">
        {/* Not "Senha atual": that is the password-change form's field on the same screen. */}
        <Field label="Confirme sua senha" required validationMessage={problem.password}>
          <PasswordInput
            name="totp-disable-password"
            autoComplete="current-password"
            value={password}
            onChange={(_, d) => tf.setPassword(d.value)}
          />
        </Field>
        <Field label={messages.login.totpLabel} required validationMessage={problem.code}>
          <Input
            name="totp-disable-code"
            autoComplete="one-time-code"
            value={code}
            onChange={(_, d) => tf.setCode(d.value)}
          />
        </Field>
        <SubmitWithReason
          reason={password && code ? null : 'Preencha a senha e o código.'}
          busy={tf.busy}
          appearance="secondary"
        >
          Desativar verificação em duas etapas
        </SubmitWithReason>
      </form>
    </>
  );
}
