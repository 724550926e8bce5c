import type { RoleId } from '@vitrine/shared';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Logger } from './http/logger';

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
  /** Turns the per-address limits on public writes off (the benchmark only; never in production). */
  disableRateLimits?: boolean;
}

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
  };
}
