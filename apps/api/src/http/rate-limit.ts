import type { MiddlewareHandler } from 'hono';
import { tooManyRequests } from './errors';
import { clientAddress } from './request';

export interface RateLimitOptions {
  /** Bucket name, so separate limits on one address do not share counts. */
  name: string;
  windowMs: number;
  max: number;
  trustProxy: boolean;
  now?: () => number;
  message?: string;
}

/**
 * Fixed-window request counter per address, in memory. Good enough for one process; the
 * PostgreSQL scale-out setup puts a shared limiter in front (README, Operations).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return async (c, next) => {
    const t = now();
    if (t - lastSweep > options.windowMs) {
      for (const [key, w] of windows) if (t - w.start >= options.windowMs) windows.delete(key);
      lastSweep = t;
    }
    const key = `${options.name}:${clientAddress(c, options.trustProxy)}`;
    let window = windows.get(key);
    if (!window || t - window.start >= options.windowMs) {
      window = { start: t, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.max) {
      throw tooManyRequests((window.start + options.windowMs - t) / 1000, options.message);
    }
    await next();
  };
}
