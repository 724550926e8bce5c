import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Standard Webhooks (https://www.standardwebhooks.com/): the receiver checks
 * base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)) where key is the base64 after `whsec_`.
 * While a rotation's overlap lasts both secrets sign, space-separated in one header, so a
 * receiver still holding the old secret keeps accepting deliveries until it switches.
 */

export const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** msg_ + a random id: the webhook-id, the same on every attempt of one delivery. */
export const newMessageId = (): string => `msg_${randomUUID().replace(/-/g, '')}`;

export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers for one attempt. */
export function signedHeaders(
  secrets: string[],
  id: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}
