import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../db/schema';
import * as deliveries from '../features/webhooks/webhook-deliveries.service';
import { signedHeaders } from '../features/webhooks/signing';
import { signingSecrets } from '../features/webhooks/webhooks.service';
import { sendWebhook, type SendResult } from './webhook-sender';

/**
 * Waits after the 1st, 2nd, ... failed attempt (Standard Webhooks' schedule, shortened to end
 * near 24 hours: 23 h 35 min in all). After the last one the delivery fails for good and its
 * endpoint is paused.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  6 * 3_600_000,
];
const POLL_MS = 2_000;
const LEASE_MS = 60_000;
const MAX_ENDPOINTS_AT_ONCE = 20;
const BATCH = 20;

export interface WebhookWorker {
  start(): void;
  /** Stops claiming and waits for the deliveries in progress. */
  stop(): Promise<void>;
  /** Delivers soon (called after an event was queued). */
  nudge(): void;
  /** Delivers everything due now, endpoints in parallel; answers how many were delivered. Tests call it. */
  runOnce(): Promise<number>;
}

export interface WebhookWorkerOptions {
  pollMs?: number;
  leaseMs?: number;
  /** Tests shorten the schedule; production uses RETRY_DELAYS_MS. */
  retryDelaysMs?: number[];
}

/**
 * Delivers the webhook outbox (docs/WEBHOOKS.md). Work is claimed per endpoint with a lease
 * (features/webhooks/webhooks.repository.ts claimEndpoints): while this process holds an
 * endpoint it sends that endpoint's deliveries one at a time, oldest first, stopping at the
 * first failure (the rest wait behind it, so a receiver sees events in order). Each endpoint
 * runs on its own, so a slow receiver holds up only itself; the lease is renewed after every
 * delivery, and a process that dies leaves the endpoint to another one once the lease ends.
 * A delivery is marked only after its answer, so a crash between the two sends it again:
 * at least once, never lost.
 */
export function createWebhookWorker(deps: WorkerDeps, options: WebhookWorkerOptions = {}): WebhookWorker {
  return new EndpointLeasingWorker(deps, options);
}

type WorkerDeps = Pick<AppDeps, 'db' | 'now' | 'logger' | 'config'>;

class EndpointLeasingWorker implements WebhookWorker {
  private readonly owner = randomUUID();
  private readonly leaseMs: number;
  private readonly delays: number[];
  private readonly policy: { allowLoopback: boolean };
  private readonly timeoutMs: number;
  private readonly inFlight = new Map<number, Promise<number>>();
  private timer: NodeJS.Timeout | undefined;
  private claiming: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** start() was called: finished endpoints look for more work themselves. */
  private background = false;

  constructor(
    private readonly deps: WorkerDeps,
    private readonly options: WebhookWorkerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.policy = { allowLoopback: deps.config.WEBHOOKS_ALLOW_HTTP };
    this.timeoutMs = deps.config.WEBHOOKS_TIMEOUT_SECONDS * 1000;
  }

  private leaseUntil(): string {
    return new Date(this.deps.now().getTime() + this.leaseMs).toISOString();
  }

  private async attempt(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<boolean> {
    const { deps } = this;
    const at = deps.now();
    const headers = signedHeaders(signingSecrets(endpoint, at), delivery.message_id, at, delivery.payload);
    let result: SendResult;
    try {
      result = await sendWebhook(endpoint.url, headers, delivery.payload, {
        policy: this.policy,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      result = { ok: false, statusCode: null, latencyMs: 0, response: null, error: String(error).slice(0, 500) };
    }
    const outcome = { ...result, at: deps.now() };
    if (result.ok) {
      await deliveries.recordDelivered(deps.db, delivery, outcome);
      deps.logger.info('webhook.delivered', { id: delivery.id, endpoint: endpoint.id, status: result.statusCode });
      return true;
    }
    const delay = this.delays[delivery.attempts];
    const retryAt = delay === undefined ? undefined : new Date(outcome.at.getTime() + delay);
    await deliveries.recordFailed(deps.db, delivery, outcome, retryAt);
    deps.logger.error(retryAt ? 'webhook.failed' : 'webhook.endpoint.paused', {
      id: delivery.id,
      endpoint: endpoint.id,
      attempts: delivery.attempts + 1,
      status: result.statusCode,
      error: result.error,
    });
    return false;
  }

  /** One endpoint's waiting deliveries, in order, while the lease is ours and each one succeeds. */
  private async drain(claimed: WebhookEndpointRow): Promise<number> {
    const { deps, owner } = this;
    let delivered = 0;
    try {
      for (;;) {
        const endpoint = await deliveries.currentEndpoint(deps.db, claimed.id);
        if (!endpoint || !endpoint.active || endpoint.lease_owner !== owner) return delivered;
        const batch = await deliveries.waitingDeliveries(deps.db, endpoint.id, BATCH);
        if (batch.length === 0) return delivered;
        for (const delivery of batch) {
          if (this.stopped || delivery.next_attempt_at > deps.now().toISOString()) return delivered;
          if (!(await this.attempt(endpoint, delivery))) return delivered;
          delivered += 1;
          if (!(await deliveries.renewLease(deps.db, endpoint.id, owner, this.leaseUntil()))) return delivered;
        }
      }
    } finally {
      await deliveries.releaseEndpoint(deps.db, claimed.id, owner).catch(() => undefined);
    }
  }

  private async claimAndStart(): Promise<void> {
    const room = MAX_ENDPOINTS_AT_ONCE - this.inFlight.size;
    if (room <= 0 || this.stopped) return;
    const claimed = await deliveries.claimEndpoints(this.deps.db, {
      now: this.deps.now().toISOString(),
      leaseUntil: this.leaseUntil(),
      owner: this.owner,
      limit: room,
      skip: [...this.inFlight.keys()],
    });
    for (const endpoint of claimed) {
      const task = this.drain(endpoint)
        .catch((error: unknown) => {
          this.deps.logger.error('webhook.worker.failed', { endpoint: endpoint.id, error: String(error) });
          return 0;
        })
        .finally(() => {
          this.inFlight.delete(endpoint.id);
          // Its next delivery may be due, or another endpoint may have waited for room.
          if (this.background && !this.stopped) this.tick();
        });
      this.inFlight.set(endpoint.id, task);
    }
  }

  private readonly tick = (): void => {
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.claimAndStart()
      .catch((error: unknown) => this.deps.logger.error('webhook.worker.failed', { error: String(error) }))
      .finally(() => {
        this.claiming = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.tick();
        }
      });
  };

  async runOnce(): Promise<number> {
    const wasStopped = this.stopped;
    this.stopped = false;
    let delivered = 0;
    try {
      for (;;) {
        await this.claimAndStart();
        if (this.inFlight.size === 0) break;
        const results = await Promise.all([...this.inFlight.values()]);
        delivered += results.reduce((a, b) => a + b, 0);
      }
    } finally {
      this.stopped = wasStopped;
    }
    return delivered;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.background = true;
    this.timer = setInterval(this.tick, this.options.pollMs ?? POLL_MS);
    this.timer.unref();
    this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.background = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.claiming;
    await Promise.all([...this.inFlight.values()]);
  }

  nudge(): void {
    if (!this.stopped) setImmediate(this.tick);
  }
}
