// Lighthouse's 4× CPU slowdown is calibrated for a host whose benchmarkIndex is about 1,500–2,000
// (Lighthouse docs, "Calibrating the CPU slowdown"): on a faster host the same 4× emulates a
// faster phone than intended. Scaling the slowdown by the host's index over a typical one makes
// every machine emulate the same mid-range phone; a slower host keeps the plain 4×.

/** The benchmarkIndex Lighthouse's own 4× is meant for (middle of its 1,500–2,000 band). */
export const REFERENCE_BENCHMARK_INDEX = 1750;
export const PLAIN_CPU_SLOWDOWN = 4;

/** 4 × max(1, benchmarkIndex ÷ 1,750), to two decimals (Lighthouse takes any positive number). */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`benchmarkIndex inválido: ${benchmarkIndex}`);
  }
  const factor = Math.max(1, benchmarkIndex / REFERENCE_BENCHMARK_INDEX);
  return Math.round(PLAIN_CPU_SLOWDOWN * factor * 100) / 100;
}

/** Issue 26's bar for each page: the four category scores and the main thread's blocking time. */
export const BAR = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
export const MAX_TOTAL_BLOCKING_MS = 100;

/**
 * What a page's medians miss of the bar: the categories under their score, then `TBT` when the
 * total blocking time is over 100 ms. An empty list means the page meets it.
 */
export function shortfalls(scores, totalBlockingMs) {
  const missed = Object.keys(BAR).filter((id) => !(scores[id] >= BAR[id]));
  if (!(totalBlockingMs <= MAX_TOTAL_BLOCKING_MS)) missed.push('TBT');
  return missed;
}
