/**
 * CSV the way Excel in pt-BR opens it without an import wizard: UTF-8 with a BOM, ';' between
 * fields, CRLF between records. One builder for every export (grids, audit log, data-subject
 * requests), on the server and in the admin.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv; charset=utf-8';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * A cell that starts with = + - @ (or a tab/CR) is run as a formula by spreadsheets; a leading
 * apostrophe keeps what a visitor typed into a contact form from executing on a staff machine.
 */
function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text, BOM included. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(';'));
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}
