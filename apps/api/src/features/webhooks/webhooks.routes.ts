import { webhookMessages } from '@vitrine/shared/webhooks';
import type { AppDeps } from '../../deps';
import { idParam } from '../../http/request';
import { apiRouter } from '../../http/api-router';
import { adminOnly } from '../auth/auth.middleware';
import { auditAction } from '../audit/audit-action';
import * as webhooks from './webhooks.service';

/** The "Integrações" screen: Admins only, every change audited (never the URL's secret or the signing secret). */
export function webhooksRoutes(deps: AppDeps) {
  const app = apiRouter();
  const admins = adminOnly(deps);
  const policy = () => ({ allowLoopback: deps.config.WEBHOOKS_ALLOW_HTTP });
  const target = (id: number) => ({ target: { type: 'webhook', id } });

  app.get('/integracoes', admins, async (c) => c.json(await webhooks.listEndpoints(deps.db)));

  app.post('/integracoes', admins, async (c, { json: input }) => {
    const { id, secret } = await webhooks.createEndpoint(deps.db, input, deps.now(), policy());
    await auditAction(deps, c, 'webhook.create', { ...target(id), details: { events: input.events } });
    return c.json({ message: webhookMessages.created, id, secret }, 201);
  });

  app.put('/integracoes/:id', admins, async (c, { json: input }) => {
    const id = idParam(c);
    await webhooks.updateEndpoint(deps.db, id, input, deps.now(), policy());
    await auditAction(deps, c, 'webhook.update', {
      ...target(id),
      details: { events: input.events, active: input.active },
    });
    deps.onWebhookQueued?.();
    return c.json({ message: webhookMessages.updated });
  });

  app.delete('/integracoes/:id', admins, async (c) => {
    const id = idParam(c);
    await webhooks.deleteEndpoint(deps.db, id);
    await auditAction(deps, c, 'webhook.delete', target(id));
    return c.json({ message: webhookMessages.deleted });
  });

  app.post('/integracoes/:id/segredo', admins, async (c) => {
    const id = idParam(c);
    const secret = await webhooks.rotateSecret(deps.db, id, deps.now());
    await auditAction(deps, c, 'webhook.rotate', target(id));
    return c.json({ message: webhookMessages.rotated, secret });
  });

  app.post('/integracoes/:id/teste', admins, async (c) => {
    const id = idParam(c);
    await webhooks.queueTest(deps.db, id, deps.now());
    await auditAction(deps, c, 'webhook.test', target(id));
    deps.onWebhookQueued?.();
    return c.json({ message: webhookMessages.testQueued });
  });

  app.get('/integracoes/:id/entregas', admins, async (c) => c.json(await webhooks.listDeliveries(deps.db, idParam(c))));

  app.post('/integracoes/entregas/:id/reenvio', admins, async (c) => {
    const id = idParam(c);
    await webhooks.resendDelivery(deps.db, id, deps.now());
    await auditAction(deps, c, 'webhook.resend', { target: { type: 'webhook_delivery', id } });
    deps.onWebhookQueued?.();
    return c.json({ message: webhookMessages.resent });
  });

  return app.routes;
}
