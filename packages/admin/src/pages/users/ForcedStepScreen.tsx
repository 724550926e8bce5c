import type { ReactNode } from 'react';
import { Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useAdmin } from '../../core/AdminContext';
import { Notice } from '../../components/Notice';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '16px' },
  card: {
    width: '100%',
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

export interface ForcedStepScreenProps {
  title: string;
  /** Why this comes before anything else, in a warning bar under the title. */
  warning: ReactNode;
  /** The card's width in pixels: the 2FA enrolment's QR code needs more room than a password form. */
  maxWidth: number;
  children: ReactNode;
}

/**
 * The one screen shell of what an account must do before reaching any other (set its own password,
 * enrol in 2FA): every such step looks the same and keeps Sair, the only other way out of it.
 */
export function ForcedStepScreen({ title, warning, maxWidth, children }: ForcedStepScreenProps) {
  const styles = useStyles();
  const { logout } = useAdmin();
  return (
    <main className={styles.page}>
      <div className={styles.card} style={{ maxWidth }}>
        <Title2 as="h1">{title}</Title2>
        <Notice intent="warning">{warning}</Notice>
        {children}
        <Button appearance="subtle" onClick={() => void logout()} style={{ alignSelf: 'flex-start' }}>
          Sair
        </Button>
      </div>
    </main>
  );
}
