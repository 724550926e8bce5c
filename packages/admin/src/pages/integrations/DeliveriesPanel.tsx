import { useCallback, useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import type { WebhookDelivery, WebhookEndpoint } from '@vitrine/shared/webhooks';
import { useAdmin } from '../../core/AdminContext';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { useResource } from '../../lib/useResource';
import { deliveryColumns } from './deliveriesColumns';

const PAGE_SIZE = 10;

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

  const columns = useMemo(() => deliveryColumns(onResend, reload), [onResend, reload]);

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
