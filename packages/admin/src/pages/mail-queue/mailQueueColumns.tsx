import { Badge, Button } from '@fluentui/react-components';
import { ArrowRepeatAll20Regular, Delete20Regular, Send20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { MAIL_KIND_LABELS, OUTBOX_STATUS_LABELS, type QueuedMailView } from '@vitrine/shared/mail-queue';
import type { ColumnContext } from '../../components/DataGrid';
import { dateComparator, gridDate } from '../../lib/grid-format';

const STATUS_COLOR = {
  pending: 'warning',
  failed: 'danger',
  sent: 'success',
  bounced: 'danger',
  cancelled: 'informative',
} as const;

interface Options {
  /** On a phone the actions column is not pinned: pinned, it would cover the recipient and the error. */
  phone: boolean;
  actionsClass: string;
  sendNow: (mail: QueuedMailView) => Promise<unknown>;
  retry: (mail: QueuedMailView) => Promise<unknown>;
  discard: (mail: QueuedMailView) => void;
}

/** The outbox grid; memoise the result on the options so the grid keeps its columns. */
export function mailQueueColumns({ phone, actionsClass, sendNow, retry, discard }: Options): ColDef<QueuedMailView>[] {
  return [
    {
      field: 'status',
      headerName: 'Situação',
      width: 100,
      valueFormatter: (p) => OUTBOX_STATUS_LABELS[p.value as QueuedMailView['status']] ?? String(p.value),
      cellRenderer: (p: { data?: QueuedMailView }) =>
        p.data && (
          <Badge appearance="tint" color={STATUS_COLOR[p.data.status] ?? 'informative'}>
            {OUTBOX_STATUS_LABELS[p.data.status] ?? p.data.status}
          </Badge>
        ),
    },
    // The recipient lists, on a narrow grid, the columns that gave way (no sideways scroll).
    {
      field: 'to',
      headerName: 'Destinatário',
      flex: 2,
      minWidth: 180,
      context: { primary: true } satisfies ColumnContext,
    },
    {
      field: 'kind',
      headerName: 'Tipo',
      flex: 1,
      minWidth: 140,
      // Two lines rather than "Aviso de co…": the kind is what tells one mail from another.
      wrapText: true,
      autoHeight: true,
      context: { hideBelow: 900 } satisfies ColumnContext,
      valueFormatter: (p) => MAIL_KIND_LABELS[p.value as string] ?? String(p.value),
    },
    { field: 'attempts', headerName: 'Tentativas', width: 100, context: { hideBelow: 1100 } satisfies ColumnContext },
    {
      field: 'nextAttemptAt',
      headerName: 'Próxima tentativa',
      width: 152,
      context: { hideBelow: 1100 } satisfies ColumnContext,
      valueFormatter: (p) => gridDate(p.value),
      comparator: dateComparator,
    },
    {
      field: 'sentAt',
      headerName: 'Enviado em',
      width: 152,
      context: { hideBelow: 1100 } satisfies ColumnContext,
      valueFormatter: (p) => gridDate(p.value),
      comparator: dateComparator,
    },
    // The widest: what the mail server answered is what the person needs to read.
    {
      field: 'lastError',
      headerName: 'Último erro',
      flex: 3,
      minWidth: 200,
      valueFormatter: (p) => p.value ?? '—',
    },
    {
      colId: 'actions',
      headerName: 'Ações',
      pinned: phone ? null : 'right',
      width: 196,
      sortable: false,
      resizable: false,
      cellRenderer: actionsRenderer(actionsClass, sendNow, retry, discard),
    },
  ];
}

/** Pending mail can go out now; failed mail can be sent again or dropped; sent mail has nothing to do. */
function actionsRenderer(
  actionsClass: string,
  sendNow: Options['sendNow'],
  retry: Options['retry'],
  discard: Options['discard'],
) {
  return (p: { data?: QueuedMailView }) =>
    p.data?.status === 'pending' ? (
      <div className={actionsClass}>
        <Button
          size="small"
          icon={<Send20Regular />}
          aria-label={`Enviar agora o e-mail para ${p.data.to}`}
          onClick={() => void sendNow(p.data!)}
        >
          Enviar agora
        </Button>
      </div>
    ) : (
      p.data?.status === 'failed' && (
        <div className={actionsClass}>
          <Button
            size="small"
            icon={<ArrowRepeatAll20Regular />}
            aria-label={`Reenviar e-mail para ${p.data.to}`}
            onClick={() => void retry(p.data!)}
          >
            Reenviar
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={<Delete20Regular />}
            style={{ color: '#c50f1f' }}
            aria-label={`Descartar e-mail para ${p.data.to}`}
            onClick={() => discard(p.data!)}
          >
            Descartar
          </Button>
        </div>
      )
    );
}
