import { Button, MessageBar, MessageBarBody, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
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
        {/* Spec: Confirmar shows only once both fields are filled; say so, or a first-time user sees only Sair. */}
        <Text as="p" data-testid="forced-password-steps">
          Digite a senha temporária no primeiro campo e a nova senha (pelo menos 8 caracteres) no segundo. O botão{' '}
          <strong>Confirmar</strong> aparece quando os dois campos estiverem preenchidos.
        </Text>
        {/* The form stores the new session (mustChangePassword off), which leaves this screen. */}
        <ChangePasswordForm />
        <Button appearance="subtle" onClick={() => void logout()} style={{ alignSelf: 'flex-start' }}>
          Sair
        </Button>
      </div>
    </main>
  );
}
