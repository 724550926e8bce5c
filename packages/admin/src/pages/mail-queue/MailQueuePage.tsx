import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ArrowRepeatAll20Regular,
  Delete20Regular,
  Send20Regular,
} from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import {
  MAIL_KIND_LABELS,
  MAIL_QUEUE_SENT_DAYS,
  OUTBOX_STATUS_LABELS,
  type QueuedMailView,
} from '@vitrine/shared/mail-queue';
import { messages } from '@vitrine/shared/messages';
import { mediaQueryStore } from '@vitrine/shared/media-query';
import { MOBILE_BREAKPOINT_PX } from '@vitrine/shared/constants';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataGrid, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { useResource } from '../../lib/useResource';

const m = messages.admin;
const PAGE_SIZE = 10;
/** On a phone the actions column is not pinned: pinned, it would cover the recipient and the error. */
const phoneQuery = mediaQueryStore(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);

const useStyles = makeStyles({
  counts: { display: 'flex', gap: '12px', flexWrap: 'wrap', marginBottom: '16px' },
  count: {
    display: 'flex',
    alignItems: 'baseline',
    gap: '6px',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '10px',
    padding: '10px 16px',
  },
  countValue: { fontSize: '22px', fontWeight: 700, color: tokens.colorNeutralForeground1 },
  actions: { display: 'flex', gap: '4px', alignItems: 'center', height: '100%' },
});

const COUNT_LABELS = {
  pending: ['pendente', 'pendentes'],
  failed: ['com falha', 'com falha'],
  sent: ['enviado', 'enviados'],
} as const;
const STATUS_COLOR = {
  pending: 'warning',
  failed: 'danger',
  sent: 'success',
  bounced: 'danger',
  cancelled: 'informative',
} as const;

/**
 * "Fila de e-mails" (Admins): the outbox without SQL. Pending, failed and recently sent mail;
 * a pending one waiting for its next attempt can go out at once ("Enviar agora"); a failed one
 * can be sent again ("Reenviar": due now, attempts from zero) or dropped ("Descartar", after a
 * confirmation). All three are audited by the server.
 */
export function MailQueuePage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const queue = useResource(useCallback(() => api.mailQueue(), [api]));
  const reload = queue.reload;
  const [discarding, setDiscarding] = useState<QueuedMailView | null>(null);
  const { busy, run } = useBusyAction();
  const phone = useSyncExternalStore(phoneQuery.subscribe, phoneQuery.getSnapshot, phoneQuery.getServerSnapshot);

  useEffect(() => {
    if (queue.error) notify('error', m.mailQueueFetchError, serverReason(queue.error));
  }, [queue.error, notify]);

  const retry = useCallback(
    (mail: QueuedMailView) =>
      run(
        m.mailRetryError,
        async () => {
          await api.retryMail(mail.id);
          notify('success', m.mailRetried);
        },
        reload,
      ),
    [api, notify, reload, run],
  );

  const sendNow = useCallback(
    (mail: QueuedMailView) =>
      run(
        m.mailSendNowError,
        async () => {
          await api.sendMailNow(mail.id);
          notify('success', m.mailSentNow);
        },
        reload,
      ),
    [api, notify, reload, run],
  );

  async function discard() {
    if (!discarding) return;
    await run(
      m.mailDiscardError,
      async () => {
        await api.discardMail(discarding.id);
        notify('success', m.mailDiscarded);
        setDiscarding(null);
      },
      () => reload(),
    );
  }

  const columns = useMemo<ColDef<QueuedMailView>[]>(
    () => [
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
        cellRenderer: (p: { data?: QueuedMailView }) =>
          p.data?.status === 'pending' ? (
            <div className={styles.actions}>
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
              <div className={styles.actions}>
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
                  onClick={() => setDiscarding(p.data!)}
                >
                  Descartar
                </Button>
              </div>
            )
          ),
      },
    ],
    [retry, sendNow, styles.actions, phone],
  );

  const counts = queue.data?.counts;
  return (
    <>
      <PageHeader
        title="Fila de e-mails"
        subtitle={`E-mails pendentes, com falha e enviados nos últimos ${MAIL_QUEUE_SENT_DAYS} dias.`}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={reload}>
            Atualizar
          </Button>
        }
      />
      <div className={styles.counts} role="group" aria-label="Totais da fila">
        {(['pending', 'failed', 'sent'] as const).map((status) => (
          <div key={status} className={styles.count} data-testid={`mail-count-${status}`}>
            <span className={styles.countValue}>{counts ? counts[status] : '—'}</span>
            {COUNT_LABELS[status][counts?.[status] === 1 ? 0 : 1]}
          </div>
        ))}
      </div>
      <Panel>
        <DataGrid<QueuedMailView>
          label="Fila de e-mails"
          rowData={queue.data?.mails ?? (queue.error ? [] : null)}
          loading={queue.loading && !queue.data}
          columnDefs={columns}
          getRowId={(p) => String(p.data.id)}
          pageSize={PAGE_SIZE}
          height={gridHeight(PAGE_SIZE)}
          emptyText={m.emptyMailQueue}
        />
      </Panel>
      <ConfirmDialog
        open={discarding !== null}
        title="Descartar e-mail"
        confirmLabel="Descartar"
        danger
        busy={busy}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => void discard()}
      >
        Descartar o e-mail para <strong>{discarding?.to}</strong>? Ele não será enviado e sairá da fila.
      </ConfirmDialog>
    </>
  );
}
