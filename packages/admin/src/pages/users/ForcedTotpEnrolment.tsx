import { Button, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@vitrine/shared/messages';
import { useAdmin, useSession } from '../../app/AdminContext';
import { TwoFactorPanel } from './TwoFactorPanel';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '16px' },
  card: {
    width: '100%',
    maxWidth: '640px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    padding: '32px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    boxSizing: 'border-box',
  },
});

/** REQUIRE_2FA_FOR_ADMIN: an Admin without 2FA enrols before reaching any screen. */
export function ForcedTotpEnrolment() {
  const styles = useStyles();
  const session = useSession();
  const { saveSession, logout } = useAdmin();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Title2 as="h1">Ative a verificação em duas etapas</Title2>
        <MessageBar intent="warning">
          <MessageBarBody>{messages.totp.requiredForAdmins}</MessageBarBody>
        </MessageBar>
        <TwoFactorPanel onEnabled={() => saveSession({ ...session, mustEnableTotp: false })} />
        <Button appearance="subtle" onClick={() => void logout()} style={{ alignSelf: 'flex-start' }}>
          Sair
        </Button>
      </div>
    </main>
  );
}
