import type { DatabaseWatch } from './db/database-watch';
import type { RoleId } from '@vitrine/shared';
import type { Config } from './config';
import type { Db } from './db/database';
import type { ImageVariantQueue } from './features/posts/image-backfill';
import type { Logger } from './lib/logger';
import type { Metrics } from './features/ops/metrics';

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

export interface AuthUser {
  id: number;
  username: string;
  role: RoleId;
  mustChangePassword: boolean;
  /** REQUIRE_2FA_FOR_ADMIN is on and this Admin has not enabled 2FA. */
  mustEnableTotp: boolean;
  /** The session this request's token points at. */
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    user: AuthUser;
    /** Set by a public read whose answer may be replayed (http/replay-cache.ts). */
    replayVersion?: string;
    /** Set with it by a page: its 301 or 404 may be replayed too. */
    replayAnyStatus?: boolean;
    /**
     * The body of the answer the read cache just made (http/response-cache.ts), so the replay
     * keeps those bytes rather than reading the response again (which builds a full web
     * Response around it).
     */
    replayBody?: { response: Response; bytes: Uint8Array };
    /** This request's id (http/request-id.ts), for answers that write their own headers. */
    requestId?: string;
    /** The app's logger, each line carrying this request's id. */
    logger: Logger;
  };
}
