import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Key20Regular, List20Regular, Send20Regular } from '@fluentui/react-icons';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@vitrine/shared/webhooks';
import { gridDate } from '../../lib/grid-format';

export const useIntegrationStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '12px', marginBottom: '16px' },
  endpoint: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '12px 16px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '10px',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  url: { fontWeight: 600, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: '13px' },
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
});

function statusBadge(endpoint: WebhookEndpoint) {
  if (endpoint.active)
    return (
      <Badge color="success" appearance="tint">
        Ativa
      </Badge>
    );
  if (endpoint.paused_reason === 'failing')
    return (
      <Badge color="danger" appearance="tint">
        Pausada por falhas
      </Badge>
    );
  return (
    <Badge color="warning" appearance="tint">
      Pausada
    </Badge>
  );
}

interface Props {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onDeliveries: () => void;
  onTest: () => void;
  onRotate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One endpoint: its state, address, events and queue, and what can be done with it. */
export function EndpointCard({ endpoint, busy, onDeliveries, onTest, onRotate, onEdit, onDelete }: Props) {
  const styles = useIntegrationStyles();
  return (
    <div className={styles.endpoint} role="listitem" data-testid={`webhook-${endpoint.id}`}>
      <div className={styles.head}>
        {statusBadge(endpoint)}
        <span className={styles.url}>{endpoint.url}</span>
      </div>
      <div className={styles.meta}>
        {endpoint.description && `${endpoint.description} · `}
        {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')} · {endpoint.pending} pendente(s),{' '}
        {endpoint.failed} com falha
        {endpoint.paused_at && ` · pausada em ${gridDate(endpoint.paused_at)}`}
      </div>
      <div className={styles.actions}>
        <Button size="small" icon={<List20Regular />} onClick={onDeliveries}>
          Entregas
        </Button>
        <Button size="small" icon={<Send20Regular />} disabled={busy} onClick={onTest}>
          Enviar teste
        </Button>
        <Button size="small" icon={<Key20Regular />} disabled={busy} onClick={onRotate}>
          Trocar segredo
        </Button>
        <Button size="small" icon={<Edit20Regular />} onClick={onEdit}>
          Editar
        </Button>
        <Button
          size="small"
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={`Excluir integração ${endpoint.url}`}
          onClick={onDelete}
        >
          Excluir
        </Button>
      </div>
    </div>
  );
}
