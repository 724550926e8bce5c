import type { Db } from '../../db/database';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';
import * as repo from './webhooks.repository';

/**
 * The delivery worker's side of the webhook outbox (jobs/webhook-worker.ts): claim endpoints,
 * read what waits, record attempts, pause an endpoint that keeps failing. The worker runs no
 * query itself (docs/ARCHITECTURE.md §3).
 */

export const claimEndpoints = repo.claimEndpoints;
export const releaseEndpoint = repo.releaseEndpoint;
export const renewLease = repo.renewLease;

export function waitingDeliveries(db: Db, endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return repo.waitingDeliveries(db, endpointId, limit);
}

export interface AttemptOutcome {
  at: Date;
  statusCode: number | null;
  latencyMs: number;
  response: string | null;
  error: string | null;
}

export async function recordDelivered(db: Db, delivery: WebhookDeliveryRow, outcome: AttemptOutcome): Promise<void> {
  const at = outcome.at.toISOString();
  await repo.recordAttempt(db, delivery.id, {
    status: 'delivered',
    attempts: delivery.attempts + 1,
    delivered_at: at,
    last_attempt_at: at,
    last_status_code: outcome.statusCode,
    last_latency_ms: outcome.latencyMs,
    last_response: outcome.response,
    last_error: null,
  });
}

/**
 * A failed attempt: retried at `retryAt`, or, when there is none left (about a day of
 * failures), the delivery fails for good and the endpoint is paused so it stops piling up
 * retries; its later deliveries wait until staff turn it back on.
 */
export async function recordFailed(
  db: Db,
  delivery: WebhookDeliveryRow,
  outcome: AttemptOutcome,
  retryAt: Date | undefined,
): Promise<void> {
  const at = outcome.at.toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.recordAttempt(trx, delivery.id, {
      status: retryAt ? 'pending' : 'failed',
      attempts: delivery.attempts + 1,
      next_attempt_at: (retryAt ?? outcome.at).toISOString(),
      last_attempt_at: at,
      last_status_code: outcome.statusCode,
      last_latency_ms: outcome.latencyMs,
      last_response: outcome.response,
      last_error: outcome.error,
    });
    if (!retryAt) {
      await repo.updateEndpoint(trx, delivery.endpoint_id, {
        active: 0,
        paused_reason: 'failing',
        paused_at: at,
        updated_at: at,
      });
    }
  });
}

/** The endpoint as it is now (staff may have paused, edited or deleted it mid-run). */
export function currentEndpoint(db: Db, id: number): Promise<WebhookEndpointRow | undefined> {
  return repo.findEndpoint(db, id);
}
