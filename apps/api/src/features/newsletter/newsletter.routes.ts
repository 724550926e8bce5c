import { Hono } from 'hono';
import { messages } from '@vitrine/shared/messages';
import { newsletterCancelSchema, newsletterEmailSchema } from '@vitrine/shared/schemas';
import type { AppDeps, AppEnv } from '../../deps';
import { auditAction } from '../audit/audit.service';
import { AppError } from '../../http/errors';
import { publicLimit } from '../../http/public-limits';
import { idParam, parseValid, readJson, readValid } from '../../http/request';
import { adminOnly } from '../auth/auth.middleware';
import * as newsletter from './newsletter.service';

export function newsletterRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/assinantes-newsletter', publicLimit(deps, 'newsletter'), async (c) => {
    const { email } = await readValid(c, newsletterEmailSchema);
    return c.json({ id: await newsletter.subscribe(deps, email) }, 201);
  });

  app.post('/assinantes-newsletter/send', publicLimit(deps, 'newsletterSend'), async (c) => {
    const { email } = await readValid(c, newsletterEmailSchema);
    await newsletter.sendWelcome(deps, email);
    return c.json({ message: messages.newsletter.welcomeQueued });
  });

  // Public: the cancellation page sends the token from the mail's link (query and/or body).
  app.put('/assinantes-newsletter', publicLimit(deps, 'newsletterCancel'), async (c) => {
    const body = await readJson(c);
    const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const token = c.req.query('token')?.trim() || (typeof fromBody.token === 'string' ? fromBody.token.trim() : '');
    if (!token) throw new AppError(400, messages.newsletter.cancelTokenMissing);
    const input = parseValid(newsletterCancelSchema, { ...fromBody, token });
    await newsletter.cancel(deps, input.token, input.motivo_cancelamento);
    return c.json({ message: messages.newsletter.cancelSuccess });
  });

  app.get('/assinantes-newsletter', adminOnly(deps), async (c) => c.json(await newsletter.listSubscribers(deps)));

  app.delete('/assinantes-newsletter/:id', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await newsletter.deleteSubscriber(deps, id);
    deps.logger.info('subscriber.deleted', { id, by: c.get('user').id });
    await auditAction(deps, c, 'subscriber.delete', { target: { type: 'subscriber', id } });
    return c.json({ message: messages.admin.subscriberDeleted });
  });

  return app;
}
