import { Badge } from '@fluentui/react-components';
import type { ColDef } from 'ag-grid-community';
import { DSR_DEADLINE_DAYS, type DsrRequest, type RetentionRun } from '@vitrine/shared/lgpd';
import type { ColumnContext } from '../../components/DataGrid';
import { rowActionsColumn } from '../../components/RowActions';
import { actionsText, deadlineText, requestText, type FoundRecord } from '../../lib/dsr';
import { dateComparator, gridDate } from '../../lib/grid-format';

/** The records found for one address: fixed, so one array serves every render. */
export const RECORD_COLUMNS: ColDef<FoundRecord>[] = [
  { field: 'kind', headerName: 'Registro', width: 130 },
  { field: 'id', headerName: 'ID', width: 80 },
  {
    field: 'date',
    headerName: 'Data',
    width: 150,
    valueFormatter: (p) => gridDate(p.value),
    comparator: dateComparator,
  },
  {
    field: 'summary',
    headerName: 'Resumo',
    flex: 1,
    minWidth: 200,
    tooltipField: 'summary',
    context: { primary: true } satisfies ColumnContext,
  },
];

/** The requests grid; memoise the result on `openExisting` so the grid keeps its columns. */
export function requestColumns(openExisting: (request: DsrRequest) => void): ColDef<DsrRequest>[] {
  return [
    { field: 'id', headerName: 'Nº', width: 72 },
    {
      field: 'subject',
      headerName: 'Titular',
      flex: 2,
      minWidth: 150,
      tooltipField: 'subject',
      context: { primary: true } satisfies ColumnContext,
    },
    {
      field: 'opened_at',
      headerName: 'Aberta em',
      width: 140,
      context: { hideBelow: 900 } satisfies ColumnContext,
      valueFormatter: (p) => gridDate(p.value),
      comparator: dateComparator,
    },
    // These give way on a narrow grid and are listed under the address instead.
    {
      field: 'opened_by',
      headerName: 'Aberta por',
      flex: 1,
      minWidth: 110,
      tooltipField: 'opened_by',
      context: { hideBelow: 1040 } satisfies ColumnContext,
    },
    // Requests people send from the site's /lgpd form say what they asked for.
    {
      colId: 'request',
      headerName: 'Pedido',
      flex: 2,
      minWidth: 180,
      valueGetter: (p) => (p.data ? requestText(p.data) : ''),
      tooltipValueGetter: (p) => (p.data ? requestText(p.data) : ''),
    },
    {
      colId: 'deadline',
      headerName: `Prazo (${DSR_DEADLINE_DAYS} dias)`,
      width: 170,
      valueGetter: (p) => (p.data ? deadlineText(p.data, new Date()).text : ''),
      cellRenderer: DeadlineCell,
    },
    {
      colId: 'actions-done',
      headerName: 'O que foi feito',
      flex: 2,
      minWidth: 160,
      context: { hideBelow: 1040 } satisfies ColumnContext,
      valueGetter: (p) => (p.data ? actionsText(p.data) : ''),
      tooltipValueGetter: (p) => (p.data ? actionsText(p.data) : undefined),
    },
    rowActionsColumn<DsrRequest>({ colId: 'open', headerName: '', width: 52, minWidth: 52 }, (request) =>
      request.status === 'open'
        ? [{ kind: 'open', label: `Abrir solicitação de ${request.subject}`, onClick: () => openExisting(request) }]
        : [],
    ),
  ];
}

function DeadlineCell(p: { data?: DsrRequest }) {
  if (!p.data) return null;
  const d = deadlineText(p.data, new Date());
  return (
    <span title={p.data.status === 'open' ? `Prazo: ${gridDate(p.data.deadline_at)}` : undefined}>
      <Badge appearance="tint" color={d.tone}>
        {d.text}
      </Badge>
    </span>
  );
}

export const RUN_COLUMNS: ColDef<RetentionRun>[] = [
  {
    field: 'at',
    headerName: 'Execução',
    width: 160,
    valueFormatter: (p) => gridDate(p.value),
    sort: 'desc',
    comparator: dateComparator,
  },
  { field: 'contacts', headerName: 'Contatos', flex: 1, minWidth: 100 },
  { field: 'subscribers', headerName: 'Assinantes', flex: 1, minWidth: 100 },
  { field: 'mails', headerName: 'E-mails', flex: 1, minWidth: 100 },
  { field: 'audit', headerName: 'Auditoria', flex: 1, minWidth: 100 },
];
