import { absoluteUrl, paths } from '@vitrine/shared/routes';
import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@vitrine/shared/messages';
import { maskEmail } from '@vitrine/shared/lgpd';
import type { Subscriber } from '@vitrine/shared/schemas';
import type { MailSettings } from '../../deps';
import { toBool, type Db } from '../../db/database';
import type { SubscriberRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import { lastQueuedAt } from '../../mail/outbox.repository';
import { newsletterWelcome } from '../../mail/templates';
import * as repo from './newsletter.repository';
import type { ConsentRecord } from '../lgpd/consent';

const m = messages.newsletter;
/** The site's cancellation page; also the URL that takes the RFC 8058 one-click POST. */
export const NEWSLETTER_CANCEL_PATH = paths.cancelNewsletter;
const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex');
/** A subscriber gets at most one welcome mail (and so one new cancel link) per day. */
const WELCOME_INTERVAL_MS = 24 * 60 * 60_000;

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    ativo: toBool(row.ativo),
    email: row.email,
    create_date: row.create_date,
    motivo_cancelamento: row.motivo_cancelamento,
    data_cancelamento: row.data_cancelamento,
  };
}

/**
 * New address → new subscriber; a cancelled one subscribes again (with a fresh consent
 * record: the earlier consent was withdrawn); an active one is a 409 and keeps its record.
 */
export async function subscribe(db: Db, email: string, consent: ConsentRecord): Promise<number> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const existing = await repo.findByEmail(trx, address);
    if (existing && toBool(existing.ativo)) throw conflict(m.alreadyActive);
    if (existing) {
      await repo.updateSubscriber(trx, existing.id, {
        ativo: 1,
        motivo_cancelamento: null,
        data_cancelamento: null,
        cancel_token_hash: null,
        ...consent,
      });
      return existing.id;
    }
    return repo.insertSubscriber(trx, { email: address, ativo: 1, create_date: consent.consent_at, ...consent });
  });
}

/**
 * Sends the welcome mail with a fresh cancellation link, to an active subscriber only, so
 * the endpoint never mails an address that did not subscribe. Only the token's hash is
 * stored. At most one welcome per address a day, whatever happened in between (a
 * cancellation and a re-subscription by someone else included): each mail replaces the
 * token, and the endpoint must not become a way to flood a mailbox. The caller learns
 * nothing either way (the route answers the same), so it cannot tell who is subscribed.
 */
export async function sendWelcome(db: Db, email: string, now: Date, mail: MailSettings): Promise<void> {
  const address = email.trim().toLowerCase();
  const since = new Date(now.getTime() - WELCOME_INTERVAL_MS).toISOString();
  const token = randomBytes(32).toString('base64url');
  const queued = await db.transaction().execute(async (trx) => {
    const subscriber = await repo.findByEmail(trx, address);
    if (!subscriber || !toBool(subscriber.ativo)) return false;
    if (await lastQueuedAt(trx, 'newsletter-welcome', address, since)) return false;
    // Compare-and-set on the token: of two parallel calls only one replaces it and mails.
    if (!(await repo.replaceCancelToken(trx, subscriber.id, subscriber.cancel_token_hash, sha256Hex(token)))) {
      return false;
    }
    const link = `${absoluteUrl(mail.publicUrl, NEWSLETTER_CANCEL_PATH)}?token=${encodeURIComponent(token)}`;
    const content = newsletterWelcome(link);
    await queueMail(trx, { kind: 'newsletter-welcome', to: address, content, unsubscribeUrl: link }, now);
    return true;
  });
  if (queued) mail.queued();
}

/**
 * Whether a cancellation link still works, changing nothing: the page asks when it opens, so a
 * used or unknown link says so at once instead of after the visitor filled in the form. Answers
 * the address masked (enough to recognise it); a missing, used or unknown token is the same 404.
 */
export async function checkCancelToken(db: Db, token: string | undefined): Promise<{ email: string }> {
  const subscriber = token ? await repo.findByTokenHash(db, sha256Hex(token)) : undefined;
  if (!subscriber || !toBool(subscriber.ativo)) throw notFound(m.cancelTokenUnknown);
  return { email: maskEmail(subscriber.email) };
}

/** Cancels with the token from the welcome mail; a used or unknown token is a 404. */
export async function cancel(db: Db, token: string | undefined, reason: string, now: Date): Promise<void> {
  if (!token) throw badRequest(m.cancelTokenMissing);
  const subscriber = await repo.findByTokenHash(db, sha256Hex(token));
  if (!subscriber || !toBool(subscriber.ativo)) throw notFound(m.cancelTokenUnknown);
  await repo.updateSubscriber(db, subscriber.id, {
    ativo: 0,
    motivo_cancelamento: reason,
    data_cancelamento: now.toISOString(),
    // One use: the link in the mail stops working once it has done its job.
    cancel_token_hash: null,
  });
}

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  return (await repo.listSubscribers(db)).map(toSubscriber);
}

export async function deleteSubscriber(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteSubscriber(db, id))) throw notFound(m.subscriberNotFound);
}
