import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@vitrine/shared/api-client';
import { webhookMessages as wm, type WebhookEndpoint, type WebhookEndpointInput } from '@vitrine/shared/webhooks';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { useResource } from '../../lib/useResource';

/**
 * The webhook endpoints and what staff do with them: add or edit (a new one's secret is shown
 * once), test, rotate the secret, delete, and resend one delivery.
 */
export function useIntegrations() {
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

  const sendTest = (endpoint: WebhookEndpoint) => void act(() => api.sendWebhookTest(endpoint.id));
  const rotateSecret = (endpoint: WebhookEndpoint) =>
    void act(
      () => api.rotateWebhookSecret(endpoint.id),
      (r) => setSecret(r.secret ?? null),
    );
  const confirmDelete = () =>
    void act(() => api.deleteWebhook(deleting!.id)).then(() => {
      setDeleting(null);
      setSelected(null);
    });
  const copySecret = (value: string) =>
    void navigator.clipboard?.writeText(value).then(() => notify('success', wm.copied));

  const state = { endpoints, busy, editing, setEditing, urlError, setUrlError, secret, setSecret };
  return {
    ...state,
    deleting,
    setDeleting,
    selected,
    setSelected,
    save,
    resend,
    sendTest,
    rotateSecret,
    confirmDelete,
    copySecret,
  };
}
