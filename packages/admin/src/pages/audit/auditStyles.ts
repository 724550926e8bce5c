import { makeStyles, tokens } from '@fluentui/react-components';

/** The audit screen's filter bar and pager. */
export const useAuditStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 1.2fr) minmax(200px, 1.4fr) minmax(140px, 1fr) minmax(140px, 1fr) auto',
    gap: '12px',
    alignItems: 'end',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Fluent's Dropdown asks for 250 px at least; in a narrow column it would spill out.
  dropdown: { minWidth: 0 },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '8px',
    marginTop: '10px',
    color: tokens.colorNeutralForeground2,
  },
});
