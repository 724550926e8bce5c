import { makeStyles, tokens } from '@fluentui/react-components';

/** The two-step panel's looks, shared by its stages (enrol, recovery codes, on, off). */
export const useTwoFactorStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '14px', maxWidth: '560px' },
  heading: { display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' },
  enrol: { display: 'flex', gap: '20px', flexWrap: 'wrap', alignItems: 'flex-start' },
  qr: {
    width: '180px',
    height: '180px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '8px',
    backgroundColor: '#fff',
  },
  steps: { display: 'flex', flexDirection: 'column', gap: '12px', flex: '1 1 240px', minWidth: 0 },
  secret: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '14px',
    letterSpacing: '0.06em',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '0.6em',
    rowGap: '2px',
    padding: '6px 10px',
    borderRadius: '6px',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // A group of four never breaks across lines: the key is read and typed group by group.
  secretGroup: { whiteSpace: 'nowrap' },
  secretRow: { display: 'flex', alignItems: 'flex-start', gap: '8px', flexWrap: 'wrap' },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
    columnGap: '28px',
    rowGap: '6px',
    margin: 0,
    padding: '12px 16px',
    listStyle: 'none',
    borderRadius: '8px',
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '15px',
  },
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '420px' },
  muted: { color: tokens.colorNeutralForeground3 },
});
