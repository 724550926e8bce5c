import { absoluteUrl, paths } from '@vitrine/shared/routes';
import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@vitrine/shared/messages';
import { maskEmail } from '@vitrine/shared/lgpd';
import type { MailSettings } from '../../deps';
import { toBool, type Db } from '../../db/database';
import type { SubscriberRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { cancelPendingForSubscriber, lastQueuedAt, queueMail } from '../../mail/outbox';
import { newsletterConfirmation, newsletterWelcome } from '../../mail/templates';
import * as repo from './newsletter.repository';
import type { ConsentRecord } from '../lgpd/consent';
import { NEWSLETTER_CANCEL_PATH } from './newsletter.paths';
import { signedTokenId, verifySignedToken } from './unsubscribe-token';
import { DAY_MS } from '@vitrine/shared/constants';
import { leadSourceRecord, type LeadSourceColumns } from '../../lib/lead-source';
import { queueEvent } from '../webhooks/webhooks.service';

export { NEWSLETTER_CANCEL_PATH };

const m = messages.newsletter;
const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex');
/** A subscriber gets at most one welcome (or confirmation) mail (and so one new link) per day. */
const WELCOME_INTERVAL_MS = DAY_MS;
/** Double opt-in: an address not confirmed within this long is deleted by the daily purge. */
export const UNCONFIRMED_TTL_MS = 7 * DAY_MS;

/** Tells the webhook worker that events were queued (called after commit). */
export type WebhooksQueued = () => void;

/**
 * New address → new subscriber; a cancelled one subscribes again with a fresh consent record
 * (the earlier consent was withdrawn). An address that is already subscribed answers exactly
 * as a new one and keeps its record: the answer must not tell a stranger who subscribes.
 * With double opt-in (`confirm`), new and returning subscribers stay unconfirmed (no
 * campaigns) until they use the link of the confirmation mail.
 */
export async function subscribe(
  db: Db,
  email: string,
  consent: ConsentRecord,
  confirm: boolean,
  source: LeadSourceColumns,
  webhooksQueued?: WebhooksQueued,
): Promise<number> {
  const address = email.trim().toLowerCase();
  const confirmedAt = confirm ? null : consent.consent_at;
  let events = 0;
  const id = await db.transaction().execute(async (trx) => {
    const existing = await repo.findByEmail(trx, address);
    // A subscriber staff deleted (still undoable) who signs up again is simply back.
    if (existing && toBool(existing.ativo) && !existing.deleted_at) return existing.id;
    const fields = {
      ativo: 1,
      confirmed_at: confirmedAt,
      awaiting_confirmation: confirm ? 1 : 0,
      ...consent,
      ...source,
    };
    let subscriberId: number;
    if (existing) {
      subscriberId = existing.id;
      await repo.updateSubscriber(trx, existing.id, {
        ...fields,
        deleted_at: null,
        motivo_cancelamento: null,
        data_cancelamento: null,
        cancel_token_hash: null,
        confirm_token_hash: null,
      });
    } else {
      subscriberId = await repo.insertSubscriber(trx, { email: address, create_date: consent.consent_at, ...fields });
    }
    const at = new Date(consent.consent_at);
    const data = { id: subscriberId, email: address, created_at: consent.consent_at, source: leadSourceRecord(source) };
    events += await queueEvent(trx, 'subscriber.created', data, at);
    if (!confirm) events += await queueEvent(trx, 'subscriber.confirmed', confirmedData(subscriberId, address, at), at);
    return subscriberId;
  });
  if (events > 0) webhooksQueued?.();
  return id;
}

const confirmedData = (id: number, email: string, at: Date) => ({ id, email, confirmed_at: at.toISOString() });

/**
 * Sends the welcome mail with a fresh cancellation link (or, to an unconfirmed subscriber,
 * the confirmation mail), to an active subscriber only, so the endpoint never mails an
 * address that did not subscribe. Only the token's hash is stored. At most one such mail per
 * address a day, whatever happened in between (a cancellation and a re-subscription by
 * someone else included): each mail replaces the token, and the endpoint must not become a
 * way to flood a mailbox. The caller learns nothing either way (the route answers the same),
 * so it cannot tell who is subscribed.
 */
export async function sendWelcome(db: Db, email: string, now: Date, mail: MailSettings): Promise<void> {
  const address = email.trim().toLowerCase();
  const since = new Date(now.getTime() - WELCOME_INTERVAL_MS).toISOString();
  const token = randomBytes(32).toString('base64url');
  const queued = await db.transaction().execute(async (trx) => {
    const subscriber = await repo.findByEmail(trx, address);
    // A subscriber staff deleted is gone for every mail, though "Desfazer" may still bring it back.
    if (!subscriber || !toBool(subscriber.ativo) || subscriber.deleted_at) return false;
    if (subscriber.awaiting_confirmation === 1) {
      if (await lastQueuedAt(trx, 'newsletter-confirm', address, since)) return false;
      await repo.updateSubscriber(trx, subscriber.id, { confirm_token_hash: sha256Hex(token) });
      const link = `${absoluteUrl(mail.publicUrl, paths.confirmNewsletter)}?token=${encodeURIComponent(token)}`;
      await queueMail(trx, { kind: 'newsletter-confirm', to: address, content: newsletterConfirmation(link) }, now);
      return true;
    }
    return queueWelcome(trx, subscriber, token, since, now, mail);
  });
  if (queued) mail.queued();
}

async function queueWelcome(
  trx: Db,
  subscriber: SubscriberRow,
  token: string,
  since: string,
  now: Date,
  mail: MailSettings,
): Promise<boolean> {
  if (await lastQueuedAt(trx, 'newsletter-welcome', subscriber.email, since)) return false;
  // Compare-and-set on the token: of two parallel calls only one replaces it and mails.
  if (!(await repo.replaceCancelToken(trx, subscriber.id, subscriber.cancel_token_hash, sha256Hex(token)))) {
    return false;
  }
  const link = `${absoluteUrl(mail.publicUrl, NEWSLETTER_CANCEL_PATH)}?token=${encodeURIComponent(token)}`;
  const content = newsletterWelcome(link);
  await queueMail(trx, { kind: 'newsletter-welcome', to: subscriber.email, content, unsubscribeUrl: link }, now);
  return true;
}

/**
 * Double opt-in: the confirmation page's button POSTs the token from the mail (a GET never
 * confirms, so a mail scanner following the link does nothing). Confirms once, then sends the
 * welcome mail with the cancellation link.
 */
export async function confirm(
  db: Db,
  token: string,
  now: Date,
  mail: MailSettings,
  webhooksQueued?: WebhooksQueued,
): Promise<void> {
  let events = 0;
  const queued = await db.transaction().execute(async (trx) => {
    const subscriber = await repo.findByConfirmTokenHash(trx, sha256Hex(token));
    if (!subscriber || !toBool(subscriber.ativo) || subscriber.awaiting_confirmation !== 1) {
      throw notFound(m.confirmTokenUnknown);
    }
    await repo.updateSubscriber(trx, subscriber.id, {
      confirmed_at: now.toISOString(),
      awaiting_confirmation: 0,
      confirm_token_hash: null,
    });
    events = await queueEvent(trx, 'subscriber.confirmed', confirmedData(subscriber.id, subscriber.email, now), now);
    const since = new Date(now.getTime() - WELCOME_INTERVAL_MS).toISOString();
    return queueWelcome(trx, subscriber, randomBytes(32).toString('base64url'), since, now, mail);
  });
  if (queued) mail.queued();
  if (events > 0) webhooksQueued?.();
}

/**
 * The active subscriber a newsletter mail's link names: the welcome mail's random token (stored
 * as a hash, one use) or a campaign mail's signed one (unsubscribe-token.ts). A missing, used or
 * unknown token is the same 404.
 */
async function subscriberOfCancelLink(db: Db, token: string, secret: string): Promise<SubscriberRow> {
  const signedId = signedTokenId(token);
  const subscriber =
    signedId === null ? await repo.findByTokenHash(db, sha256Hex(token)) : await repo.findById(db, signedId);
  const genuine = subscriber && (signedId === null || verifySignedToken(secret, token, subscriber));
  if (!subscriber || !genuine || !toBool(subscriber.ativo)) throw notFound(m.cancelTokenUnknown);
  return subscriber;
}

/**
 * Whether a token names a subscriber genuinely (a valid signature, or a stored link's hash). The
 * one-click POST skips its per-address limit for these: a mail provider posts everyone's
 * unsubscribes from a few addresses, and each must be honoured; only guesses are limited.
 */
export async function isGenuineCancelToken(db: Db, token: string | undefined, secret: string): Promise<boolean> {
  if (!token) return false;
  try {
    await subscriberOfCancelLink(db, token, secret);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a cancellation link still works, changing nothing: the page asks when it opens, so a
 * used or unknown link says so at once instead of after the visitor filled in the form. Answers
 * the address masked (enough to recognise it).
 */
export async function checkCancelToken(db: Db, token: string | undefined, secret: string): Promise<{ email: string }> {
  if (!token) throw notFound(m.cancelTokenUnknown);
  return { email: maskEmail((await subscriberOfCancelLink(db, token, secret)).email) };
}

/**
 * Cancels with the token of a newsletter mail's link (see subscriberOfCancelLink). The
 * subscriber's campaign mails still waiting in the outbox are dropped, so a campaign in
 * progress sends them nothing more.
 */
export async function cancel(
  db: Db,
  token: string | undefined,
  reason: string,
  now: Date,
  secret: string,
  webhooksQueued?: WebhooksQueued,
): Promise<void> {
  if (!token) throw badRequest(m.cancelTokenMissing);
  const subscriber = await subscriberOfCancelLink(db, token, secret);
  const events = await db.transaction().execute(async (trx) => {
    await repo.updateSubscriber(trx, subscriber.id, {
      ativo: 0,
      motivo_cancelamento: reason,
      data_cancelamento: now.toISOString(),
      // One use: the link in the mail stops working once it has done its job.
      cancel_token_hash: null,
    });
    await cancelPendingForSubscriber(trx, subscriber.id);
    // The reason is what the person chose to tell us; the CRM gets it so it can stop the follow-up.
    const data = { id: subscriber.id, email: subscriber.email, cancelled_at: now.toISOString(), reason };
    return queueEvent(trx, 'subscriber.cancelled', data, now);
  });
  if (events > 0) webhooksQueued?.();
}

/**
 * Retention (docs/PRODUCT.md §10): subscribers cancelled longer ago than the period, double
 * opt-in signups never confirmed within UNCONFIRMED_TTL_MS (they never consented to anything),
 * and subscribers staff deleted more than a day ago (long past the snackbar's "Desfazer").
 * Answers how many went in all.
 */
export async function purgeExpiredSubscribers(db: Db, now: Date, cancelledBeforeIso: string): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  return (
    (await repo.purgeSubscribers.cancelledBefore(db, cancelledBeforeIso)) +
    (await repo.purgeSubscribers.unconfirmedSince(db, new Date(now.getTime() - UNCONFIRMED_TTL_MS).toISOString())) +
    (await repo.purgeSubscribers.deletedBefore(db, dayAgo))
  );
}

/** Where the subscriptions of a period came from (the dashboard's leads by source and by post). */
export function leadSourcesBetween(db: Db, fromIso: string, toIso: string) {
  return repo.leadSourcesBetween(db, fromIso, toIso);
}
