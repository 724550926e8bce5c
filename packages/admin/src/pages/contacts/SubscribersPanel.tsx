import { describeLeadSource } from '@vitrine/shared/lead-source';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import { useResource } from '../../lib/useResource';
import { Badge, Button, Subtitle1 } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { Subscriber } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { DataGrid, bulkSelection, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { DeleteDialog } from '../../components/DeleteDialog';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { SUBSCRIBER_STATE_LABELS, subscriberState, type SubscriberState } from '../../lib/subscribers';
import { ExportCsvButton, GridFilter } from '../../components/GridExport';
import { SUBSCRIBER_CSV_COLUMNS } from '../../lib/exports';

const m = messages.admin;

const STATE_COLOURS: Record<SubscriberState, 'success' | 'danger' | 'warning' | 'subtle'> = {
  active: 'success',
  suppressed: 'danger',
  unconfirmed: 'warning',
  cancelled: 'subtle',
};

/** Newsletter subscribers, with delete behind a confirmation. */
export function SubscribersPanel() {
  const { api } = useAdmin();
  const notify = useNotify();
  const grid = useRef<AgGridReact<Subscriber>>(null);
  const [filter, setFilter] = useState('');

  const rows = useResource(useCallback(() => api.listSubscribers(), [api]));
  const load = rows.reload;
  const deletion = useConfirmedDelete<Subscriber>({
    remove: (id) => api.deleteSubscriber(id),
    success: m.subscriberDeleted,
    successMany: m.subscribersDeleted,
    failure: m.subscriberDeleteError,
    onDeleted: () => void load(),
    undo: {
      restore: (id) => api.restoreSubscriber(id),
      success: m.subscriberRestored,
      failure: m.subscriberRestoreError,
    },
  });
  const askDelete = deletion.ask;
  const { run: liftRun } = useBusyAction();
  const liftSuppression = useCallback(
    (subscriber: Subscriber) =>
      liftRun(messages.admin.suppressionLiftError, async () => {
        const { message } = await api.liftSuppression(subscriber.id);
        notify('success', message);
        load();
      }),
    [api, notify, load, liftRun],
  );
  const [selected, setSelected] = useState<Subscriber[]>([]);
  useEffect(() => {
    if (rows.error) notify('error', messages.admin.subscribersFetchError, serverReason(rows.error));
  }, [rows.error, notify]);

  const columns = useMemo<ColDef<Subscriber>[]>(
    () => [
      // The address is what the grid is for: room for a whole one, while the columns below give way.
      { field: 'email', headerName: 'E-mail', flex: 3, minWidth: 340, tooltipField: 'email' },
      {
        colId: 'situacao',
        headerName: 'Situação',
        width: 140,
        minWidth: 120,
        valueGetter: (p) => (p.data ? SUBSCRIBER_STATE_LABELS[subscriberState(p.data)] : ''),
        cellRenderer: (p: { data?: Subscriber }) => {
          if (!p.data) return null;
          const state = subscriberState(p.data);
          return (
            <Badge appearance="tint" color={STATE_COLOURS[state]}>
              {SUBSCRIBER_STATE_LABELS[state]}
            </Badge>
          );
        },
      },
      {
        field: 'create_date',
        headerName: 'Inscrição',
        width: 140,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
        sort: 'desc',
        context: { hideBelow: 800 } satisfies ColumnContext,
      },
      {
        field: 'motivo_cancelamento',
        headerName: 'Motivo do cancelamento',
        headerTooltip: 'Motivo do cancelamento',
        flex: 2,
        minWidth: 110,
        // The lowest priority: on a narrow grid (with the selection column) it gives way first.
        context: { hideBelow: 1000 } satisfies ColumnContext,
        tooltipValueGetter: (p) => p.value ?? undefined,
        valueFormatter: (p) => p.value ?? '—',
      },
      {
        colId: 'source',
        headerName: 'Origem',
        flex: 1,
        minWidth: 140,
        context: { hideBelow: 1150 } satisfies ColumnContext,
        valueGetter: (p) => (p.data ? describeLeadSource(p.data.source) : ''),
        tooltipValueGetter: (p) => p.value as string,
      },
      {
        field: 'data_cancelamento',
        headerName: 'Cancelamento',
        width: 140,
        // The date gives way before the reasons: a suppression's reason must stay in sight.
        context: { hideBelow: 1150 } satisfies ColumnContext,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
      },
      {
        field: 'motivo_supressao',
        headerName: 'Motivo da supressão',
        headerTooltip: 'Recusa permanente do servidor de e-mail (5xx)',
        flex: 2,
        minWidth: 110,
        context: { hideBelow: 1000 } satisfies ColumnContext,
        tooltipValueGetter: (p) => p.value ?? undefined,
        valueFormatter: (p) => p.value ?? '—',
      },
      rowActionsColumn<Subscriber>({ headerName: 'Ações', width: 100, minWidth: 100 }, (subscriber) => [
        ...(subscriber.suprimido_em
          ? [
              {
                kind: 'unlock' as const,
                label: `Remover supressão de ${subscriber.email}`,
                onClick: () => void liftSuppression(subscriber),
              },
            ]
          : []),
        { kind: 'delete', label: `Excluir assinante ${subscriber.email}`, onClick: () => askDelete(subscriber) },
      ]),
    ],
    [askDelete, liftSuppression],
  );

  return (
    <Panel>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <Subtitle1 as="h2" style={{ marginRight: 'auto', marginBottom: 0 }}>
          Assinantes da newsletter
        </Subtitle1>
        <Button icon={<Delete20Regular />} disabled={selected.length === 0} onClick={() => askDelete(selected)}>
          Excluir selecionados{selected.length ? ` (${selected.length})` : ''}
        </Button>
        <GridFilter label="Filtrar assinantes" value={filter} onChange={setFilter} />
        <ExportCsvButton grid={grid} kind="assinantes" columns={SUBSCRIBER_CSV_COLUMNS} disabled={!rows.data} />
      </div>
      <DataGrid<Subscriber>
        gridRef={grid}
        quickFilterText={filter}
        {...bulkSelection(setSelected)}
        label="Assinantes da newsletter"
        rowData={rows.data ?? (rows.error ? [] : null)}
        loading={rows.loading && !rows.data}
        columnDefs={columns}
        getRowId={(p) => String(p.data.id)}
        pageSize={GRID_PAGE_SIZE.subscribers}
        height={gridHeight(GRID_PAGE_SIZE.subscribers)}
        emptyText={m.emptySubscribers}
      />
      <DeleteDialog
        deletion={deletion}
        noun={{ one: 'assinante', many: 'assinantes' }}
        name={(subscriber) => subscriber.email}
        afterwards={m.subscriberDeleteAfterwards}
      />
    </Panel>
  );
}
