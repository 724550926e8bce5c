import { Button, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@vitrine/shared/messages';
import { useAdmin } from '../../app/AdminContext';
import { ChangePasswordForm } from './ChangePasswordForm';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '16px' },
  card: {
    width: '100%',
    maxWidth: '480px',
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

/** An account with a temporary password sets its own before anything else. */
export function ForcedPasswordChange() {
  const styles = useStyles();
  const { logout } = useAdmin();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Title2 as="h1">Defina sua senha</Title2>
        <MessageBar intent="warning">
          <MessageBarBody>
            {messages.users.mustChangePassword} Informe a senha temporária recebida e escolha uma nova.
          </MessageBarBody>
        </MessageBar>
        {/* The form stores the new session (mustChangePassword off), which leaves this screen. */}
        <ChangePasswordForm />
        <Button appearance="subtle" onClick={() => void logout()} style={{ alignSelf: 'flex-start' }}>
          Sair
        </Button>
      </div>
    </main>
  );
}
