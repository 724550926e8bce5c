import { messages } from '@vitrine/shared/messages';
import type { AppDeps } from '../../deps';
import { idParam } from '../../http/request';
import { adminOnly } from '../auth/auth.middleware';
import { auditAction } from '../audit/audit-action';
import {
  discardFailedMail,
  mailQueueCounts,
  mailQueueOverview,
  retryFailedMail,
  sendPendingMailNow,
} from './mail-queue.service';
import { apiRouter } from '../../http/api-router';

/** The "Fila de e-mails" screen's API and the dashboard's counts: Admins only, every change audited. */
export function mailQueueRoutes(deps: AppDeps) {
  const app = apiRouter();
  const admins = adminOnly(deps);

  // The queue shows recipients' addresses: a read of personal data. The dashboard's counts are not.
  app.get('/fila-emails', admins, async (c) => {
    const overview = await mailQueueOverview(deps.db, deps.now());
    await auditAction(deps, c, 'mail_queue.view');
    return c.json(overview);
  });
  app.get('/fila-emails/contagem', admins, async (c) => c.json(await mailQueueCounts(deps.db)));

  app.post('/fila-emails/:id/reenviar', admins, async (c) => {
    const mail = await retryFailedMail(deps.db, idParam(c), deps.now());
    // Ids and the kind only: the address and the text are what a visitor wrote.
    await auditAction(deps, c, 'mail.retry', { target: { type: 'mail', id: mail.id }, details: { kind: mail.kind } });
    deps.onMailQueued?.();
    return c.json({ message: messages.admin.mailRetried });
  });

  app.delete('/fila-emails/:id', admins, async (c) => {
    const mail = await discardFailedMail(deps.db, idParam(c));
    await auditAction(deps, c, 'mail.discard', { target: { type: 'mail', id: mail.id }, details: { kind: mail.kind } });
    return c.json({ message: messages.admin.mailDiscarded });
  });

  app.post('/fila-emails/:id/envio', admins, async (c) => {
    const mail = await sendPendingMailNow(deps.db, idParam(c), deps.now());
    await auditAction(deps, c, 'mail.send_now', {
      target: { type: 'mail', id: mail.id },
      details: { kind: mail.kind },
    });
    deps.onMailQueued?.();
    return c.json({ message: messages.admin.mailSentNow });
  });

  return app.routes;
}
