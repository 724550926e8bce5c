import { PageHeader } from '../../components/PageHeader';
import { OwnAccountPanels } from './OwnAccountPanels';

/** 'Alterar senha' of the roles without the users list: password, two-factor sign-in, sessions. */
export function ChangePasswordPage() {
  return (
    <>
      <PageHeader title="Alterar senha" subtitle="Defina uma nova senha e proteja o acesso à sua conta." />
      <OwnAccountPanels />
    </>
  );
}
