import { makeStyles, tokens } from '@fluentui/react-components';

/** The campaign editor's looks, shared by its sections. */
export const useCampaignStyles = makeStyles({
  // One column: the editor at full width, the preview below it at a real desktop width.
  layout: { display: 'flex', flexDirection: 'column', gap: '24px', minWidth: 0 },
  column: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'flex-end' },
  counts: { display: 'flex', gap: '16px', flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
  frameBox: {
    display: 'flex',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: '12px',
  },
  frame: { border: `1px solid ${tokens.colorNeutralStroke1}`, backgroundColor: '#fff', height: '640px' },
  // CKEditor's toolbar and wide images must not push the panel past a phone's width.
  editorBox: { minWidth: 0, maxWidth: '100%', overflowX: 'auto' },
  failures: { margin: 0, paddingLeft: '20px', color: tokens.colorPaletteRedForeground1 },
  saveFirst: { color: tokens.colorPaletteDarkOrangeForeground1 },
});
