import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import {
  AllCommunityModule,
  ModuleRegistry,
  type CellKeyDownEvent,
  type CellPosition,
  type ColDef,
  type FullWidthCellKeyDownEvent,
  type GridApi,
} from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { AG_GRID_LOCALE_BR } from '@ag-grid-community/locale';
import { gridTheme } from '../core/theme';
import { fitColumnsToWidth, fittedColumns, primaryColumnId, type GridFit } from './grid-compact';
import { focusGridRow, onGridTab } from './grid-keyboard';
import { GridFocusTip, useGridFocusTip } from './GridFocusTip';

export type { ColumnContext } from './grid-compact';

// Registered once for every grid of the admin; the community bundle is all we use.
ModuleRegistry.registerModules([AllCommunityModule]);

export interface DataGridProps<T> extends Omit<AgGridReactProps<T>, 'theme' | 'localeText'> {
  pageSize: number;
  emptyText: string;
  /** Fixed height in px; pages of 5 and 10 rows fit without inner scrolling. */
  height: number;
  label: string;
  gridRef?: Ref<AgGridReact<T>>;
  /** What Enter on a focused row does (the same as a click or the row's open/edit button). */
  onRowOpen?: (row: T) => void;
}

/** The whole text of a cell, for the tooltip of a value its column is too narrow to show. */
const fullText = (p: { value?: unknown; valueFormatted?: string | null }) => {
  const text = p.valueFormatted ?? p.value;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : undefined;
};

// A value wider than its column ends in "…" (AdminGlobalStyles) and carries its full text as the
// cell's title (hover); a focused cut cell shows the same text below it (keyboard). Columns can also
// be widened by dragging.
const defaultColDef: ColDef = {
  sortable: true,
  resizable: true,
  filter: false,
  minWidth: 90,
  tooltipValueGetter: fullText,
};

/**
 * Checkbox selection for bulk actions, reported to `onSelected`. "Select all" takes only the rows
 * the search shows, and a new search starts a new selection: a bulk delete never reaches rows the
 * person cannot see.
 */
export function bulkSelection<T>(onSelected: (rows: T[]) => void) {
  const report = (e: { api: GridApi<T> }) => onSelected(e.api.getSelectedRows());
  return {
    rowSelection: {
      mode: 'multiRow',
      checkboxes: true,
      headerCheckbox: true,
      enableClickSelection: false,
      selectAll: 'filtered',
    },
    onFilterChanged: (e: { api: GridApi<T> }) => e.api.deselectAll(),
    onSelectionChanged: report,
    onRowDataUpdated: report,
  } as const;
}

/** A key press on a cell that opens its row: Enter on the cell itself, not on a button inside it. */
function opensRow<T>(event: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>): T | undefined {
  const key = event.event as KeyboardEvent | null | undefined;
  if (key?.key !== 'Enter' || key.shiftKey || key.ctrlKey || key.altKey || key.metaKey) return undefined;
  const target = key.target as HTMLElement | null;
  if (target?.closest('button, a, input, select, textarea')) return undefined;
  return event.data;
}

const NO_FIT: GridFit = { hidden: [], cards: false };

/**
 * AG Grid with the Fluent-matched theme, the pt-BR locale and the page's empty text. On a narrow
 * grid the columns that give way are listed in each row under the primary column, and on a phone
 * each row becomes a card (grid-compact.tsx); the keyboard model is in grid-keyboard.ts.
 */
