import { Body1, Button, Field, Input, Spinner } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import type { TotpEnrolment } from '@vitrine/shared/schemas';
import { useNotify } from '../../core/useNotify';
import { BusyButton } from '../../components/BusyButton';
import { useTwoFactorStyles } from './twoFactorStyles';
import type { TwoFactorState } from './useTwoFactor';

/** The key in groups of four characters, as authenticator apps show it. */
const secretGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

/** Enrolling: the QR code (or the key typed by hand), then a code from the app to confirm. */
export function TotpEnrolmentForm({ tf, enrolment }: { tf: TwoFactorState; enrolment: TotpEnrolment }) {
  const styles = useTwoFactorStyles();
  const notify = useNotify();
  const { qr, problem, code, busy } = tf;
  return (
    <div className={styles.enrol}>
      {qr ? (
        <img
          className={styles.qr}
          src={qr}
          alt="QR code para cadastrar a conta no aplicativo autenticador"
          data-testid="totp-qr"
        />
      ) : (
        <div className={styles.qr} style={{ display: 'grid', placeItems: 'center' }}>
          <Spinner size="small" />
        </div>
      )}
      <form className={styles.steps} onSubmit={tf.confirm} noValidate aria-label="Confirmar verificação em duas etapas">
        <Body1>
          1. No aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…), leia o QR code ou
          digite a chave abaixo.
        </Body1>
        <div className={styles.secretRow}>
          <code className={styles.secret} data-testid="totp-secret" aria-label="Chave para digitar no aplicativo">
            {secretGroups(enrolment.secret).map((group, i) => (
              <span key={i} className={styles.secretGroup}>
                {group}
              </span>
            ))}
          </code>
          <Button
            icon={<Copy20Regular />}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(enrolment.secret)
                .then(() => notify('success', messages.admin.totpKeyCopied))
                .catch(() => notify('error', messages.admin.totpKeyCopyError))
            }
          >
            Copiar chave
          </Button>
        </div>
        <Body1>2. Digite o código de 6 dígitos que o aplicativo mostrar.</Body1>
        <Field label="Código do aplicativo" required validationMessage={problem.code}>
          <Input
            name="totp-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(_, d) => {
              tf.setCode(d.value);
              tf.setProblem({});
            }}
          />
        </Field>
        <div className={styles.row}>
          <BusyButton type="submit" appearance="primary" busy={busy}>
            Ativar
          </BusyButton>
          <Button appearance="subtle" onClick={() => tf.setEnrolment(null)} disabled={busy}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}
