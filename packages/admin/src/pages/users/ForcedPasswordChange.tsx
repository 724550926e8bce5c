import { Text } from '@fluentui/react-components';
import { messages } from '@vitrine/shared/messages';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForcedStepScreen } from './ForcedStepScreen';

/** An account with a temporary password sets its own before anything else. */
export function ForcedPasswordChange() {
  return (
    <ForcedStepScreen
      title="Defina sua senha"
      maxWidth={480}
      warning={<>{messages.users.mustChangePassword} Informe a senha temporária recebida e escolha uma nova.</>}
    >
      {/* Confirmar waits, disabled, until the form can be sent: say so, so a first-time user knows why. */}
      <Text as="p" data-testid="forced-password-steps">
        Digite a senha temporária no primeiro campo e a nova senha (pelo menos 8 caracteres) no segundo. O botão{' '}
        <strong>Confirmar</strong> fica disponível quando os dois campos estiverem preenchidos e a nova senha for
        válida; até lá, o que falta aparece ao lado dele.
      </Text>
      {/* The form stores the new session (mustChangePassword off), which leaves this screen. */}
      <ChangePasswordForm />
    </ForcedStepScreen>
  );
}
