import { useCallback, useMemo, useRef, useState, type FocusEvent, type Ref } from 'react';
import { AllCommunityModule, ModuleRegistry, type ColDef, type GridApi } from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { AG_GRID_LOCALE_BR } from '@ag-grid-community/locale';
import { gridTheme } from '../core/theme';
import { isTruncated } from '../lib/grid-format';

// Registered once for every grid of the admin; the community bundle is all we use.
ModuleRegistry.registerModules([AllCommunityModule]);

/**
 * What a column may say about itself in `context`: `hideBelow` is the grid width (px) under which
 * a low-priority column gives way, so the columns that matter keep room for their whole text.
 */
export interface ColumnContext {
  hideBelow?: number;
}

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

/** Shows or hides the columns that give way on a narrow grid (their `context.hideBelow`). */
function fitColumnsToWidth(api: GridApi, width: number) {
  const shown: string[] = [];
  const hidden: string[] = [];
  for (const column of api.getColumns() ?? []) {
    const hideBelow = (column.getColDef().context as ColumnContext | undefined)?.hideBelow;
    if (hideBelow === undefined) continue;
    (width < hideBelow ? hidden : shown).push(column.getColId());
  }
  if (shown.length) api.setColumnsVisible(shown, true);
  if (hidden.length) api.setColumnsVisible(hidden, false);
}

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

interface FocusTip {
  text: string;
  top: number;
  left: number;
  width: number;
}

/** AG Grid with the Fluent-matched theme, the pt-BR locale and the page's empty text. */
export function DataGrid<T>({ pageSize, emptyText, height, label, gridRef, ...rest }: DataGridProps<T>) {
  const localeText = useMemo(
    () => ({ ...AG_GRID_LOCALE_BR, noRowsToShow: emptyText, noMatchingRows: 'Nenhum resultado para esta busca' }),
    [emptyText],
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const [focusTip, setFocusTip] = useState<FocusTip | null>(null);
  const { onGridSizeChanged, onFirstDataRendered, onModelUpdated } = rest;
  // A grid with nothing to show (no rows, or none matching the search) shows its empty text alone,
  // not a pager reading "Página 0 de 0".
  const [nothingShown, setNothingShown] = useState(false);
  const empty = (Array.isArray(rest.rowData) && rest.rowData.length === 0) || nothingShown;

  const showFocusTip = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('.ag-cell');
    const text = cell?.getAttribute('title');
    if (!cell || !text || !wrapper.current || !isTruncated(cell)) return setFocusTip(null);
    const outer = wrapper.current.getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    setFocusTip({ text, top: box.bottom - outer.top + 2, left: box.left - outer.left, width: box.width });
  }, []);

  return (
    <div
      ref={wrapper}
      style={{ height, width: '100%', position: 'relative' }}
      role="region"
      aria-label={label}
      onFocus={showFocusTip}
      onBlur={() => setFocusTip(null)}
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
        {...rest}
        onGridSizeChanged={(event) => {
          fitColumnsToWidth(event.api, event.clientWidth);
          onGridSizeChanged?.(event);
        }}
        onModelUpdated={(event) => {
          setNothingShown(event.api.getDisplayedRowCount() === 0 && !!event.api.getGridOption('rowData'));
          onModelUpdated?.(event);
        }}
        onFirstDataRendered={(event) => {
          fitColumnsToWidth(event.api, wrapper.current?.clientWidth ?? window.innerWidth);
          onFirstDataRendered?.(event);
        }}
      />
      {focusTip && (
        <div
          role="tooltip"
          data-testid="grid-focus-tip"
          style={{
            position: 'absolute',
            top: focusTip.top,
            left: focusTip.left,
            minWidth: focusTip.width,
            maxWidth: 480,
            zIndex: 10,
            padding: '6px 10px',
            borderRadius: 4,
            background: '#242424',
            color: '#fff',
            fontSize: 13,
            lineHeight: 1.4,
            overflowWrap: 'anywhere',
            pointerEvents: 'none',
          }}
        >
          {focusTip.text}
        </div>
      )}
    </div>
  );
}

/** Height of a grid showing `rows` rows of 44 px plus header and pagination bar. */
export const gridHeight = (rows: number) => 44 * (rows + 1) + 52 + 4;
