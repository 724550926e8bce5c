import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '@vitrine/shared/messages';
import { mailSettings, type AppDeps, type AppEnv } from '../../deps';
import { auditAction } from '../audit/audit-action';
import { AppError, badRequest } from '../../http/errors';
import { publicLimit } from '../rate-limits/public-limits';
import { idParam } from '../../http/request';
import { adminOnly } from '../auth/auth.middleware';
import * as newsletter from './newsletter.service';
import * as subscribersStaff from './subscribers-staff.service';
import { consentRecord } from '../lgpd/consent';
import { NEWSLETTER_CANCEL_PATH } from './newsletter.service';
import { apiRouter } from '../../http/api-router';
import { leadSourceColumns } from '../../lib/lead-source';

export function newsletterRoutes(deps: AppDeps) {
  const app = apiRouter();
  const webhooksQueued = () => deps.onWebhookQueued?.();

  app.post('/assinantes-newsletter', publicLimit(deps, 'newsletter'), async (c, { json: { email }, body }) => {
    const confirm = deps.config.NEWSLETTER_CONFIRM;
    const consent = consentRecord('newsletter', body, deps.now());
    const source = leadSourceColumns(body, consent.consent_page);
    await newsletter.subscribe(deps.db, email, consent, confirm, source, webhooksQueued);
    // The same answer for a new address and one already subscribed: no id, nothing that tells them apart.
    return c.json({ message: confirm ? messages.newsletter.confirmPending : messages.newsletter.success }, 201);
  });

  app.post('/assinantes-newsletter/send', publicLimit(deps, 'newsletterSend'), async (c, { json: { email } }) => {
    await newsletter.sendWelcome(deps.db, email, deps.now(), mailSettings(deps));
    return c.json({ message: messages.newsletter.welcomeQueued });
  });

  // Public and read-only: the cancellation page checks its link when it opens (cancels nothing).
  app.get('/assinantes-newsletter/cancelamento', publicLimit(deps, 'newsletterCancel'), async (c, { query }) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await newsletter.checkCancelToken(deps.db, query.token, deps.jwtSecret));
  });

  // Public: the cancellation page sends the token from the mail's link (query and/or body).
  app.put('/assinantes-newsletter', publicLimit(deps, 'newsletterCancel'), async (c, { query, json }) => {
    const token = query.token || json.token;
    if (!token) throw badRequest(messages.newsletter.cancelTokenMissing);
    await newsletter.cancel(deps.db, token, json.motivo_cancelamento, deps.now(), deps.jwtSecret, webhooksQueued);
    return c.json({ message: messages.newsletter.cancelSuccess });
  });

  // Double opt-in: the confirmation page's button (a POST; opening the link confirms nothing).
  app.post(
    '/assinantes-newsletter/confirmar',
    publicLimit(deps, 'newsletterCancel'),
    async (c, { json: { token } }) => {
      await newsletter.confirm(deps.db, token, deps.now(), mailSettings(deps), webhooksQueued);
      return c.json({ message: messages.newsletter.confirmSuccess });
    },
  );

  app.post('/assinantes-newsletter/remover-supressao', adminOnly(deps), async (c, { json: { ids } }) => {
    const lifted = await subscribersStaff.liftSuppressions(deps.db, ids);
    await auditAction(deps, c, 'subscribers.unsuppress', { details: { count: lifted, ids: ids.slice(0, 100) } });
    return c.json({ message: messages.campaign.suppressionsLifted(lifted), lifted });
  });

  app.post('/assinantes-newsletter/:id/remover-supressao', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await subscribersStaff.liftSuppression(deps.db, id);
    await auditAction(deps, c, 'subscriber.unsuppress', { target: { type: 'subscriber', id } });
    return c.json({ message: messages.campaign.suppressionLifted });
  });

  // The list shows every subscriber's address: a read of personal data, audited as the contacts list is.
  app.get('/assinantes-newsletter', adminOnly(deps), async (c) => {
    const list = await subscribersStaff.listSubscribers(deps.db);
    await auditAction(deps, c, 'subscribers.view', { details: { count: list.length } });
    return c.json(list);
  });

  app.delete('/assinantes-newsletter/:id', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await subscribersStaff.deleteSubscriber(deps.db, id, deps.now());
    c.var.logger.info('subscriber.deleted', { id, by: c.get('user').id });
    await auditAction(deps, c, 'subscriber.delete', { target: { type: 'subscriber', id } });
    return c.json({ message: messages.admin.subscriberDeleted });
  });

  app.post('/assinantes-newsletter/:id/restauracao', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await subscribersStaff.restoreSubscriber(deps.db, id);
    c.var.logger.info('subscriber.restored', { id, by: c.get('user').id });
    await auditAction(deps, c, 'subscriber.undelete', { target: { type: 'subscriber', id } });
    return c.json({ message: messages.admin.subscriberRestored });
  });

  return app.routes;
}

/**
 * RFC 8058 one-click unsubscribe. Every newsletter mail's List-Unsubscribe header points at the
 * cancellation page itself (`/cancelar-newsletter?token=…`), so the same URL a person opens also
 * takes the mail client's POST: a POST cancels at once with the default reason and answers a short
 * text; a GET stays the page (served by the site), which only cancels after the person confirms,
 * so link-following mail scanners never cancel anyone.
 */
export function oneClickUnsubscribeRoutes(deps: AppDeps) {
  const webhooksQueued = () => deps.onWebhookQueued?.();
  const app = new Hono<AppEnv>();
  const limit = publicLimit(deps, 'newsletterCancel');
  const limitGuesses: MiddlewareHandler<AppEnv> = async (c, next) =>
    (await newsletter.isGenuineCancelToken(deps.db, c.req.query('token')?.trim(), deps.jwtSecret))
      ? next()
      : limit(c, next);
  app.post(NEWSLETTER_CANCEL_PATH, limitGuesses, async (c) => {
    const token = c.req.query('token')?.trim();
    try {
      await newsletter.cancel(
        deps.db,
        token,
        messages.newsletter.cancelDefaultReason,
        deps.now(),
        deps.jwtSecret,
        webhooksQueued,
      );
    } catch (error) {
      if (error instanceof AppError) return c.text(error.message, error.status);
      throw error;
    }
    c.var.logger.info('newsletter.unsubscribed', { via: 'one-click' });
    return c.text(messages.newsletter.cancelSuccess, 200);
  });
  return app;
}
