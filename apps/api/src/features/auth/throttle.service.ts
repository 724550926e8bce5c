import type { Db } from '../../db/database';
import { KeyedLock } from './keyed-lock';
import { clearAttempts, findAttempts, saveAttempt } from './throttle.repository';

/**
 * Login throttling per username and per address. After `free` failures each further
 * failure blocks the key for a delay that doubles, from 1 s up to 15 min. Failures older
 * than the reset window are forgotten. Kept in the database so a restart does not reset it.
 */
const POLICY = {
  user: { free: 5 },
  ip: { free: 20 },
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  resetAfterMs: 60 * 60 * 1000,
};

export const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const ipKey = (address: string) => `ip:${address}`;

/**
 * The block check, the slow password check and the failure record of one attempt must not
 * interleave with another attempt on the same username or address: otherwise many parallel
 * guesses all pass the check before the first failure is written, and none is throttled.
 * This holds within one server process, which is what a SQLite deployment is; several
 * processes on PostgreSQL would need the same around a row lock.
 */
const attemptLock = new KeyedLock();

export function withAttemptLock<T>(username: string, address: string, task: () => Promise<T>): Promise<T> {
  return attemptLock.run([userKey(username), ipKey(address)], task);
}

export function delayAfter(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(POLICY.firstDelayMs * 2 ** (failures - free - 1), POLICY.maxDelayMs);
}

/** Milliseconds the caller must still wait, 0 when it may try. */
export async function remainingBlockMs(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await findAttempts(db, keys);
  let wait = 0;
  for (const row of rows) {
    if (row.blocked_until) wait = Math.max(wait, Date.parse(row.blocked_until) - now.getTime());
  }
  return Math.max(0, wait);
}

export async function recordFailure(db: Db, username: string, address: string, now: Date): Promise<void> {
  const keys = [
    { key: userKey(username), free: POLICY.user.free },
    { key: ipKey(address), free: POLICY.ip.free },
  ];
  const existing = new Map(
    (
      await findAttempts(
        db,
        keys.map((k) => k.key),
      )
    ).map((r) => [r.key, r]),
  );
  for (const { key, free } of keys) {
    const row = existing.get(key);
    const stale = row && now.getTime() - Date.parse(row.last_failure_at) > POLICY.resetAfterMs;
    const failures = row && !stale ? row.failures + 1 : 1;
    const delay = delayAfter(failures, free);
    await saveAttempt(db, {
      key,
      failures,
      last_failure_at: now.toISOString(),
      blocked_until: delay > 0 ? new Date(now.getTime() + delay).toISOString() : null,
    });
  }
}

export async function recordSuccess(db: Db, username: string): Promise<void> {
  await clearAttempts(db, userKey(username));
}
