import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { DeliveriesPanel } from './DeliveriesPanel';
import { EndpointCard, useIntegrationStyles } from './EndpointCard';
import { EndpointDialog, SecretDialog } from './EndpointDialog';
import { useIntegrations } from './useIntegrations';

/**
 * "Integrações" (Admins): webhook endpoints a CRM or an automation tool listens on. A new
 * endpoint's secret, and a rotated one, is shown once; each endpoint's deliveries can be read,
 * resent, and tried with a test event.
 */
export function IntegrationsPage() {
  const styles = useIntegrationStyles();
  const w = useIntegrations();
  const { endpoints, busy, editing, setEditing, urlError, setUrlError, secret, setSecret, deleting, setDeleting } = w;
  const { selected, setSelected } = w;
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
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            busy={busy}
            onDeliveries={() => setSelected(endpoint.id)}
            onTest={() => w.sendTest(endpoint)}
            onRotate={() => w.rotateSecret(endpoint)}
            onEdit={() => setEditing(endpoint)}
            onDelete={() => setDeleting(endpoint)}
          />
        ))}
      </div>
      {shown && <DeliveriesPanel key={shown.id} endpoint={shown} onResend={w.resend} />}
      {editing && (
        <EndpointDialog
          endpoint={editing === 'new' ? undefined : editing}
          busy={busy}
          urlError={urlError}
          onSave={w.save}
          onDismiss={() => {
            setEditing(null);
            setUrlError(undefined);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onDismiss={() => setSecret(null)} onCopy={() => w.copySecret(secret)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir integração"
        confirmLabel="Excluir"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={w.confirmDelete}
      >
        Excluir a integração <strong>{deleting?.url}</strong>? As entregas pendentes serão descartadas.
      </ConfirmDialog>
    </>
  );
}
