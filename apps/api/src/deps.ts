import type { MiddlewareHandler } from 'hono';
import type { Registry } from 'prom-client';
import type { DatabaseWatch } from './db/database-watch';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Logger } from './lib/logger';
import type { ReadCacheCounter } from './lib/read-cache-counter';
import type { UnavailableReason } from './http/errors';

// The request's variables live beside the HTTP layer that sets them; features read them here.
export type { AppEnv, AuthUser } from './http/app-env';

/**
 * The process's Prometheus metrics, made by features/ops/metrics.ts. Declared here, with what
 * the app is handed, so this file (which every feature imports) imports no feature.
 */
export interface Metrics {
  registry: Registry;
  /** Counts and times every request by its route pattern (never the raw path: ids would explode the series). */
  middleware(): MiddlewareHandler;
  /** Counts and times one answer given elsewhere (a replayed read: http/replay-cache.ts); `started` from performance.now(). */
  observe(method: string, route: string, status: number, started: number): void;
  readCache: ReadCacheCounter;
  /** A 503 for a busy database, a full disk or a database that does not answer. */
  unavailable(reason: UnavailableReason): void;
  /** The same logger, also counting the events above. */
  countingLogger(logger: Logger): Logger;
}

/** The background maker of post images' variants (features/posts/image-backfill.ts). */
export interface ImageVariantQueue {
  /** Something may need variants: start a pass now, or another after the running one. */
  wake(): void;
  /** Resolves when no pass runs nor is due (tests wait for it). */
  idle(): Promise<void>;
  /** Ends after the image in hand (before the database closes); the rest waits for the next start. */
  stop(): Promise<void>;
}

/** Everything a feature needs, handed to createApp so tests can substitute any of it. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  jwtSecret: string;
  /** The clock, injectable for throttling and token-expiry tests. */
  now: () => Date;
  /** Called after something was put in the mail outbox, so the worker sends it soon. */
  onMailQueued?: () => void;
  /** Called after webhook events were queued (and committed), so the webhook worker delivers them soon. */
  onWebhookQueued?: () => void;
  /** The process's Prometheus metrics (server.ts makes them and wraps the logger); createApp makes its own when absent. */
  metrics?: Metrics;
  /** Makes post images' variants in the background (createApp makes one when absent). */
  imageVariants?: ImageVariantQueue;
  /** Turns the per-address limits on public writes off (the benchmark only; never in production). */
  disableRateLimits?: boolean;
  /** Notices a database replaced under the process or migrated by a newer release (server.ts). */
  databaseWatch?: DatabaseWatch;
}

/**
 * What the sign-in, session and 2FA services need beside the database and the clock. Services
 * take the database (or a transaction) first and the time as a value; this carries the rest.
 */
export interface AuthSettings {
  jwtSecret: string;
  /** REQUIRE_2FA_FOR_ADMIN. */
  requireTotpForAdmins: boolean;
  logger: Logger;
  /** Tells the mail worker a mail waits (the owner's notice of a lock). */
  mailQueued(): void;
}

export const authSettings = (deps: AppDeps): AuthSettings => ({
  jwtSecret: deps.jwtSecret,
  requireTotpForAdmins: deps.config.REQUIRE_2FA_FOR_ADMIN,
  logger: deps.logger,
  // Read at call time: server.ts sets onMailQueued after the app is created.
  mailQueued: () => deps.onMailQueued?.(),
});

/** What services that queue mail need: where the mail's links point, and whom to nudge once it is queued. */
export interface MailSettings {
  publicUrl: string;
  contactInbox: string;
  /** Tells the worker a mail waits; called after the mail's transaction committed. */
  queued(): void;
}

export const mailSettings = (deps: AppDeps): MailSettings => ({
  publicUrl: deps.config.PUBLIC_URL,
  contactInbox: deps.config.CONTACT_INBOX,
  // Read at call time: server.ts sets onMailQueued after the app is created.
  queued: () => deps.onMailQueued?.(),
});
