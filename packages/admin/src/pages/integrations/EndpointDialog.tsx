import { useState } from 'react';
import { Button, Checkbox, Field, Input, Switch, Textarea } from '@fluentui/react-components';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookMessages,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEvent,
} from '@vitrine/shared/webhooks';
import { AdminDialog } from '../../components/AdminDialog';

export interface EndpointDialogProps {
  /** The endpoint being edited; none: a new one. */
  endpoint?: WebhookEndpoint;
  busy: boolean;
  /** What the server said about the URL (not https, not public). */
  urlError?: string;
  onSave(input: WebhookEndpointInput): void;
  onDismiss(): void;
}

/** Adds or edits an endpoint: its address, what it is for, the events it wants, active or paused. */
export function EndpointDialog({ endpoint, busy, urlError, onSave, onDismiss }: EndpointDialogProps) {
  const [url, setUrl] = useState(endpoint?.url ?? 'https://');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint?.events ?? ['contact.created']);
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [tried, setTried] = useState(false);
  const eventsError = tried && events.length === 0 ? webhookMessages.events : undefined;

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));

  return (
    <AdminDialog
      title={endpoint ? 'Editar integração' : 'Nova integração'}
      onDismiss={onDismiss}
      stackGap={12}
      maxWidth={560}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (events.length > 0) onSave({ url: url.trim(), description, events, active });
      }}
      actions={
        <>
          <Button appearance="secondary" onClick={onDismiss} disabled={busy}>
            Cancelar
          </Button>
          <Button appearance="primary" type="submit" disabled={busy}>
            Salvar
          </Button>
        </>
      }
    >
      <Field
        label="Endereço (URL)"
        required
        validationMessage={urlError}
        hint="https:// do seu CRM ou ferramenta de automação"
      >
        <Input value={url} onChange={(_, d) => setUrl(d.value)} type="url" inputMode="url" autoComplete="off" />
      </Field>
      <Field label="Descrição">
        <Input
          value={description}
          onChange={(_, d) => setDescription(d.value)}
          maxLength={200}
          placeholder="Ex.: RD Station CRM"
        />
      </Field>
      <Field label="Eventos" required validationMessage={eventsError}>
        <div role="group" aria-label="Eventos" style={{ display: 'flex', flexDirection: 'column' }}>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              checked={events.includes(event)}
              onChange={(_, d) => toggle(event, d.checked === true)}
              label={`${WEBHOOK_EVENT_LABELS[event]} (${event})`}
            />
          ))}
        </div>
      </Field>
      <Switch checked={active} onChange={(_, d) => setActive(d.checked)} label={active ? 'Ativa' : 'Pausada'} />
    </AdminDialog>
  );
}

/** The secret, shown once: after this dialog closes nobody can read it again. */
export function SecretDialog({ secret, onDismiss, onCopy }: { secret: string; onDismiss(): void; onCopy(): void }) {
  return (
    <AdminDialog
      title="Segredo da integração"
      modalType="alert"
      onDismiss={onDismiss}
      stackGap={12}
      maxWidth={560}
      actions={
        <>
          <Button onClick={onCopy}>Copiar</Button>
          <Button appearance="primary" onClick={onDismiss}>
            Já copiei
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        Use este segredo no sistema que recebe os eventos para conferir a assinatura (Standard Webhooks). Ele não será
        mostrado de novo.
      </p>
      {/* Wraps rather than scrolls: on a phone the whole secret stays in sight to be copied or read out. */}
      <Textarea
        readOnly
        value={secret}
        aria-label="Segredo"
        data-testid="webhook-secret"
        resize="none"
        rows={2}
        textarea={{ style: { fontFamily: 'monospace', wordBreak: 'break-all' } }}
      />
    </AdminDialog>
  );
}
