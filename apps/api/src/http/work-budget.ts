import { LruMap } from './bounded-map';
import { tooManyRequests } from './errors';

/**
 * How much work one client address may make this process do per second on one kind of request
 * (uncached searches): each address has a bucket of milliseconds that refills at `msPerSecond`
 * up to `burstMs`; an answer built for it costs the milliseconds its build took. An address
 * whose bucket is empty gets 429 until it has refilled, while cached answers (which cost
 * nothing) still go out to everyone. Twenty clients searching made every other visitor wait
 * seconds; with this, one address takes at most its share of the CPU. In memory: checking it
 * must cost far less than the work it guards, and a process only counts its own work.
 */
export interface WorkBudget {
  /** Runs `work` for `address`, charging its time; throws 429 when the address has none left. */
  spend<T>(address: string, work: () => Promise<T>): Promise<T>;
}

/** Addresses remembered; the least recently seen go first (their bucket is full again by then). */
const ADDRESSES_KEPT = 10_000;

export function workBudget(options: {
  msPerSecond: number;
  burstMs: number;
  now?: () => number;
  message?: string;
}): WorkBudget {
  const now = options.now ?? (() => performance.now());
  const buckets = new LruMap<string, { ms: number; at: number }>(ADDRESSES_KEPT);
  const level = (address: string, t: number) => {
    const bucket = buckets.get(address);
    if (!bucket) return options.burstMs;
    return Math.min(options.burstMs, bucket.ms + ((t - bucket.at) / 1000) * options.msPerSecond);
  };
  return {
    async spend(address, work) {
      const t = now();
      const left = level(address, t);
      if (left <= 0) throw tooManyRequests(Math.ceil((-left + 1) / options.msPerSecond), options.message);
      try {
        return await work();
      } finally {
        const done = now();
        // May go below zero: the next requests wait until this one's cost has refilled.
        buckets.set(address, { ms: level(address, done) - (done - t), at: done });
      }
    },
  };
}
