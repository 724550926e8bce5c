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

/** The middle value (the upper one of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * How far the slowdown a page's own runs imply (from the benchmarkIndex each run reports) may be
 * from the one they ran at before the page is measured again on a fresh calibration. The host's
 * speed drifts: on this project's 2-core machine a calibration read 2,630 (6.01×) and the pages
 * then read 1,628–1,829, so they ran as a phone half again slower than the one intended.
 */
export const MAX_CALIBRATION_DRIFT = 0.15;

/** True when the runs' own index calls for a slowdown more than 15% off the one they ran at. */
export function driftedFromCalibration(cpuSlowdown, runIndexes) {
  const implied = calibratedCpuSlowdown(median(runIndexes));
  return Math.abs(implied - cpuSlowdown) / cpuSlowdown > MAX_CALIBRATION_DRIFT;
}

/** The bar for each page: the four category scores and the main thread's blocking time. */
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
