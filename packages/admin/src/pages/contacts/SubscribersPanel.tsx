import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import { useResource } from '../../lib/useResource';
import { Badge, Button, Subtitle1 } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { Subscriber } from '@vitrine/shared/schemas';
import { useAdmin } from '../../app/AdminContext';
import { serverReason, useNotify } from '../../app/useNotify';
import { DataGrid, bulkSelection, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { DeleteDialog } from '../../components/DeleteDialog';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { dateComparator, gridDate, gridYesNo } from '../../lib/grid-format';
import { ExportCsvButton, GridFilter } from '../../components/GridExport';
import { SUBSCRIBER_CSV_COLUMNS } from '../../lib/exports';

const m = messages.admin;

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
  });
  const askDelete = deletion.ask;
  const [selected, setSelected] = useState<Subscriber[]>([]);
  useEffect(() => {
    if (rows.error) notify('error', 'Erro ao buscar assinantes', serverReason(rows.error));
  }, [rows.error, notify]);

  const columns = useMemo<ColDef<Subscriber>[]>(
    () => [
      { field: 'email', headerName: 'E-mail', flex: 2, minWidth: 140, tooltipField: 'email' },
      {
        field: 'ativo',
        headerName: 'Ativo',
        width: 84,
        minWidth: 84,
        cellRenderer: (p: { value?: boolean }) => (
          <Badge appearance="tint" color={p.value ? 'success' : 'subtle'}>
            {gridYesNo(p.value)}
          </Badge>
        ),
      },
      {
        field: 'create_date',
        headerName: 'Inscrição',
        width: 140,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
        sort: 'desc',
      },
      {
        field: 'motivo_cancelamento',
        headerName: 'Motivo do cancelamento',
        headerTooltip: 'Motivo do cancelamento',
        flex: 2,
        minWidth: 110,
        // The lowest priority: on a narrow grid (with the selection column) it gives way first.
        context: { hideBelow: 900 } satisfies ColumnContext,
        tooltipValueGetter: (p) => p.value ?? undefined,
        valueFormatter: (p) => p.value ?? '—',
      },
      {
        field: 'data_cancelamento',
        headerName: 'Cancelamento',
        width: 140,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
      },
      rowActionsColumn<Subscriber>({ headerName: 'Ações', width: 84, minWidth: 84 }, (subscriber) => [
        { kind: 'delete', label: `Excluir assinante ${subscriber.email}`, onClick: () => askDelete(subscriber) },
      ]),
    ],
    [askDelete],
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
      />
    </Panel>
  );
}
