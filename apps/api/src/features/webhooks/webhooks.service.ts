import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  webhookMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookNotice,
} from '@vitrine/shared/webhooks';
import type { z } from '@vitrine/shared/zod';
import type { webhookEndpointSchema } from '@vitrine/shared/webhooks';
import { toBool, type Db } from '../../db/database';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { newMessageId, newSecret } from './signing';
import type { AddressPolicy } from '../../lib/public-address';
import { checkWebhookUrl, resolveAllowed } from './url-safety';
import * as repo from './webhooks.repository';

type EndpointInput = z.output<typeof webhookEndpointSchema>;

/** How long the previous secret keeps signing after a rotation. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000;
const DELIVERIES_SHOWN = 100;

const padEvents = (events: readonly string[]) => ` ${events.join(' ')} `;
const eventsOf = (stored: string): WebhookEvent[] =>
  stored
    .trim()
    .split(/\s+/)
    .filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e));

function toEndpoint(row: WebhookEndpointRow & { pending: number; failed: number }): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: eventsOf(row.events),
    active: toBool(row.active),
    paused_reason: row.paused_reason === 'failing' || row.paused_reason === 'manual' ? row.paused_reason : null,
    paused_at: row.paused_at,
    previous_secret_until: row.previous_secret_until,
    created_at: row.created_at,
    pending: row.pending,
    failed: row.failed,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  const status = row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending';
  return {
    id: row.id,
    endpoint_id: row.endpoint_id,
    message_id: row.message_id,
    event_type: row.event_type,
    status,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at,
    created_at: row.created_at,
    delivered_at: row.delivered_at,
    last_status_code: row.last_status_code,
    last_latency_ms: row.last_latency_ms,
    last_response: row.last_response,
    last_error: row.last_error,
  };
}

/**
 * The URL as staff typed it, refused when it is not https (unless WEBHOOKS_ALLOW_HTTP) or
 * names, or resolves to, an address that is not public. A name that does not resolve now is
 * accepted: the worker checks again at every send.
 */
async function assertSafeUrl(url: string, policy: AddressPolicy): Promise<void> {
  const problem = checkWebhookUrl(url, policy);
  if (problem === 'invalid') throw validationFailed({ url: webhookMessages.url });
  if (problem === 'not_public') throw validationFailed({ url: webhookMessages.urlNotPublic });
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  try {
    await resolveAllowed(host, policy);
  } catch (error) {
    if (error instanceof Error && error.name === 'UnsafeAddressError') {
      throw validationFailed({ url: webhookMessages.urlNotPublic });
    }
  }
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return (await repo.listEndpoints(db)).map(toEndpoint);
}

/** A new endpoint and its secret: the only moment the secret leaves the server. */
export async function createEndpoint(
  db: Db,
  input: EndpointInput,
  now: Date,
  policy: AddressPolicy,
): Promise<{ id: number; secret: string }> {
  await assertSafeUrl(input.url, policy);
  const at = now.toISOString();
  const secret = newSecret();
  const id = await repo.insertEndpoint(db, {
    url: input.url,
    description: input.description,
    events: padEvents(input.events),
    active: input.active ? 1 : 0,
    paused_reason: input.active ? null : 'manual',
    paused_at: input.active ? null : at,
    secret,
    previous_secret: null,
    previous_secret_until: null,
    created_at: at,
    updated_at: at,
  });
  return { id, secret };
}

export async function updateEndpoint(
  db: Db,
  id: number,
  input: EndpointInput,
  now: Date,
  policy: AddressPolicy,
): Promise<void> {
  const current = await repo.findEndpoint(db, id);
  if (!current) throw notFound();
  await assertSafeUrl(input.url, policy);
  const at = now.toISOString();
  const reactivated = input.active && !toBool(current.active);
  await repo.updateEndpoint(db, id, {
    url: input.url,
    description: input.description,
    events: padEvents(input.events),
    active: input.active ? 1 : 0,
    paused_reason: input.active ? null : current.active ? 'manual' : current.paused_reason,
    paused_at: input.active ? null : (current.paused_at ?? at),
    updated_at: at,
  });
  // Back from a pause: what waited is due at once rather than at its old retry time.
  if (reactivated) await retryWaitingNow(db, id, at);
}

