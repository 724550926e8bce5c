import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  Delete20Regular,
  Edit20Regular,
  Key20Regular,
  List20Regular,
  Send20Regular,
} from '@fluentui/react-icons';
import { ApiError } from '@vitrine/shared/api-client';
import {
  WEBHOOK_EVENT_LABELS,
  webhookMessages as wm,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@vitrine/shared/webhooks';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { gridDate } from '../../lib/grid-format';
import { useResource } from '../../lib/useResource';
import { DeliveriesPanel } from './DeliveriesPanel';
import { EndpointDialog, SecretDialog } from './EndpointDialog';

const useStyles = makeStyles({
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

/**
 * "Integrações" (Admins): webhook endpoints a CRM or an automation tool listens on. A new
 * endpoint's secret, and a rotated one, is shown once; each endpoint's deliveries can be read,
 * resent, and tried with a test event.
 */
export function IntegrationsPage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const endpoints = useResource(useCallback(() => api.listWebhooks(), [api]));
  const reload = endpoints.reload;
  const { busy, run } = useBusyAction();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [urlError, setUrlError] = useState<string>();
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    if (endpoints.error) notify('error', wm.fetchError, serverReason(endpoints.error));
  }, [endpoints.error, notify]);

  function save(input: WebhookEndpointInput) {
    const current = editing;
    setUrlError(undefined);
    void run(
      (error) => {
        if (error instanceof ApiError && error.errors.url) setUrlError(error.errors.url);
        else notify('error', wm.saveError, serverReason(error));
      },
      async () => {
        if (current && current !== 'new') {
          notify('success', (await api.updateWebhook(current.id, input)).message);
        } else {
          const created = await api.createWebhook(input);
          setSecret(created.secret);
        }
        setEditing(null);
      },
      reload,
    );
  }

  const act = (
    work: () => Promise<{ message: string }>,
    after?: (result: { message: string; secret?: string }) => void,
  ) =>
    run(
      wm.actionError,
      async () => {
        const result = await work();
        if (after) after(result);
        else notify('success', result.message);
      },
      reload,
    );

  const resend = useCallback(
    (id: number) => run(wm.actionError, async () => notify('success', (await api.resendWebhookDelivery(id)).message)),
    [api, notify, run],
  );

  const list = endpoints.data ?? [];
  const shown = list.find((e) => e.id === selected);
  return (
    <>
      <PageHeader
        title="Integrações"
        subtitle="Envie cada novo contato, inscrição, post e campanha ao seu CRM ou ferramenta de automação, com assinatura (webhooks)."
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing('new')}>
            Nova integração
          </Button>
        }
      />
      <div className={styles.list} aria-label="Integrações" role="list">
        {endpoints.data && list.length === 0 && <Panel>Nenhuma integração cadastrada.</Panel>}
        {list.map((endpoint) => (
          <div key={endpoint.id} className={styles.endpoint} role="listitem" data-testid={`webhook-${endpoint.id}`}>
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
              <Button size="small" icon={<List20Regular />} onClick={() => setSelected(endpoint.id)}>
                Entregas
              </Button>
              <Button
                size="small"
                icon={<Send20Regular />}
                disabled={busy}
                onClick={() => void act(() => api.sendWebhookTest(endpoint.id))}
              >
                Enviar teste
              </Button>
              <Button
                size="small"
                icon={<Key20Regular />}
                disabled={busy}
                onClick={() =>
                  void act(
                    () => api.rotateWebhookSecret(endpoint.id),
                    (r) => setSecret(r.secret ?? null),
                  )
                }
              >
                Trocar segredo
              </Button>
              <Button size="small" icon={<Edit20Regular />} onClick={() => setEditing(endpoint)}>
                Editar
              </Button>
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete20Regular />}
                aria-label={`Excluir integração ${endpoint.url}`}
                onClick={() => setDeleting(endpoint)}
              >
                Excluir
              </Button>
            </div>
          </div>
        ))}
      </div>
      {shown && <DeliveriesPanel key={shown.id} endpoint={shown} onResend={resend} />}
      {editing && (
        <EndpointDialog
          endpoint={editing === 'new' ? undefined : editing}
          busy={busy}
          urlError={urlError}
          onSave={save}
          onDismiss={() => {
            setEditing(null);
            setUrlError(undefined);
          }}
        />
      )}
      {secret && (
        <SecretDialog
          secret={secret}
          onDismiss={() => setSecret(null)}
          onCopy={() => void navigator.clipboard?.writeText(secret).then(() => notify('success', wm.copied))}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir integração"
        confirmLabel="Excluir"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void act(() => api.deleteWebhook(deleting!.id)).then(() => {
            setDeleting(null);
            setSelected(null);
          })
        }
      >
        Excluir a integração <strong>{deleting?.url}</strong>? As entregas pendentes serão descartadas.
      </ConfirmDialog>
    </>
  );
}
