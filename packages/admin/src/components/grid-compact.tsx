import type { ColDef, Column, GridApi, ICellRendererParams, IRowNode, ITooltipParams } from 'ag-grid-community';
import type { ComponentType } from 'react';

/**
 * What a column may say about itself in `context`: `hideBelow` is the grid width (px) under which
 * a low-priority column gives way, so the columns that matter keep room for their whole text;
 * `primary` marks the column that then shows, under its own value, the values of the columns that
 * gave way (default: the first column with a value).
 */
export interface ColumnContext {
  hideBelow?: number;
  primary?: boolean;
}

/**
 * Below this grid width (a phone) every column but the primary one and the row's buttons gives
 * way: each row becomes a small card, its other values listed under the primary one.
 */
export const CARD_BELOW_PX = 560;

/** The widest a card's buttons column gets. */
const CARD_ACTIONS_PX = 76;

/** How the grid fits its width: which columns gave way, and whether rows are cards. */
export interface GridFit {
  hidden: string[];
  cards: boolean;
}

const contextOf = (def: ColDef | undefined) => def?.context as ColumnContext | undefined;

/** Columns that never give way: the selection checkbox, the row's buttons (pinned, or value-less). */
function keepsItsPlace(column: Column): boolean {
  const def = column.getColDef();
  if (column.getColId().startsWith('ag-Grid-') || def.pinned) return true;
  return !def.field && !def.valueGetter;
}

/** The column that carries the values of the hidden ones. */
export function primaryColumnId<T>(defs: readonly ColDef<T>[] | null | undefined): string | undefined {
  const list = defs ?? [];
  const marked = list.find((def) => contextOf(def as ColDef)?.primary);
  const chosen = marked ?? list.find((def) => (def.field || def.valueGetter) && !def.pinned);
  return chosen ? (chosen.colId ?? (chosen.field as string | undefined)) : undefined;
}

/**
 * Shows or hides the columns that give way at this grid width and answers which ones are hidden.
 * Columns a page hides itself (`hide`) stay as the page set them.
 */
export function fitColumnsToWidth(api: GridApi, width: number, primary: string | undefined): GridFit {
  const cards = width < CARD_BELOW_PX;
  const shown: string[] = [];
  const hidden: string[] = [];
  for (const column of api.getColumns() ?? []) {
    const id = column.getColId();
    const def = column.getColDef();
    if (def.hide === true || keepsItsPlace(column) || id === primary) continue;
    const hideBelow = contextOf(def)?.hideBelow;
    const gives = cards || (hideBelow !== undefined && width < hideBelow);
    (gives ? hidden : shown).push(id);
  }
  if (shown.length) api.setColumnsVisible(shown, true);
  if (hidden.length) api.setColumnsVisible(hidden, false);
  return { hidden, cards };
}

/** A cell's value as text: its formatted value, a yes/no, or the labels of a list of tags. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) {
    return value
      .map((item) => (item && typeof item === 'object' && 'label' in item ? String(item.label) : ''))
      .join(', ');
  }
  return '';
}

/**
 * The lines a row shows for its hidden columns ("Data: 01/12/2026 10:00"): one per column on a
 * card, all on one line beside wider columns.
 */
export function detailLines<T>(api: GridApi<T>, node: IRowNode<T>, fit: GridFit): string[] {
  const parts: string[] = [];
  for (const id of fit.hidden) {
    const column = api.getColumn(id);
    if (!column) continue;
    const text = asText(api.getCellValue({ rowNode: node, colKey: id, useFormatter: true })).trim();
    if (!text) continue;
    const header = column.getColDef().headerName;
    parts.push(header ? `${header}: ${text}` : text);
  }
  if (fit.cards || parts.length === 0) return parts;
  return [parts.join(' · ')];
}

const mainText = (p: { value?: unknown; valueFormatted?: string | null }) => asText(p.valueFormatted ?? p.value);

/** The primary column's cell: its own content, then the hidden columns' values under it. */
function DetailCell<T>(props: { params: ICellRendererParams<T>; inner: unknown; fit: GridFit }) {
  const { params, inner, fit } = props;
  const Inner = typeof inner === 'function' ? (inner as ComponentType<ICellRendererParams<T>>) : undefined;
  const lines = params.node ? detailLines(params.api, params.node, fit) : [];
  return (
    <div className="grid-detail-cell">
      <div className="cell-ellipsis grid-detail-main">{Inner ? <Inner {...params} /> : mainText(params)}</div>
      {lines.map((line) => (
        <div key={line} className="cell-ellipsis grid-detail-line">
          {line}
        </div>
      ))}
    </div>
  );
}

/**
 * The page's columns as the grid shows them at this width: the primary one grows to show what
 * the hidden columns hold (and its tooltip carries all of it); on cards it may be narrow.
 */
export function fittedColumns<T>(
  defs: readonly ColDef<T>[] | null | undefined,
  primary: string | undefined,
  fit: GridFit,
): ColDef<T>[] | null | undefined {
  if (!defs || fit.hidden.length === 0) return defs as ColDef<T>[] | null | undefined;
  return defs.map((def) => {
    const id = def.colId ?? (def.field as string | undefined);
    // A card's buttons wrap, two to a line, rather than crowd out its text (76 px: two small
    // icon buttons and the cell's padding, and room for the "Ações" header).
    if (fit.cards && (def.pinned || (!def.field && !def.valueGetter))) {
      const width = Math.min(def.width ?? CARD_ACTIONS_PX, CARD_ACTIONS_PX);
      return { ...def, autoHeight: true, cellClass: 'grid-card-actions', width, minWidth: width };
    }
    if (id !== primary) return def;
    const ownTooltip = def.tooltipValueGetter;
    return {
      ...def,
      tooltipField: undefined,
      autoHeight: true,
      // Its lines come from the other columns: when the row's data is replaced (a refresh), the
      // cell is drawn again even if its own value did not change, or they would show old values.
      equals: () => false,
      ...(fit.cards ? { minWidth: 80, flex: 1, width: undefined } : {}),
      cellRenderer: (params: ICellRendererParams<T>) => (
        <DetailCell params={params} inner={def.cellRenderer} fit={fit} />
      ),
      tooltipValueGetter: (params: ITooltipParams<T>) => {
        const own = ownTooltip ? asText(ownTooltip(params)) : mainText(params);
        const lines = params.node ? detailLines(params.api, params.node as IRowNode<T>, fit) : [];
        return [own, ...lines].filter(Boolean).join('\n');
      },
    };
  });
}
