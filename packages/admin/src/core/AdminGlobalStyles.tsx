import { NAVY } from './theme';

/**
 * The few rules that style third-party DOM (CKEditor, AG Grid rows) and so cannot go
 * through Griffel's makeStyles. Scoped under .vitrine-admin where possible.
 */
/**
 * CKEditor's link dialog (a balloon CKEditor mounts under <body>, outside .vitrine-admin) with
 * the admin's Fluent buttons: "Inserir"/"Salvar" as the primary (brand navy), "Cancelar" as the
 * secondary (white, grey border), same size, radius and type as Fluent's medium Button.
 */
const FLUENT_BUTTON = `border-radius: 4px; min-height: 32px; padding: 5px 12px; font-family: 'Segoe UI', 'Segoe UI Web (West European)', -apple-system, sans-serif; font-size: 14px; font-weight: 600; line-height: 20px; cursor: pointer; transition: background-color .1s;`;
const LINK_FORM = ['.ck.ck-link-form', '.ck.ck-link-properties', '.ck.ck-link-actions'];
const each = (suffix: string) => LINK_FORM.map((form) => `${form} ${suffix}`).join(', ');
const LINK_DIALOG_BUTTONS = `
${each('.ck.ck-button.ck-button-action')}, ${each('.ck.ck-button.ck-button-save')} { ${FLUENT_BUTTON} background: ${NAVY}; border: 1px solid transparent; color: #fff; }
${each('.ck.ck-button.ck-button-action:not(.ck-disabled):hover')}, ${each('.ck.ck-button.ck-button-save:not(.ck-disabled):hover')} { background: #0a2642; color: #fff; }
${each('.ck.ck-button.ck-button-action:not(.ck-disabled):active')}, ${each('.ck.ck-button.ck-button-save:not(.ck-disabled):active')} { background: #071d32; }
${each('.ck.ck-button.ck-button-action .ck-button__label')}, ${each('.ck.ck-button.ck-button-save .ck-button__label')} { color: #fff; font-weight: 600; }
${each('.ck.ck-button.ck-button-cancel')} { ${FLUENT_BUTTON} background: #fff; border: 1px solid #d1d1d1; color: #242424; }
${each('.ck.ck-button.ck-button-cancel:not(.ck-disabled):hover')} { background: #f5f5f5; border-color: #c7c7c7; }
${each('.ck.ck-button.ck-button-cancel:not(.ck-disabled):active')} { background: #e0e0e0; border-color: #b3b3b3; }
${each('.ck.ck-button.ck-disabled')} { background: #f0f0f0; border-color: #e0e0e0; color: #bdbdbd; cursor: default; }
${each('.ck.ck-button:focus-visible')} { outline: 2px solid #242424; outline-offset: 1px; box-shadow: none; }
`;

const css = `
body { margin: 0; }
.vitrine-admin h2 { margin-top: 0; }
.vitrine-admin .ck-editor__editable_inline { min-height: 300px; max-height: 600px; overflow-y: auto; }
.vitrine-admin .ck.ck-editor__main > .ck-editor__editable { background: #fff; }
.vitrine-admin .ck.ck-editor { border-radius: 6px; }
.vitrine-admin .ck-content { font-family: 'Inter Variable', 'Segoe UI', sans-serif; font-size: 15px; line-height: 1.6; }
.vitrine-admin .ck-content a.referencia { color: #f26b1d; font-style: italic; }
.vitrine-admin .ck-content img { max-width: 100%; }
.vitrine-admin .ag-row.contact-read { color: #8a8886; background-color: #f3f3f3; }
.vitrine-admin .ag-row.contact-read:hover { background-color: #ebebeb; }
.vitrine-admin .ag-row.contact-unread { font-weight: 600; }
.vitrine-admin .ag-cell { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.vitrine-admin .ag-cell:has(> *) { display: flex; align-items: center; }
.vitrine-admin .ag-cell.ag-cell-wrap-text { white-space: normal; text-overflow: clip; overflow-wrap: anywhere; line-height: 1.4; padding-top: 11px; padding-bottom: 11px; }
.vitrine-toast { width: 224px; box-sizing: border-box; }
@media (max-width: 1200px) { .vitrine-toast { width: 192px; } }
.vitrine-admin .cell-ellipsis { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* AG Grid sizes a cell's wrapper by its content: the lines under a primary value would run past the cell, cut without their "…". */
.vitrine-admin .ag-cell-wrapper:has(.grid-detail-cell), .vitrine-admin .ag-cell-value:has(> .grid-detail-cell) { flex: 1 1 0; min-width: 0; overflow: hidden; }
.vitrine-admin .grid-detail-cell { display: flex; flex-direction: column; justify-content: center; gap: 2px; width: 100%; min-width: 0; overflow: hidden; padding: 8px 0; line-height: 20px; }
/* A phone has no hover for the tooltip: a card shows its values whole, wrapped. At any width the
   values of columns that gave way wrap too: they have no column of their own to be read in. */
.vitrine-admin [data-grid-layout="cards"] .grid-detail-cell .cell-ellipsis,
.vitrine-admin .grid-detail-cell .grid-detail-line { white-space: normal; overflow-wrap: anywhere; }
.vitrine-admin .grid-detail-line { font-size: 12px; line-height: 16px; font-weight: 400; color: #616161; }
.vitrine-admin .ag-row.contact-read .grid-detail-line { color: #8a8886; }
.vitrine-admin .grid-card-actions div { flex-wrap: wrap; justify-content: flex-end; }
.vitrine-admin .grid-card-actions .ag-cell-wrapper, .vitrine-admin .grid-card-actions .ag-cell-value { flex: 1 1 0; min-width: 0; }
.vitrine-admin .grid-card-actions { padding-top: 6px; padding-bottom: 6px; }
/* On a phone the pager's two halves wrap onto two lines instead of scrolling inside the pager (AG Grid lays them out in one scrolling row). */
.vitrine-admin [data-grid-layout="cards"] .ag-paging-panel { height: auto; min-height: 48px; overflow: visible; }
.vitrine-admin [data-grid-layout="cards"] .ag-paging-panel-content { flex: 1 1 auto; min-width: 0; flex-wrap: wrap; justify-content: center; gap: 4px 8px; padding: 6px 4px; }
.vitrine-admin [data-grid-layout="cards"] .ag-paging-panel-content > * { margin: 0 4px; }
${LINK_DIALOG_BUTTONS}
`;

export function AdminGlobalStyles() {
  return <style>{css}</style>;
}
