import { messages } from '@vitrine/shared/messages';
import { useAdmin, useSession } from '../../core/AdminContext';
import { ForcedStepScreen } from './ForcedStepScreen';
import { TwoFactorPanel } from './TwoFactorPanel';

/** REQUIRE_2FA_FOR_ADMIN: an Admin without 2FA enrols before reaching any screen. */
export function ForcedTotpEnrolment() {
  const session = useSession();
  const { saveSession } = useAdmin();
  return (
    <ForcedStepScreen
      title="Ative a verificação em duas etapas"
      maxWidth={640}
      warning={messages.totp.requiredForAdmins}
    >
      <TwoFactorPanel onEnabled={() => saveSession({ ...session, mustEnableTotp: false })} />
    </ForcedStepScreen>
  );
}
