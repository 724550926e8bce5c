import { Badge, Body1, Caption1, Subtitle1 } from '@fluentui/react-components';
import type { ColDef } from 'ag-grid-community';
import type { ApiClient } from '@vitrine/shared/api-client';
import type { DsrRequest, RetentionRun } from '@vitrine/shared/lgpd';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { RUN_COLUMNS } from './privacyColumns';
import { usePrivacyStyles } from './privacyStyles';

interface RequestsProps {
  requests: DsrRequest[] | null;
  columns: ColDef<DsrRequest>[];
  onOpen: (request: DsrRequest) => void;
}

/** Every request on record, with the open ones counted in the heading. */
export function DsrRequestsPanel({ requests, columns, onOpen }: RequestsProps) {
  const openCount = requests?.filter((r) => r.status === 'open').length ?? 0;
  return (
    <Panel>
      <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 12 }}>
        Solicitações{' '}
        {requests && (
          <Badge appearance="filled" color={openCount ? 'warning' : 'informative'} data-testid="dsr-open-count">
            {openCount} {openCount === 1 ? 'aberta' : 'abertas'}
          </Badge>
        )}
      </Subtitle1>
      <DataGrid<DsrRequest>
        label="Solicitações de titulares"
        rowData={requests}
        loading={requests === null}
        columnDefs={columns}
        getRowId={(p) => String(p.data.id)}
        pageSize={5}
        height={gridHeight(5)}
        emptyText="Nenhuma solicitação registrada"
        onRowOpen={(request) => request.status === 'open' && onOpen(request)}
      />
    </Panel>
  );
}

interface RetentionProps {
  retention: Awaited<ReturnType<ApiClient['dsrOverview']>>['retention'] | undefined;
  runs: RetentionRun[] | null;
}

/** The retention periods the server applies and what each daily purge removed. */
export function RetentionPanel({ retention, runs }: RetentionProps) {
  const styles = usePrivacyStyles();
  return (
    <Panel>
      <Subtitle1 as="h2" style={{ display: 'block' }}>
        Retenção de dados
      </Subtitle1>
      <Body1 className={styles.muted}>
        O servidor apaga diariamente o que passou do prazo. Os prazos são definidos na configuração do servidor.
      </Body1>
      {retention && (
        <div className={styles.retention}>
          <RetentionItem label="Contatos" days={retention.days.contacts} />
          <RetentionItem label="Assinantes cancelados" days={retention.days.subscribers} />
          <RetentionItem label="E-mails enviados" days={retention.days.mails} />
          <RetentionItem label="Auditoria" days={retention.days.audit} />
        </div>
      )}
      <DataGrid<RetentionRun>
        label="Execuções da retenção"
        rowData={runs}
        columnDefs={RUN_COLUMNS}
        pageSize={5}
        height={gridHeight(5)}
        emptyText="Nenhuma execução registrada ainda"
      />
    </Panel>
  );
}

function RetentionItem({ label, days }: { label: string; days: number }) {
  const styles = usePrivacyStyles();
  return (
    <div className={styles.retentionItem}>
      <Caption1>{label}</Caption1>
      <strong>{days} dias</strong>
    </div>
  );
}
