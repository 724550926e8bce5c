import { CONTACT_HONEYPOT_FIELD } from '@vitrine/shared/schemas';
import { mailSettings, type AppDeps } from '../../deps';
import { auditAction } from '../audit/audit-action';
import { publicLimit } from '../rate-limits/public-limits';
import { adminOnly } from '../auth/auth.middleware';
import * as contacts from './contacts.service';
import { consentRecord } from '../lgpd/consent';
import { apiRouter } from '../../http/api-router';
import { leadSourceColumns } from '../../lib/lead-source';

/** True when a bot filled the field people never see. */
function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export function contactsRoutes(deps: AppDeps) {
  const app = apiRouter();

  // Validated first (by the router), so a filled honeypot gets the same 422 as anyone for bad input.
  app.post('/contato', publicLimit(deps, 'contact'), async (c, { json, body }) => {
    const { website: _honeypot, consent_page: _consentPage, source: _source, ...contact } = json;
    const consent = consentRecord('contact', body, deps.now());
    if (honeypotFilled(body)) {
      c.var.logger.info('contact.honeypot');
      return c.json({ id: await contacts.decoyContactId(deps.db, contact, consent) }, 201);
    }
    const source = leadSourceColumns(body, consent.consent_page);
    const { id, webhooks } = await contacts.createContact(deps.db, contact, consent, source);
    // After commit, so the worker finds them; delivery never holds up the visitor's answer.
    if (webhooks > 0) deps.onWebhookQueued?.();
    return c.json({ id }, 201);
  });

  app.post('/contato/send', publicLimit(deps, 'contactSend'), async (c, { json: { info: contact }, body }) => {
    const info = body && typeof body === 'object' ? (body as { info?: unknown }).info : undefined;
    if (honeypotFilled(body) || honeypotFilled(info)) return c.body(null, 202);
    const queued = await contacts.notifyContact(deps.db, contact, deps.now(), mailSettings(deps));
    // The same answer either way: a caller learns nothing about what is stored.
    if (!queued) c.var.logger.info('contact.notify.unmatched');
    return c.body(null, 202);
  });

  app.get('/contato', adminOnly(deps), async (c) => {
    const list = await contacts.listContacts(deps.db);
    // Bulk access to personal data: who read the list, and how many contacts it held.
    await auditAction(deps, c, 'contacts.view', { details: { count: list.length } });
    return c.json(list);
  });

  // The grid sends the contacts to mark; a single {id} is accepted too (markReadSchema).
  app.put('/contato', adminOnly(deps), async (c, { json: list }) => {
    const ids = [...new Set(list.map((item) => item.id))];
    const updatedCount = await contacts.markRead(deps.db, ids);
    // Which contacts, never what they wrote.
    await auditAction(deps, c, 'contact.read', {
      ...(ids.length === 1 ? { target: { type: 'contact', id: ids[0]! } } : {}),
      details: { ids: ids.slice(0, 200), count: ids.length, updatedCount },
    });
    return c.json({ updatedCount });
  });

  return app.routes;
}
