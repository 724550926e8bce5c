import { absoluteUrl, paths } from '@vitrine/shared/routes';
import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@vitrine/shared/messages';
import type { Subscriber } from '@vitrine/shared/schemas';
import type { AppDeps } from '../../deps';
import { toBool } from '../../db/database';
import type { SubscriberRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import { lastQueuedAt } from '../../mail/outbox.repository';
import { newsletterWelcome } from '../../mail/templates';
import * as repo from './newsletter.repository';

const m = messages.newsletter;
const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex');
/** A subscriber gets at most one welcome mail (and so one new cancel link) per day. */
const WELCOME_INTERVAL_MS = 24 * 60 * 60_000;

export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    ativo: toBool(row.ativo),
    email: row.email,
    create_date: row.create_date,
    motivo_cancelamento: row.motivo_cancelamento,
    data_cancelamento: row.data_cancelamento,
  };
}

/** New address → new subscriber; a cancelled one subscribes again; an active one is a 409. */
export async function subscribe(deps: AppDeps, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  return deps.db.transaction().execute(async (trx) => {
    const existing = await repo.findByEmail(trx, address);
    if (existing && toBool(existing.ativo)) throw conflict(m.alreadyActive);
    if (existing) {
      await repo.updateSubscriber(trx, existing.id, {
        ativo: 1,
        motivo_cancelamento: null,
        data_cancelamento: null,
        cancel_token_hash: null,
      });
      return existing.id;
    }
    return repo.insertSubscriber(trx, { email: address, ativo: 1, create_date: deps.now().toISOString() });
  });
}

/**
 * Sends the welcome mail with a fresh cancellation link, to an active subscriber only, so
 * the endpoint never mails an address that did not subscribe. Only the token's hash is
 * stored. Repeated calls within a day send nothing new: each mail would replace the token
 * and break the link in the previous one.
 */
export async function sendWelcome(deps: AppDeps, email: string): Promise<void> {
  const subscriber = await repo.findByEmail(deps.db, email);
  if (!subscriber) throw notFound(m.notActive);
  if (!toBool(subscriber.ativo)) throw conflict(m.notActive);
  const now = deps.now();
  if (subscriber.cancel_token_hash) {
    const since = new Date(now.getTime() - WELCOME_INTERVAL_MS).toISOString();
    if (await lastQueuedAt(deps.db, 'newsletter-welcome', subscriber.email, since)) return;
  }
  const token = randomBytes(32).toString('base64url');
  await repo.updateSubscriber(deps.db, subscriber.id, { cancel_token_hash: sha256Hex(token) });
  const link = `${absoluteUrl(deps.config.PUBLIC_URL, paths.cancelNewsletter)}?token=${encodeURIComponent(token)}`;
  await queueMail(deps, 'newsletter-welcome', subscriber.email, newsletterWelcome(link));
}

/** Cancels with the token from the welcome mail; a used or unknown token is a 404. */
export async function cancel(deps: AppDeps, token: string | undefined, reason: string): Promise<void> {
  if (!token) throw new AppError(400, m.cancelTokenMissing);
  const subscriber = await repo.findByTokenHash(deps.db, sha256Hex(token));
  if (!subscriber || !toBool(subscriber.ativo)) throw notFound(m.cancelTokenUnknown);
  await repo.updateSubscriber(deps.db, subscriber.id, {
    ativo: 0,
    motivo_cancelamento: reason,
    data_cancelamento: deps.now().toISOString(),
    // One use: the link in the mail stops working once it has done its job.
    cancel_token_hash: null,
  });
}

export async function listSubscribers(deps: AppDeps): Promise<Subscriber[]> {
  return (await repo.listSubscribers(deps.db)).map(toSubscriber);
}

export async function deleteSubscriber(deps: AppDeps, id: number): Promise<void> {
  if (!(await repo.deleteSubscriber(deps.db, id))) throw notFound(m.subscriberNotFound);
}
