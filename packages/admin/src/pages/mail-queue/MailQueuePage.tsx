import { useMemo, useSyncExternalStore } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { MAIL_QUEUE_SENT_DAYS, type QueuedMailView } from '@vitrine/shared/mail-queue';
import { messages } from '@vitrine/shared/messages';
import { mediaQueryStore } from '@vitrine/shared/media-query';
import { MOBILE_BREAKPOINT_PX } from '@vitrine/shared/constants';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { mailQueueColumns } from './mailQueueColumns';
import { useMailQueue } from './useMailQueue';

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

/**
 * "Fila de e-mails" (Admins): the outbox without SQL. Pending, failed and recently sent mail;
 * a pending one waiting for its next attempt can go out at once ("Enviar agora"); a failed one
 * can be sent again ("Reenviar": due now, attempts from zero) or dropped ("Descartar", after a
 * confirmation). All three are audited by the server.
 */
export function MailQueuePage() {
  const styles = useStyles();
  const { queue, reload, discarding, setDiscarding, busy, retry, sendNow, discard } = useMailQueue();
  const phone = useSyncExternalStore(phoneQuery.subscribe, phoneQuery.getSnapshot, phoneQuery.getServerSnapshot);

  const columns = useMemo(
    () => mailQueueColumns({ phone, actionsClass: styles.actions, sendNow, retry, discard: setDiscarding }),
    [retry, sendNow, styles.actions, phone, setDiscarding],
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
