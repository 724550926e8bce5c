import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: '10px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    padding: '20px',
    '@media (max-width: 1200px)': { padding: '16px' },
    boxSizing: 'border-box',
    marginBottom: '20px',
  },
});

/** The white card every admin section sits on. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  const styles = useStyles();
  return <section className={mergeClasses(styles.root, className)}>{children}</section>;
}
