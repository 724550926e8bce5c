import { Badge, Button } from '@fluentui/react-components';
import { ArrowRepeatAll20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import type { WebhookDelivery } from '@vitrine/shared/webhooks';
import type { ColumnContext } from '../../components/DataGrid';
import { dateComparator, gridDate } from '../../lib/grid-format';

/** Listed under the event on a narrow grid, instead of a sideways scroll. */
const GIVES_WAY: ColumnContext = { hideBelow: 1100 };

const STATUS = {
  pending: ['Pendente', 'warning'],
  delivered: ['Entregue', 'success'],
  failed: ['Falhou', 'danger'],
} as const;

/** One endpoint's deliveries; memoise the result on its arguments so the grid keeps its columns. */
export function deliveryColumns(
  onResend: (id: number) => Promise<unknown>,
  reload: () => void,
): ColDef<WebhookDelivery>[] {
  return [
    { field: 'event_type', headerName: 'Evento', minWidth: 150, flex: 1 },
    {
      field: 'status',
      headerName: 'Situação',
      width: 110,
      valueFormatter: (p) => (p.data ? STATUS[p.data.status][0] : ''),
      cellRenderer: (p: { data?: WebhookDelivery }) =>
        p.data && (
          <Badge appearance="tint" color={STATUS[p.data.status][1]}>
            {STATUS[p.data.status][0]}
          </Badge>
        ),
    },
    { field: 'attempts', headerName: 'Tentativas', width: 100, context: GIVES_WAY },
    {
      field: 'last_status_code',
      headerName: 'Código',
      width: 90,
      valueFormatter: (p) => p.value ?? '—',
      context: GIVES_WAY,
    },
    {
      field: 'last_latency_ms',
      headerName: 'Latência',
      width: 100,
      context: GIVES_WAY,
      valueFormatter: (p) => (p.value === null || p.value === undefined ? '—' : `${p.value} ms`),
    },
    {
      field: 'last_response',
      headerName: 'Resposta',
      minWidth: 180,
      flex: 2,
      valueFormatter: (p) => p.data?.last_response ?? p.data?.last_error ?? '—',
    },
    {
      field: 'created_at',
      headerName: 'Criado em',
      width: 150,
      context: GIVES_WAY,
      valueFormatter: (p) => gridDate(p.value),
      comparator: dateComparator,
    },
    {
      colId: 'actions',
      headerName: 'Ações',
      width: 130,
      sortable: false,
      cellRenderer: (p: { data?: WebhookDelivery }) =>
        p.data && (
          <Button
            size="small"
            icon={<ArrowRepeatAll20Regular />}
            aria-label={`Reenviar entrega ${p.data.id}`}
            onClick={() => void onResend(p.data!.id).then(reload)}
          >
            Reenviar
          </Button>
        ),
    },
  ];
}
