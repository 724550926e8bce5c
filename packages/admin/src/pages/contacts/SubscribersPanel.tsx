import { useMemo } from 'react';
import { Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, Delete20Regular, LockOpen20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { Subscriber } from '@vitrine/shared/schemas';
import { DataGrid, bulkSelection, gridHeight } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { DeleteDialog } from '../../components/DeleteDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ExportCsvButton, GridFilter } from '../../components/GridExport';
import { SUBSCRIBER_CSV_COLUMNS } from '../../lib/exports';
import { subscriberColumns } from './subscribersColumns';
import { useSubscribers } from './useSubscribers';

const m = messages.admin;

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

/** Newsletter subscribers, with delete behind a confirmation. */
export function SubscribersPanel() {
  const styles = useStyles();
  const sub = useSubscribers();
  const { grid, rows, deletion, selected, suppressedSelected, liftSuppression } = sub;
  const askDelete = deletion.ask;

  const columns = useMemo(
    () => subscriberColumns({ styles, liftSuppression, askDelete }),
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
          onClick={sub.selectSuppressed}
        >
          Selecionar suprimidos
        </Button>
        <Button
          icon={<LockOpen20Regular />}
          disabled={suppressedSelected.length === 0}
          onClick={() => sub.setConfirmingLift(true)}
        >
          Remover supressão{suppressedSelected.length ? ` (${suppressedSelected.length})` : ''}
        </Button>
        <GridFilter label="Filtrar assinantes" value={sub.filter} onChange={sub.setFilter} />
        <ExportCsvButton grid={grid} kind="assinantes" columns={SUBSCRIBER_CSV_COLUMNS} disabled={!rows.data} />
      </div>
      <DataGrid<Subscriber>
        gridRef={grid}
        quickFilterText={sub.filter}
        {...bulkSelection(sub.setSelected)}
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
        open={sub.confirmingLift}
        title="Remover supressão"
        confirmLabel="Remover supressão"
        busy={sub.liftManyBusy}
        onCancel={() => sub.setConfirmingLift(false)}
        onConfirm={() => void sub.liftSelected()}
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
