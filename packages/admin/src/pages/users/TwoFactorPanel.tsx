import type { ReactNode } from 'react';
import { Badge, Spinner, Subtitle1 } from '@fluentui/react-components';
import { ShieldKeyhole20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { Notice } from '../../components/Notice';
import { TotpEnrolmentForm } from './TotpEnrolmentForm';
import { TotpDisableForm, TotpEnableForm } from './TotpOnOffForms';
import { TotpRecoveryCodes } from './TotpRecoveryCodes';
import { useTwoFactorStyles } from './twoFactorStyles';
import { useTwoFactor } from './useTwoFactor';

const m = messages.totp;

/**
 * Two-factor sign-in for the signed-in person, in the "Alterar senha" area: enrol with the
 * QR code (or the key typed by hand), confirm with a code, see the 10 recovery codes once,
 * or turn it off with the password and a code.
 */
/** `onChanged`: the state changed (on or off), so a screen showing it elsewhere (the users grid) refreshes. */
export function TwoFactorPanel({ onEnabled, onChanged }: { onEnabled?: () => void; onChanged?: () => void }) {
  const styles = useTwoFactorStyles();
  const tf = useTwoFactor(onChanged);
  const { status, enrolment, recoveryCodes } = tf;

  const heading = (
    <div className={styles.heading}>
      <ShieldKeyhole20Regular />
      <Subtitle1 as="h2">{m.enrolTitle}</Subtitle1>
      {status.data && (
        <Badge appearance="tint" color={status.data.enabled ? 'success' : 'informative'} data-testid="totp-state">
          {status.data.enabled ? 'Ativada' : 'Desativada'}
        </Badge>
      )}
    </div>
  );
  const frame = (body: ReactNode) => (
    <div className={styles.root}>
      {heading}
      {body}
    </div>
  );

  if (recoveryCodes) {
    return frame(
      <TotpRecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          tf.setRecoveryCodes(null);
          status.reload();
          onEnabled?.();
        }}
      />,
    );
  }
  if (!status.data) {
    return frame(
      status.error ? (
        <Notice intent="error">Não foi possível consultar a verificação em duas etapas.</Notice>
      ) : (
        <Spinner size="small" label="Carregando..." />
      ),
    );
  }
  if (enrolment) return frame(<TotpEnrolmentForm tf={tf} enrolment={enrolment} />);
  if (!status.data.enabled) return frame(<TotpEnableForm tf={tf} />);
  return frame(<TotpDisableForm tf={tf} recoveryCodesLeft={status.data.recoveryCodesLeft} />);
}
