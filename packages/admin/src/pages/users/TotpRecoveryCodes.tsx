import { Button } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { useNotify } from '../../core/useNotify';
import { Notice } from '../../components/Notice';
import { useTwoFactorStyles } from './twoFactorStyles';

interface Props {
  codes: string[];
  /** The person says the codes are put away: they are never shown again. */
  onDone: () => void;
}

/** The recovery codes, shown once right after enrolling. */
export function TotpRecoveryCodes({ codes, onDone }: Props) {
  const styles = useTwoFactorStyles();
  const notify = useNotify();
  return (
    <>
      <Notice intent="warning">
        Guarde estes códigos de recuperação em um lugar seguro. Cada um vale uma única entrada caso você perca o acesso
        ao aplicativo autenticador. Eles não serão mostrados novamente.
      </Notice>
      <ul className={styles.codes} aria-label="Códigos de recuperação" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button
          icon={<Copy20Regular />}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => notify('success', messages.admin.recoveryCodesCopied))
              .catch(() => notify('error', messages.admin.recoveryCodesCopyError))
          }
        >
          Copiar códigos
        </Button>
        <Button appearance="primary" onClick={onDone}>
          Já guardei os códigos
        </Button>
      </div>
    </>
  );
}