async function retryWaitingNow(db: Db, endpointId: number, at: string): Promise<void> {
  const head = (await repo.waitingDeliveries(db, endpointId, 1))[0];
  if (head) await repo.recordAttempt(db, head.id, { next_attempt_at: at });
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  const deleted = await db.transaction().execute((trx) => repo.deleteEndpoint(trx, id));
  if (!deleted) throw notFound();
}

/** A new secret; the old one keeps signing for SECRET_OVERLAP_MS so receivers can switch without a gap. */
export async function rotateSecret(db: Db, id: number, now: Date): Promise<string> {
  const current = await repo.findEndpoint(db, id);
  if (!current) throw notFound();
  const secret = newSecret();
  await repo.updateEndpoint(db, id, {
    secret,
    previous_secret: current.secret,
    previous_secret_until: new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString(),
    updated_at: now.toISOString(),
  });
  return secret;
}

/** The secrets that sign a delivery now: the current one, and the previous one during its overlap. */
export function signingSecrets(endpoint: WebhookEndpointRow, now: Date): string[] {
  const overlap =
    endpoint.previous_secret && endpoint.previous_secret_until && endpoint.previous_secret_until > now.toISOString();
  return overlap ? [endpoint.secret, endpoint.previous_secret!] : [endpoint.secret];
}

/** The JSON body of an event (docs/WEBHOOKS.md): its type, when it happened, and only the data it needs. */
export const eventBody = (type: string, data: Record<string, unknown>, at: Date) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Queues an event for every active endpoint that asked for it. Called inside the transaction
 * of the change it announces, so the event exists exactly when the change does; the caller
 * nudges the worker after commit. Answers how many deliveries were queued.
 */
export async function queueEvent(
  db: Db,
  type: WebhookEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const endpoints = await repo.endpointsFor(db, type);
  if (endpoints.length === 0) return 0;
  const at = now.toISOString();
  const payload = eventBody(type, data, now);
  await repo.insertDeliveries(
    db,
    endpoints.map((e) => ({
      endpoint_id: e.id,
      message_id: newMessageId(),
      event_type: type,
      payload,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })),
  );
  return endpoints.length;
}

/** "Enviar evento de teste": one webhook.test to this endpoint, whatever events it asked for. */
export async function queueTest(db: Db, id: number, now: Date): Promise<void> {
  const endpoint = await repo.findEndpoint(db, id);
  if (!endpoint) throw notFound();
  const at = now.toISOString();
  await repo.insertDeliveries(db, [
    {
      endpoint_id: id,
      message_id: newMessageId(),
      event_type: WEBHOOK_TEST_EVENT,
      payload: eventBody(WEBHOOK_TEST_EVENT, { message: 'Evento de teste enviado pelo Vitrine.' }, now),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    },
  ]);
}

/**
 * "Reenviar": the same message (same webhook-id and body, so a receiver that keeps ids can
 * tell) goes to the end of the endpoint's queue as a new delivery; the old row stays as history.
 */
export async function resendDelivery(db: Db, id: number, now: Date): Promise<void> {
  const delivery = await repo.findDelivery(db, id);
  if (!delivery) throw notFound();
  const at = now.toISOString();
  await repo.insertDeliveries(db, [
    {
      endpoint_id: delivery.endpoint_id,
      message_id: delivery.message_id,
      event_type: delivery.event_type,
      payload: delivery.payload,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    },
  ]);
}

export async function listDeliveries(db: Db, endpointId: number): Promise<WebhookDelivery[]> {
  if (!(await repo.findEndpoint(db, endpointId))) throw notFound();
  return (await repo.listDeliveries(db, endpointId, DELIVERIES_SHOWN)).map(toDelivery);
}

/** The dashboard's notice: endpoints the worker paused because they kept failing. */
export async function failingNotices(db: Db): Promise<WebhookNotice[]> {
  return (await repo.pausedEndpoints(db, 'failing')).map((e) => ({
    id: e.id,
    url: e.url,
    paused_at: e.paused_at ?? '',
  }));
}

/** Retention: finished deliveries older than the limit go; answers how many. */
export function purgeDeliveriesBefore(db: Db, beforeIso: string): Promise<number> {
  return repo.deleteFinishedBefore(db, beforeIso);
}
