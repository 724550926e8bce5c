import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface AttemptRow {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
}

export interface Reservation {
  key: string;
  /** Attempts this key may make without delay; from the next one on, each blocks for `delays[i]`. */
  free: number;
  /** Block lengths in ms for attempt free+1, free+2, …; the last repeats. */
  delays: readonly number[];
  /** A key whose last attempt is older than this starts again from zero. */
  resetAfterMs: number;
}

/**
 * Counts one attempt against a key in one statement, unless the key is blocked: an upsert
 * whose update only happens while `blocked_until` has passed, answering the new count. Two
 * server processes (or two requests in one) can never both pass a block or lose a count,
 * because the database serialises writes to the row. Answers null when the key is blocked.
 */
export async function reserveAttempt(db: Db, r: Reservation, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - r.resetAfterMs).toISOString();
  const until = (n: number) => {
    if (n <= r.free) return null;
    const delay = r.delays[Math.min(n - r.free - 1, r.delays.length - 1)]!;
    return new Date(now.getTime() + delay).toISOString();
  };
  // The new count, written once and reused for the block length.
  const next = sql<number>`(case when login_attempts.last_failure_at < ${staleBefore} then 1 else login_attempts.failures + 1 end)`;
  const steps = Array.from({ length: r.delays.length }, (_, i) => r.free + 1 + i);
  const blockedUntil = sql<string | null>`(case when ${next} <= ${r.free} then null ${sql.join(
    steps.slice(0, -1).map((n) => sql`when ${next} = ${n} then ${until(n)}`),
    sql` `,
  )} else ${until(steps.at(-1)!)} end)`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key: r.key, failures: 1, last_failure_at: at, blocked_until: until(1) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ failures: next, last_failure_at: at, blocked_until: blockedUntil })
        .where((eb) =>
          eb.or([eb('login_attempts.blocked_until', 'is', null), eb('login_attempts.blocked_until', '<=', at)]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

export function findAttempts(db: Db, keys: string[]): Promise<AttemptRow[]> {
  return db.selectFrom('login_attempts').selectAll().where('key', 'in', keys).execute();
}

/** Gives back an attempt that turned out to be the rightful owner's. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** One more failure on a counter that never blocks by itself (the per-username ceiling). */
export async function countFailure(db: Db, key: string, now: Date, resetAfterMs: number): Promise<number> {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - resetAfterMs).toISOString();
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, last_failure_at: at, blocked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`(case when login_attempts.last_failure_at < ${staleBefore} then 1 else login_attempts.failures + 1 end)`,
        last_failure_at: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

const CHALLENGE_KEY = 'challenge:';
/** Longer than a challenge lives, so a used one is remembered until it has expired anyway. */
const USED_CHALLENGE_KEPT_MS = 15 * 60 * 1000;

/**
 * Marks a 2FA challenge used, in one statement: answers false when it already was (by this
 * process or another). Rows of challenges long expired are dropped on the way.
 */
export async function consumeChallenge(db: Db, challengeId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  await db
    .deleteFrom('login_attempts')
    .where('key', 'like', `${CHALLENGE_KEY}%`)
    .where('last_failure_at', '<', new Date(now.getTime() - USED_CHALLENGE_KEPT_MS).toISOString())
    .execute();
  const row = await db
    .insertInto('login_attempts')
    .values({ key: `${CHALLENGE_KEY}${challengeId}`, failures: 1, last_failure_at: at, blocked_until: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks an account past the failure ceiling; true only for the call that locked it (not already locked). */
export async function lockAccount(db: Db, userId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ locked_at: at })
    .where('id', '=', userId)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
