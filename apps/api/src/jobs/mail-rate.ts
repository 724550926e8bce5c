/** Campaign mail is claimed in batches of at most this many (fewer at low rates: a second's worth). */
export const MAX_CAMPAIGN_BATCH = 100;

/** The campaign batch for a rate: about one second's worth, between 1 and MAX_CAMPAIGN_BATCH. */
export const campaignBatchSize = (ratePerMinute: number) =>
  Math.max(1, Math.min(MAX_CAMPAIGN_BATCH, Math.ceil(ratePerMinute / 60)));

export interface TokenBucket {
  /** All `wanted` tokens, or none while fewer are saved up. */
  take(wanted: number): number;
  refund(count: number): void;
  msUntil(wanted: number): number;
}

/**
 * A token bucket on the monotonic clock (not deps.now: tests freeze that one): `ratePerMinute`
 * tokens a minute, at most `capacity` (one batch) saved up, full at start. The worker takes a
 * whole batch at a time, so at a low rate mail goes out as one batch a second or so.
 */
export function tokenBucket(ratePerMinute: number, capacity: number): TokenBucket {
  let tokens = capacity;
  let last = performance.now();
  const perMs = ratePerMinute / 60_000;
  const refill = () => {
    const now = performance.now();
    tokens = Math.min(capacity, tokens + (now - last) * perMs);
    last = now;
  };
  return {
    take(wanted) {
      refill();
      if (tokens < wanted) return 0;
      tokens -= wanted;
      return wanted;
    },
    refund(count) {
      tokens = Math.min(capacity, tokens + count);
    },
    msUntil(wanted) {
      refill();
      return Math.max(1, Math.ceil((wanted - tokens) / perMs));
    },
  };
}
