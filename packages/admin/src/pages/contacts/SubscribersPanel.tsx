import { describeLeadSource } from '@vitrine/shared/lead-source';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import { useResource } from '../../lib/useResource';
import { Badge, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, Delete20Regular, LockOpen20Regular } from '@fluentui/react-icons';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { Subscriber } from '@vitrine/shared/schemas';
import { describeRecipientRefusal } from '@vitrine/shared/mail-queue';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { DataGrid, bulkSelection, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { DeleteDialog } from '../../components/DeleteDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { SUBSCRIBER_STATE_LABELS, subscriberState, type SubscriberState } from '../../lib/subscribers';
import { ExportCsvButton, GridFilter } from '../../components/GridExport';
import { SUBSCRIBER_CSV_COLUMNS } from '../../lib/exports';

const m = messages.admin;
const REASON_COLUMN = 'motivo_supressao';

const useStyles = makeStyles({
  twoLines: { display: 'flex', flexDirection: 'column', lineHeight: '16px', paddingTop: '5px' },
  reasonLine: {
    fontSize: '12px',
    color: tokens.colorPaletteRedForeground1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

const STATE_COLOURS: Record<SubscriberState, 'success' | 'danger' | 'warning' | 'subtle'> = {
  active: 'success',
  suppressed: 'danger',
  unconfirmed: 'warning',
  cancelled: 'subtle',
};

/** Newsletter subscribers, with delete behind a confirmation. */
export function SubscribersPanel() {
  const styles = useStyles();
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
  const suppressedSelected = selected.filter((s) => s.suprimido_em !== null);
  const [confirmingLift, setConfirmingLift] = useState(false);
  const { busy: liftManyBusy, run: liftManyRun } = useBusyAction();
  const liftSelected = () =>
    liftManyRun(messages.admin.suppressionLiftError, async () => {
      const { message } = await api.liftSuppressions(suppressedSelected.map((s) => s.id));
      setConfirmingLift(false);
      notify('success', message);
      grid.current?.api.deselectAll();
      load();
    });
  // Keyboard and touch users reach every suppressed address at once, without ticking each row.
  const selectSuppressed = () =>
    grid.current?.api.forEachNodeAfterFilter((node) => node.setSelected(Boolean(node.data?.suprimido_em)));
  useEffect(() => {
    if (rows.error) notify('error', messages.admin.subscribersFetchError, serverReason(rows.error));
  }, [rows.error, notify]);

  const columns = useMemo<ColDef<Subscriber>[]>(
    () => [
      // The address is what the grid is for: room for a whole one, while the columns below give way.
      {
        field: 'email',
        headerName: 'E-mail',
        flex: 3,
        minWidth: 320,
        tooltipField: 'email',
        // On a narrow grid the reason's own column gives way: the reason then goes under the address.
        cellRenderer: (p: ICellRendererParams<Subscriber>) =>
          p.data?.suprimido_em && !p.api.getColumn(REASON_COLUMN)?.isVisible() ? (
            <span className={styles.twoLines}>
              <span>{p.data.email}</span>
              <span className={styles.reasonLine} data-testid="suppression-reason">
                {describeRecipientRefusal(p.data.motivo_supressao)}
              </span>
            </span>
          ) : (
            (p.value as string)
          ),
      },
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
        // The server's English answer, told in Portuguese; never hidden: staff decide on it whether to lift.
        colId: REASON_COLUMN,
        headerName: 'Motivo da supressão',
        headerTooltip: 'Recusa permanente do servidor do destinatário',
        flex: 2,
        minWidth: 190,
        context: { hideBelow: 1000 } satisfies ColumnContext,
        valueGetter: (p) => (p.data?.suprimido_em ? describeRecipientRefusal(p.data.motivo_supressao) : '—'),
        tooltipValueGetter: (p) =>
          p.data?.motivo_supressao ? `${p.value as string}: ${p.data.motivo_supressao}` : undefined,
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
    [askDelete, liftSuppression, styles],
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
        <Button
          icon={<CheckmarkCircle20Regular />}
          disabled={!rows.data?.some((s) => s.suprimido_em)}
          onClick={selectSuppressed}
        >
          Selecionar suprimidos
        </Button>
        <Button
          icon={<LockOpen20Regular />}
          disabled={suppressedSelected.length === 0}
          onClick={() => setConfirmingLift(true)}
        >
          Remover supressão{suppressedSelected.length ? ` (${suppressedSelected.length})` : ''}
        </Button>
        <GridFilter label="Filtrar assinantes" value={filter} onChange={setFilter} />
        <ExportCsvButton grid={grid} kind="assinantes" columns={SUBSCRIBER_CSV_COLUMNS} disabled={!rows.data} />
      </div>
      <DataGrid<Subscriber>
        gridRef={grid}
        quickFilterText={filter}
        {...bulkSelection(setSelected)}
        onColumnVisible={(e) => e.api.refreshCells({ columns: ['email'], force: true })}
        label="Assinantes da newsletter"
        rowData={rows.data ?? (rows.error ? [] : null)}
        loading={rows.loading && !rows.data}
        columnDefs={columns}
        getRowId={(p) => String(p.data.id)}
        pageSize={GRID_PAGE_SIZE.subscribers}
        height={gridHeight(GRID_PAGE_SIZE.subscribers)}
        emptyText={m.emptySubscribers}
      />
      <ConfirmDialog
        open={confirmingLift}
        title="Remover supressão"
        confirmLabel="Remover supressão"
        busy={liftManyBusy}
        onCancel={() => setConfirmingLift(false)}
        onConfirm={() => void liftSelected()}
      >
        {messages.mailServer.liftConfirm(suppressedSelected.length)}
      </ConfirmDialog>
      <DeleteDialog
        deletion={deletion}
        noun={{ one: 'assinante', many: 'assinantes' }}
        name={(subscriber) => subscriber.email}
        afterwards={m.subscriberDeleteAfterwards}
      />
    </Panel>
  );
}
