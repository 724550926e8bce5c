import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** 'Alterar Senha' of the roles without the users list: password, two-factor sign-in, sessions. */
export function ChangePasswordPage() {
  return (
    <>
      <PageHeader title="Alterar Senha" subtitle="Defina uma nova senha e proteja o acesso à sua conta." />
      <Panel>
        <ChangePasswordForm />
      </Panel>
      <Panel>
        <TwoFactorPanel />
      </Panel>
      <Panel>
        <SessionsPanel />
      </Panel>
    </>
  );
}
