import { Badge } from '@fluentui/react-components';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { describeLeadSource } from '@vitrine/shared/lead-source';
import { describeRecipientRefusal } from '@vitrine/shared/mail-queue';
import type { Subscriber } from '@vitrine/shared/schemas';
import type { ColumnContext } from '../../components/DataGrid';
import { rowActionsColumn } from '../../components/RowActions';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { SUBSCRIBER_STATE_LABELS, subscriberState, type SubscriberState } from '../../lib/subscribers';

export const REASON_COLUMN = 'motivo_supressao';

const STATE_COLOURS: Record<SubscriberState, 'success' | 'danger' | 'warning' | 'subtle'> = {
  active: 'success',
  suppressed: 'danger',
  unconfirmed: 'warning',
  cancelled: 'subtle',
};

interface Options {
  styles: { twoLines: string; reasonLine: string };
  liftSuppression: (subscriber: Subscriber) => Promise<unknown>;
  askDelete: (subscriber: Subscriber) => void;
}

/** The subscribers grid; memoise the result on the options so the grid keeps its columns. */
export function subscriberColumns({ styles, liftSuppression, askDelete }: Options): ColDef<Subscriber>[] {
  return [
    // The address is what the grid is for: room for a whole one, while the columns below give way.
    {
      field: 'email',
      headerName: 'E-mail',
      flex: 3,
      // An everyday address (40 characters) whole at 1440 px, beside both reasons.
      minWidth: 360,
      tooltipField: 'email',
      cellRenderer: emailRenderer(styles),
    },
    {
      colId: 'situacao',
      headerName: 'Situação',
      width: 130,
      minWidth: 120,
      valueGetter: (p) => (p.data ? SUBSCRIBER_STATE_LABELS[subscriberState(p.data)] : ''),
      cellRenderer: StateCell,
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
      width: 120,
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
  ];
}

/** On a narrow grid the reason's own column gives way: the reason then goes under the address. */
function emailRenderer(styles: Options['styles']) {
  return (p: ICellRendererParams<Subscriber>) =>
    p.data?.suprimido_em && !p.api.getColumn(REASON_COLUMN)?.isVisible() ? (
      <span className={styles.twoLines}>
        <span>{p.data.email}</span>
        <span className={styles.reasonLine} data-testid="suppression-reason">
          {describeRecipientRefusal(p.data.motivo_supressao)}
        </span>
      </span>
    ) : (
      (p.value as string)
    );
}

function StateCell(p: { data?: Subscriber }) {
  if (!p.data) return null;
  const state = subscriberState(p.data);
  return (
    <Badge appearance="tint" color={STATE_COLOURS[state]}>
      {SUBSCRIBER_STATE_LABELS[state]}
    </Badge>
  );
}
