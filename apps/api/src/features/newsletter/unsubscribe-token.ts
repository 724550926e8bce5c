import { createHmac, timingSafeEqual } from 'node:crypto';
import { absoluteUrl } from '@vitrine/shared/routes';
import type { SubscriberRow } from '../../db/schema';
import { NEWSLETTER_CANCEL_PATH } from './newsletter.paths';

/**
 * Campaign mail's unsubscribe token: `<subscriber id>.<HMAC>`, signed with the server's secret
 * over the id and the consent time, so 10,000 recipients need no 10,000 stored tokens and each
 * gets their own. It goes to the same cancellation page and one-click POST as the welcome
 * mail's random token (which has no dot). Re-subscribing records a new consent time, so the
 * links of mails sent before a cancellation stop working, as a used random token does.
 */
type Signed = Pick<SubscriberRow, 'id' | 'consent_at' | 'create_date'>;

const signature = (secret: string, subscriber: Signed) =>
  createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${subscriber.id}:${subscriber.consent_at ?? subscriber.create_date}`)
    .digest('base64url');

export const signedUnsubscribeToken = (secret: string, subscriber: Signed) =>
  `${subscriber.id}.${signature(secret, subscriber)}`;

/** The subscriber id a signed token names, or null when the token is not of the signed kind. */
export function signedTokenId(token: string): number | null {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

export function verifySignedToken(secret: string, token: string, subscriber: Signed): boolean {
  const expected = Buffer.from(signedUnsubscribeToken(secret, subscriber));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${absoluteUrl(publicUrl, NEWSLETTER_CANCEL_PATH)}?token=${encodeURIComponent(token)}`;
