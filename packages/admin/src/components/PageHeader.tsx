import type { ReactNode } from 'react';
import { Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: '16px',
    flexWrap: 'wrap',
    marginBottom: '20px',
  },
  subtitle: { color: tokens.colorNeutralForeground3, fontWeight: 400, display: 'block', marginTop: '4px' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div>
        <Title2 as="h1">{title}</Title2>
        {subtitle && <Subtitle2 className={styles.subtitle}>{subtitle}</Subtitle2>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
