import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { ChangePasswordForm } from './ChangePasswordForm';

/** 'Alterar Senha' of the roles without the users list. */
export function ChangePasswordPage() {
  return (
    <>
      <PageHeader title="Alterar Senha" subtitle="Defina uma nova senha para a sua conta." />
      <Panel>
        <ChangePasswordForm />
      </Panel>
    </>
  );
}
