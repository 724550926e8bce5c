import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../http/errors';
import { deleteWindowsBefore, hitWindow } from './rate-limit.repository';
import { clientAddress } from '../../http/request';

export interface RateLimitOptions {
  /** Bucket name, so separate limits on one address do not share counts. */
  name: string;
  windowMs: number;
  max: number;
  trustProxy: boolean;
  db: Db;
  now?: () => number;
  message?: string;
  /** Whom the count is for; by default the client's address. */
  keyOf?: (c: Context) => string;
}

/** How often one process deletes finished windows, and how old they must be (longer than any window). */
const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_OLDER_THAN_MS = 24 * 60 * 60_000;

/**
 * Fixed-window request counter per address, in the database (table rate_limits): every API
 * process behind one address counts the same requests. One atomic upsert per request costs
 * about as much as the write the limited endpoint does anyway (docs/OPERATIONS.md, scale-out).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  let lastSweep = now();
  return async (c, next) => {
    const t = now();
    if (t - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = t;
      await deleteWindowsBefore(options.db, new Date(t - SWEEP_OLDER_THAN_MS).toISOString());
    }
    // Sliced to the column width: with TRUST_PROXY the address is whatever the last proxy wrote.
    const who = options.keyOf ? options.keyOf(c) : clientAddress(c, options.trustProxy);
    const key = `${options.name}:${who}`.slice(0, 200);
    const window = await hitWindow(
      options.db,
      key,
      new Date(t).toISOString(),
      new Date(t - options.windowMs).toISOString(),
    );
    if (window.count > options.max) {
      const endsAt = Date.parse(window.window_start) + options.windowMs;
      throw tooManyRequests((endsAt - t) / 1000, options.message);
    }
    await next();
  };
}
