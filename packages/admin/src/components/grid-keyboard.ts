import type { CellPosition, GridApi } from 'ag-grid-community';

/**
 * The grids' keyboard model: a grid is one stop in the page's Tab order, as the ARIA grid
 * pattern describes. Tab into it lands on a row (the one last used, else the page's first), the
 * arrow keys move between cells and up into the headers (Enter there sorts), and the next Tab
 * leaves for the pager, then the page's next control. Buttons inside a cell (a row's actions)
 * are reached with Tab from that cell. AG Grid's default stopped on every header cell and
 * every cell of a row on the way through.
 */

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const visible = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';

function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && visible(el) && !el.closest('[aria-hidden="true"], [inert]'),
  );
}

/** The page's control just before (or after) the grid, outside it. */
function outside(grid: HTMLElement, backwards: boolean): HTMLElement | undefined {
  const list = tabbables(document).filter((el) => !grid.contains(el));
  if (backwards) {
    return list.filter((el) => grid.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING).at(-1);
  }
  return list.find((el) => grid.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * The pager's controls a person can use now (AG Grid marks the others ag-disabled). Its tab
 * guards are not among them: focusing one hands the focus back to the grid's cells.
 */
const pagerButtons = (grid: HTMLElement) =>
  tabbables(grid.querySelector('.ag-paging-panel') ?? document.createElement('div')).filter(
    (el) =>
      !el.classList.contains('ag-disabled') &&
      !el.classList.contains('ag-tab-guard') &&
      el.getAttribute('aria-disabled') !== 'true',
  );

/** Buttons and links inside one cell (a row's actions), in order. */
const cellControls = (cell: HTMLElement) =>
  tabbables(cell).filter((el) => !el.closest('.ag-selection-checkbox, .ag-checkbox-input-wrapper'));

/** Focuses the row last used on this page of the grid, else the page's first row. */
export function focusGridRow<T>(api: GridApi<T>, last: CellPosition | null): boolean {
  const rows = api.getDisplayedRowCount();
  if (rows === 0) return false;
  const size = api.paginationGetPageSize();
  const first = api.paginationGetCurrentPage() * size;
  const columns = api.getAllDisplayedColumns();
  const onPage = last && last.rowIndex >= first && last.rowIndex < Math.min(first + size, rows);
  // The first column with a value, not the selection checkbox (Space selects from any cell).
  const firstValue = columns.find((c) => !c.getColId().startsWith('ag-Grid-')) ?? columns[0];
  const column = (onPage && columns.find((c) => c === last.column)) || firstValue;
  if (!column) return false;
  const rowIndex = onPage ? last.rowIndex : first;
  api.ensureIndexVisible(rowIndex);
  api.setFocusedCell(rowIndex, column);
  return true;
}

/**
 * Tab and Shift+Tab inside a grid (capture phase, before AG Grid sees them): where focus goes
 * next, or undefined to let the grid and the browser do as usual (the pager's own buttons).
 */
export function onGridTab<T>(
  event: KeyboardEvent,
  grid: HTMLElement,
  api: GridApi<T> | undefined,
  last: CellPosition | null,
) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const back = event.shiftKey;
  let next: HTMLElement | undefined;
  if (target.closest('.ag-paging-panel')) {
    // Shift+Tab from the pager's first button goes back to the rows.
    if (!back || pagerButtons(grid)[0] !== target || !api) return;
    event.preventDefault();
    event.stopPropagation();
    if (!focusGridRow(api, last)) outside(grid, true)?.focus();
    return;
  }
  const cell = target.closest<HTMLElement>('.ag-cell');
  if (!cell && !target.closest('.ag-header')) return;
  if (cell) {
    const controls = cellControls(cell);
    const at = controls.indexOf(target);
    if (!back && at < controls.length - 1) next = controls[at + 1];
    else if (back && at > 0) next = controls[at - 1];
    else if (back && at === 0) next = cell;
  }
  next ??= back ? outside(grid, true) : (pagerButtons(grid)[0] ?? outside(grid, false));
  event.preventDefault();
  event.stopPropagation();
  next?.focus();
}
