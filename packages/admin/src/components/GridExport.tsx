import { useState, type RefObject } from 'react';
import { Button, SearchBox } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import type { AgGridReact } from 'ag-grid-react';
import type { CsvColumn } from '@vitrine/shared/csv';
import { useAdmin } from '../app/AdminContext';
import { serverReason, useNotify } from '../app/useNotify';
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
  const [busy, setBusy] = useState(false);

  async function exportRows() {
    const gridApi = grid.current?.api;
    if (!gridApi) return;
    const rows = filteredRows(gridApi);
    const filtered = gridApi.isAnyFilterPresent();
    setBusy(true);
    try {
      // Recorded first: an export that cannot be recorded is not made.
      await api.recordExport(kind, rows.length, filtered);
      downloadFile(csvFile(kind, rows, columns));
      notify('success', `${rows.length} ${rows.length === 1 ? 'registro exportado' : 'registros exportados'}`);
    } catch (error) {
      notify('error', 'Erro ao exportar', serverReason(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<ArrowDownload20Regular />} disabled={disabled || busy} onClick={() => void exportRows()}>
      Exportar CSV
    </Button>
  );
}
