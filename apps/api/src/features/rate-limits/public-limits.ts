import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { rateLimit } from './rate-limit.middleware';

/**
 * Per-address limits on the public write endpoints (docs/ARCHITECTURE.md §7). Generous for a person
 * filling in a form (and for an office behind one NAT address), tight enough that a script
 * cannot flood the company inbox, a subscriber's mailbox or the analytics table.
 */
export const PUBLIC_LIMITS = {
  contact: { windowMs: 10 * 60_000, max: 20 },
  contactSend: { windowMs: 10 * 60_000, max: 20 },
  newsletter: { windowMs: 10 * 60_000, max: 20 },
  newsletterSend: { windowMs: 10 * 60_000, max: 10 },
  newsletterCancel: { windowMs: 10 * 60_000, max: 30 },
  events: { windowMs: 60_000, max: 300 },
  // LGPD requests from /lgpd: a person sends one or two; each mails a link.
  dsrRequest: { windowMs: 10 * 60_000, max: 5 },
  dsrConfirm: { windowMs: 10 * 60_000, max: 20 },
} as const;

export type PublicLimitName = keyof typeof PUBLIC_LIMITS;

/** The middleware for one named limit; its counters live in the database (rate_limits), keyed by name. */
export function publicLimit(deps: AppDeps, name: PublicLimitName): MiddlewareHandler {
  if (deps.disableRateLimits || !deps.config.RATE_LIMITS) return (_c, next) => next();
  return rateLimit({
    name,
    ...PUBLIC_LIMITS[name],
    trustProxy: deps.config.TRUST_PROXY,
    db: deps.db,
    // The injected clock, so tests can move past a window instead of waiting.
    now: () => deps.now().getTime(),
  });
}

/** Per staff member limits: a signed-in person's actions that send mail outside the site's forms. */
export const STAFF_LIMITS = {
  // "Enviar teste" of a campaign: enough to proof-read, too few to mail people in bulk.
  campaignTest: { windowMs: 10 * 60_000, max: 10 },
} as const;

/** The middleware for one staff limit, counted per signed-in user (after the role check). */
export function staffLimit(deps: AppDeps, name: keyof typeof STAFF_LIMITS, message?: string): MiddlewareHandler {
  if (deps.disableRateLimits || !deps.config.RATE_LIMITS) return (_c, next) => next();
  return rateLimit({
    name,
    ...STAFF_LIMITS[name],
    trustProxy: deps.config.TRUST_PROXY,
    db: deps.db,
    now: () => deps.now().getTime(),
    message,
    keyOf: (c) => `user-${String((c.get('user') as { id: number }).id)}`,
  });
}
