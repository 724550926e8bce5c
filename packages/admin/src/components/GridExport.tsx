import type { RefObject } from 'react';
import { messages } from '@vitrine/shared/messages';
import { Button, SearchBox } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import type { AgGridReact } from 'ag-grid-react';
import type { CsvColumn } from '@vitrine/shared/csv';
import { useAdmin } from '../core/AdminContext';
import { useNotify } from '../core/useNotify';
import { useBusyAction } from '../core/useBusyAction';
import { csvFile, downloadFile, filteredRows } from '../lib/exports';

/** The grid's quick filter: what it narrows is also what "Exportar CSV" exports. */
export function GridFilter({
  label,
  value,
  onChange,
  placeholder = 'Filtrar',
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  placeholder?: string;
}) {
  return (
    <SearchBox
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(_, data) => onChange(data.value)}
      style={{ minWidth: 180, maxWidth: 260 }}
    />
  );
}

interface ExportCsvButtonProps<T> {
  grid: RefObject<AgGridReact<T> | null>;
  kind: 'contatos' | 'assinantes';
  columns: readonly CsvColumn<T>[];
  disabled?: boolean;
}

/**
 * Exports the rows the grid shows under its current filter (all pages) as CSV for Excel pt-BR,
 * and records the export in the audit log (count and whether a filter was on; never the filter
 * text, which may itself be someone's address).
 */
export function ExportCsvButton<T>({ grid, kind, columns, disabled }: ExportCsvButtonProps<T>) {
  const { api } = useAdmin();
  const notify = useNotify();
  const { busy, run } = useBusyAction();

  async function exportRows() {
    const gridApi = grid.current?.api;
    if (!gridApi) return;
    const rows = filteredRows(gridApi);
    const filtered = gridApi.isAnyFilterPresent();
    await run(messages.admin.exportError, async () => {
      // Recorded first: an export that cannot be recorded is not made.
      await api.recordExport(kind, rows.length, filtered);
      downloadFile(csvFile(kind, rows, columns));
      notify('success', messages.admin.rowsExported(rows.length));
    });
  }

  return (
    <Button icon={<ArrowDownload20Regular />} disabled={disabled || busy} onClick={() => void exportRows()}>
      Exportar CSV
    </Button>
  );
}
