import { makeStyles, tokens } from '@fluentui/react-components';

/** One style sheet for the privacy screen's panels, so they look as one page. */
export const usePrivacyStyles = makeStyles({
  search: { display: 'flex', alignItems: 'flex-end', gap: '8px', flexWrap: 'wrap' },
  // Top-aligned, the button level with the input (below the field's 20 px label and 2 px gap): a
  // validation message under the input grows the field downwards without moving the button.
  lookup: { display: 'flex', alignItems: 'flex-start', gap: '8px', flexWrap: 'wrap' },
  lookupButton: { marginTop: '22px' },
  searchField: { flexGrow: 1, minWidth: '240px', maxWidth: '420px' },
  resultHead: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap', marginBottom: '12px' },
  resultTitle: { marginRight: 'auto' },
  counts: { display: 'flex', gap: '8px', flexWrap: 'wrap', marginBottom: '12px' },
  muted: { color: tokens.colorNeutralForeground3, display: 'block' },
  retention: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: '12px',
    margin: '8px 0 16px',
  },
  retentionItem: {
    padding: '10px 12px',
    borderRadius: '8px',
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
});
