import { Subtitle1 } from '@fluentui/react-components';
import { Panel } from '../../components/Panel';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/**
 * The signed-in person's own account (password, two-factor sign-in, sessions), the same on
 * 'Alterar senha' and under an Admin's users grid.
 */
export function OwnAccountPanels({
  passwordHeading,
  onTwoFactorChanged,
}: {
  passwordHeading?: string;
  onTwoFactorChanged?: () => void;
}) {
  return (
    <>
      <Panel>
        {/* Under the users grid the form needs a heading of its own; on 'Alterar senha' the page title is it. */}
        {passwordHeading && (
          <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 12 }}>
            {passwordHeading}
          </Subtitle1>
        )}
        <ChangePasswordForm />
      </Panel>
      <Panel>
        <TwoFactorPanel onChanged={onTwoFactorChanged} />
      </Panel>
      <Panel>
        <SessionsPanel />
      </Panel>
    </>
  );
}