export function DataGrid<T>({ pageSize, emptyText, height, label, gridRef, onRowOpen, ...rest }: DataGridProps<T>) {
  const localeText = useMemo(
    () => ({ ...AG_GRID_LOCALE_BR, noRowsToShow: emptyText, noMatchingRows: 'Nenhum resultado para esta busca' }),
    [emptyText],
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const api = useRef<GridApi<T>>(undefined);
  const lastCell = useRef<CellPosition | null>(null);
  const { onGridSizeChanged, onFirstDataRendered, onModelUpdated, onCellKeyDown, onCellFocused, onGridReady } = rest;
  // A grid with nothing to show (no rows, or none matching the search) shows its empty text alone,
  // not a pager reading "Página 0 de 0".
  const [nothingShown, setNothingShown] = useState(false);
  const empty = (Array.isArray(rest.rowData) && rest.rowData.length === 0) || nothingShown;
  const { columnDefs, growing, refit, fit } = useGridFit(rest.columnDefs as ColDef<T>[] | undefined);

  useEffect(() => {
    const grid = wrapper.current;
    if (!grid) return;
    const onKey = (event: KeyboardEvent) => onGridTab(event, grid, api.current, lastCell.current);
    grid.addEventListener('keydown', onKey, true);
    return () => grid.removeEventListener('keydown', onKey, true);
  }, []);

  const { focusTip, showFocusTip, hideFocusTip } = useGridFocusTip(wrapper);

  return (
    <div
      ref={wrapper}
      style={{ height: growing ? 'auto' : height, width: '100%', position: 'relative' }}
      role="region"
      aria-label={label}
      data-grid-layout={fit.cards ? 'cards' : growing ? 'details' : 'columns'}
      onFocus={showFocusTip}
      onBlur={hideFocusTip}
    >
      <AgGridReact<T>
        ref={gridRef}
        theme={gridTheme}
        localeText={localeText}
        defaultColDef={defaultColDef}
        pagination={!empty}
        paginationPageSize={pageSize}
        paginationPageSizeSelector={false}
        suppressCellFocus={false}
        animateRows={false}
        enableBrowserTooltips
        // Ten columns at most: all are laid out, so a header never stays blank after columns give way.
        suppressColumnVirtualisation
        {...rest}
        columnDefs={columnDefs}
        domLayout={growing ? 'autoHeight' : 'normal'}
        focusGridInnerElement={({ fromBottom, api: gridApi }) => !fromBottom && focusGridRow(gridApi, lastCell.current)}
        onGridReady={(event) => {
          api.current = event.api;
          onGridReady?.(event);
        }}
        onCellFocused={(event) => {
          if (typeof event.rowIndex === 'number' && event.column && typeof event.column !== 'string') {
            lastCell.current = { rowIndex: event.rowIndex, column: event.column, rowPinned: event.rowPinned ?? null };
          }
          onCellFocused?.(event);
        }}
        onCellKeyDown={(event) => {
          const row = onRowOpen && opensRow(event);
          if (row) onRowOpen(row);
          onCellKeyDown?.(event);
        }}
        onGridSizeChanged={(event) => {
          refit(event.api, event.clientWidth);
          onGridSizeChanged?.(event);
        }}
        onModelUpdated={(event) => {
          setNothingShown(event.api.getDisplayedRowCount() === 0 && !!event.api.getGridOption('rowData'));
          onModelUpdated?.(event);
        }}
        onFirstDataRendered={(event) => {
          refit(event.api, wrapper.current?.clientWidth ?? window.innerWidth);
          onFirstDataRendered?.(event);
        }}
      />
      {focusTip && <GridFocusTip tip={focusTip} />}
    </div>
  );
}

/**
 * Which columns the grid's width leaves room for: the ones that give way are listed under the
 * primary column, and on a phone each row becomes a card (grid-compact.tsx).
 */
function useGridFit<T>(defs: ColDef<T>[] | undefined) {
  const primary = useMemo(() => primaryColumnId(defs), [defs]);
  const [fit, setFit] = useState<GridFit>(NO_FIT);
  const columnDefs = useMemo(() => fittedColumns(defs as ColDef<T>[], primary, fit), [defs, primary, fit]);
  // Rows that list hidden values grow with them: the grid then takes the height its page needs.
  const growing = fit.hidden.length > 0 || fit.cards;

  const refit = useCallback(
    (gridApi: GridApi<T>, width: number) => {
      const next = fitColumnsToWidth(gridApi as GridApi, width, primary);
      setFit((current) =>
        current.cards === next.cards && current.hidden.join() === next.hidden.join() ? current : next,
      );
    },
    [primary],
  );

  return { columnDefs, growing, refit, fit };
}

/** Height of a grid showing `rows` rows of 44 px plus header and pagination bar. */
export const gridHeight = (rows: number) => 44 * (rows + 1) + 52 + 4;
