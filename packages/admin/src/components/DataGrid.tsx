import { useMemo, type Ref } from 'react';
import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { AG_GRID_LOCALE_BR } from '@ag-grid-community/locale';
import { gridTheme } from '../app/theme';

// Registered once for every grid of the admin; the community bundle is all we use.
ModuleRegistry.registerModules([AllCommunityModule]);

export interface DataGridProps<T> extends Omit<AgGridReactProps<T>, 'theme' | 'localeText'> {
  pageSize: number;
  emptyText: string;
  /** Fixed height in px; pages of 5 and 10 rows fit without inner scrolling. */
  height: number;
  label: string;
  gridRef?: Ref<AgGridReact<T>>;
}

/** The whole text of a cell, for the tooltip of a value its column is too narrow to show. */
const fullText = (p: { value?: unknown; valueFormatted?: string | null }) => {
  const text = p.valueFormatted ?? p.value;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : undefined;
};

// Long names, e-mails, subjects and titles are cut with an ellipsis at 1024 px: every cell
// carries its full text as a tooltip, and columns can be widened by dragging.
const defaultColDef: ColDef = {
  sortable: true,
  resizable: true,
  filter: false,
  minWidth: 90,
  tooltipValueGetter: fullText,
};

/** AG Grid with the Fluent-matched theme, the pt-BR locale and the page's empty text. */
export function DataGrid<T>({ pageSize, emptyText, height, label, gridRef, ...rest }: DataGridProps<T>) {
  const localeText = useMemo(() => ({ ...AG_GRID_LOCALE_BR, noRowsToShow: emptyText }), [emptyText]);
  return (
    <div style={{ height, width: '100%' }} role="region" aria-label={label}>
      <AgGridReact<T>
        ref={gridRef}
        theme={gridTheme}
        localeText={localeText}
        defaultColDef={defaultColDef}
        pagination
        paginationPageSize={pageSize}
        paginationPageSizeSelector={false}
        suppressCellFocus={false}
        animateRows={false}
        enableBrowserTooltips
        {...rest}
      />
    </div>
  );
}

/** Height of a grid showing `rows` rows of 44 px plus header and pagination bar. */
export const gridHeight = (rows: number) => 44 * (rows + 1) + 52 + 4;
