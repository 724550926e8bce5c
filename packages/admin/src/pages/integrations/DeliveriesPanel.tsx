import { useCallback, useMemo } from 'react';
import { Badge, Button } from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowRepeatAll20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import type { WebhookDelivery, WebhookEndpoint } from '@vitrine/shared/webhooks';
import { useAdmin } from '../../core/AdminContext';
import { DataGrid, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { useResource } from '../../lib/useResource';

/** Listed under the event on a narrow grid, instead of a sideways scroll. */
const GIVES_WAY: ColumnContext = { hideBelow: 1100 };

const PAGE_SIZE = 10;
const STATUS = {
  pending: ['Pendente', 'warning'],
  delivered: ['Entregue', 'success'],
  failed: ['Falhou', 'danger'],
} as const;

/** One endpoint's latest deliveries: what was sent, how the receiver answered, and "Reenviar". */
export function DeliveriesPanel({
  endpoint,
  onResend,
}: {
  endpoint: WebhookEndpoint;
  onResend(id: number): Promise<unknown>;
}) {
  const { api } = useAdmin();
  const list = useResource(useCallback(() => api.listWebhookDeliveries(endpoint.id), [api, endpoint.id]));
  const reload = list.reload;

  const columns = useMemo<ColDef<WebhookDelivery>[]>(
    () => [
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
    ],
    [onResend, reload],
  );

  return (
    <Panel>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h2 style={{ fontSize: 16, margin: '0 0 12px', overflowWrap: 'anywhere' }}>Entregas para {endpoint.url}</h2>
        <Button size="small" icon={<ArrowClockwise20Regular />} onClick={reload}>
          Atualizar
        </Button>
      </div>
      <DataGrid<WebhookDelivery>
        label={`Entregas para ${endpoint.url}`}
        rowData={list.data ?? (list.error ? [] : null)}
        loading={list.loading && !list.data}
        columnDefs={columns}
        getRowId={(p) => String(p.data.id)}
        pageSize={PAGE_SIZE}
        height={gridHeight(PAGE_SIZE)}
        emptyText="Nenhuma entrega ainda."
      />
    </Panel>
  );
}
