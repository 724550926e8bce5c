import type { Db } from '../../db/database';
import {
  clearAttempts,
  countFailure,
  findAttempts,
  releaseAttempt,
  reserveAttempt,
  type Reservation,
} from './throttle.repository';

/**
 * Password and second-factor throttling that an attacker cannot turn against the owner.
 *
 * - Per (username, address): 5 free attempts, then each further one blocks that pair for a
 *   delay that doubles from 1 s up to 1 h. An attacker hammering `admin` slows only themself.
 * - Per address across usernames (spraying): 20 free, then the same growing delays.
 * - Per username from anywhere: no delay, but past ACCOUNT_LOCK_AFTER failures within a day
 *   the account is locked (users.locked_at). A lock keeps out only the addresses that have
 *   failed on the account: see login() in auth.service.ts.
 *
 * Every count is one atomic SQL upsert (see reserveAttempt): correct with several server
 * processes on one database, with no in-process lock. An attempt is counted *before* the slow
 * password check and given back when it succeeds, so parallel guesses cannot all slip past.
 */
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DOUBLING_DELAYS = Array.from({ length: 13 }, (_, i) => Math.min(SECOND * 2 ** i, HOUR));

export const THROTTLE_POLICY = {
  pairFree: 5,
  addressFree: 20,
  totpPairFree: 5,
  totpUserFree: 20,
  /** Failures of one username, from any address within a day, that lock the account. */
  accountLockAfter: 100,
  resetAfterMs: 24 * HOUR,
} as const;

const normalised = (username: string) => username.trim().toLowerCase();
const limit = (key: string, free: number): Reservation => ({
  key,
  free,
  delays: DOUBLING_DELAYS,
  resetAfterMs: THROTTLE_POLICY.resetAfterMs,
});

const addressKey = (address: string) => `ip:${address}`;
export const accountKey = (username: string) => `account:${normalised(username)}`;

/** What a password check (sign-in or current password) counts against. */
export function passwordLimits(username: string, address: string): Reservation[] {
  return [
    limit(`pair:${normalised(username)}|${address}`, THROTTLE_POLICY.pairFree),
    limit(addressKey(address), THROTTLE_POLICY.addressFree),
  ];
}

/** What the second sign-in step counts against: this user from this address, this user, the address. */
export function secondFactorLimits(userId: number, address: string): Reservation[] {
  return [
    limit(`totp:${userId}|${address}`, THROTTLE_POLICY.totpPairFree),
    limit(`totp:${userId}`, THROTTLE_POLICY.totpUserFree),
    limit(addressKey(address), THROTTLE_POLICY.addressFree),
  ];
}

/**
 * Counts one attempt against every limit, or answers how many ms the caller must wait when
 * one of them is blocked (the attempt is then not made, and not checked). Otherwise answers
 * each limit's count with this attempt, in the order given.
 */
export async function reserve(
  db: Db,
  limits: Reservation[],
  now: Date,
): Promise<{ waitMs: number } | { counts: number[] }> {
  const counts: number[] = [];
  for (const r of limits) {
    const count = await reserveAttempt(db, r, now);
    if (count !== null) {
      counts.push(count);
      continue;
    }
    const rows = await findAttempts(db, [r.key]);
    const until = rows[0]?.blocked_until ? Date.parse(rows[0].blocked_until) : now.getTime();
    return { waitMs: Math.max(until - now.getTime(), SECOND) };
  }
  return { counts };
}

/**
 * The attempt was right: the pair (or the user's second-factor counters) start again, and
 * the address gets its attempt back, so an office's correct sign-ins never add up.
 */
export async function release(db: Db, limits: Reservation[]): Promise<void> {
  for (const r of limits) {
    if (r.key.startsWith('ip:')) await releaseAttempt(db, r.key);
    else await clearAttempts(db, r.key);
  }
}

/**
 * Counts a wrong password for the username; answers the day's count and whether this one
 * reached the lock ceiling.
 */
export async function countAccountFailure(
  db: Db,
  username: string,
  now: Date,
): Promise<{ failures: number; reachedCeiling: boolean }> {
  const failures = await countFailure(db, accountKey(username), now, THROTTLE_POLICY.resetAfterMs);
  return { failures, reachedCeiling: failures >= THROTTLE_POLICY.accountLockAfter };
}

/** An Admin's unlock starts the account's count again. */
export function clearAccountFailures(db: Db, username: string): Promise<void> {
  return clearAttempts(db, accountKey(username));
}
