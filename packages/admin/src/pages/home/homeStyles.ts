import { makeStyles, tokens } from '@fluentui/react-components';
import { SUNRISE } from '../../core/theme';

/** The dashboard's figures, chart legend and top pages. */
export const useHomeStyles = makeStyles({
  kpis: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: '16px',
    marginBottom: '20px',
  },
  kpi: { marginBottom: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  kpiLabel: { color: tokens.colorNeutralForeground3, fontSize: '13px' },
  kpiValue: { fontSize: '30px', fontWeight: 700, lineHeight: '36px' },
  unread: {
    marginBottom: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${SUNRISE}` },
  },
  legend: { display: 'flex', gap: '16px', fontSize: '12px', color: tokens.colorNeutralForeground3, flexWrap: 'wrap' },
  header: { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  topPages: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '6px' },
  topPage: { display: 'flex', justifyContent: 'space-between', gap: '16px', fontSize: '14px' },
  topPath: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  dot: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '50%', marginRight: '6px' },
});
