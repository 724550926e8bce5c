/**
 * The few rules that style third-party DOM (CKEditor, AG Grid rows) and so cannot go
 * through Griffel's makeStyles. Scoped under .vitrine-admin where possible.
 */
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
.vitrine-toast { width: 224px; box-sizing: border-box; }
@media (max-width: 1200px) { .vitrine-toast { width: 192px; } }
.vitrine-admin .cell-ellipsis { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export function AdminGlobalStyles() {
  return <style>{css}</style>;
}
