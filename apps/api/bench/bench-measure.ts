import autocannon, { type Options } from 'autocannon';
import { BARE_PATH, type Scenario } from './bench-rows';
import { runWrk, wrkAvailable } from './wrk';

/** Measuring one row against a running server: latencies, throughput and the paired ratio. */

/** Connections per row unless the row says otherwise. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function requestsOf(s: Scenario): Options['requests'] {
  if (s.sharedCycle) {
    let next = 0;
    return [{ setupRequest: (request) => ({ ...request, path: s.paths[next++ % s.paths.length]! }) }];
  }
  // Each connection cycles through the paths (prebuilt requests, so no per-request cost).
  return s.paths.length > 1 ? s.paths.map((path) => ({ path })) : undefined;
}

const run = (base: string, s: Scenario, duration: number) =>
  autocannon({
    url: `${base}${s.paths[0]}`,
    method: s.method ?? 'GET',
    headers: { ...s.headers, ...(s.body ? { 'content-type': 'application/json' } : {}) },
    body: s.body ? JSON.stringify(s.body) : undefined,
    requests: requestsOf(s),
    connections: s.connections ?? CONNECTIONS,
    duration,
  });

/** Body bytes as a client that asks for no compression gets them (autocannon sends no Accept-Encoding). */
async function bodyBytes(base: string, s: Scenario): Promise<number> {
  let total = 0;
  // A sample is enough for a long list; asking every path would also warm the caches the row defeats.
  const sample = s.paths.slice(0, 20);
  for (const path of sample) {
    const res = await fetch(`${base}${path}`, {
      method: s.method ?? 'GET',
      headers: {
        'accept-encoding': 'identity',
        ...s.headers,
        ...(s.body ? { 'content-type': 'application/json' } : {}),
      },
      body: s.body ? JSON.stringify(s.body) : undefined,
    });
    if (s.status ? res.status !== s.status : !res.ok) throw new Error(`${s.name}: ${path} answered ${res.status}`);
    total += (await res.arrayBuffer()).byteLength;
  }
  return Math.round(total / sample.length);
}

/** The q-quantile of sorted values (nearest rank), rounded to 0.01 ms. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return Math.round(value * 100) / 100;
}

/** GET rows go through wrk when it is installed (wrk.ts says why); the others through autocannon. */
const byWrk = (s: Scenario) => (s.method ?? 'GET') === 'GET' && !s.body && wrkAvailable();
const wrkRow = (s: Scenario) => ({
  paths: s.paths,
  headers: s.headers,
  status: s.status,
  connections: s.connections ?? CONNECTIONS,
});

export async function measure(base: string, s: Scenario) {
  const body = await bodyBytes(base, s);
  if (byWrk(s)) {
    await runWrk(base, wrkRow(s), 1);
    const r = await runWrk(base, wrkRow(s), s.seconds);
    return {
      scenario: s.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'bytes/resp': r.bytesPerResponse,
      'body B': body,
      requests: r.total,
      unexpected: r.unexpected,
    };
  }
  // A short warm-up at the same concurrency, so JIT and SQLite's page cache do not count.
  await run(base, s, 1);
  // autocannon's own percentiles are whole milliseconds; the bare route answers well under
  // one, so the latencies are collected here, as autocannon measured them, in fractions of a ms.
  let times = new Float64Array(1 << 16);
  let count = 0;
  const instance = run(base, s, s.seconds);
  const statusCounts = new Map<number, number>();
  instance.on('response', (_client, status, _bytes, ms) => {
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
    if (count === times.length) {
      const grown = new Float64Array(times.length * 2);
      grown.set(times);
      times = grown;
    }
    times[count++] = ms;
  });
  const result = await instance;
  const sorted = times.subarray(0, count).sort();
  return {
    scenario: s.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': quantile(sorted, 0.5),
    'p99 ms': quantile(sorted, 0.99),
    // Status line + headers + body, averaged over every response of the run.
    'bytes/resp': Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    'body B': body,
    requests: result.requests.total,
    // Answers other than the expected status (a 304 row expects only 304s), plus errors.
    unexpected:
      (s.status ? result.requests.total - (statusCounts.get(s.status) ?? 0) : result.non2xx) +
      result.errors +
      result.timeouts,
  };
}

export const ratio = (value: number, bare: number, digits: number) => (bare > 0 ? (value / bare).toFixed(digits) : '-');

/** Slices per paired ratio; 0 leaves the column out. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 7);

/**
 * The row's throughput over the bare route's, from back-to-back one-second slices (bare, then the
 * row, on the same server), the median of PAIRS of them. On a shared or noisy host the whole
 * machine's speed moves by a factor of several within a minute, and two 10 s runs taken one after
 * the other compare two different machines; a pair of adjacent slices sees nearly the same one.
 */
export async function pairedRatio(base: string, s: Scenario): Promise<string> {
  if (PAIRS <= 0) return '-';
  const bare: Scenario = { name: 'bare', paths: [BARE_PATH], seconds: 1 };
  const ratios: number[] = [];
  // Both halves of a pair through the same load generator.
  const slice = async (row: Scenario) =>
    byWrk(s) ? (await runWrk(base, wrkRow(row), 1)).requestsPerSecond : (await run(base, row, 1)).requests.average;
  for (let i = 0; i < PAIRS; i++) {
    const floor = await slice(bare);
    const row = await slice(s);
    if (floor > 0) ratios.push(row / floor);
  }
  ratios.sort((a, b) => a - b);
  return ratios.length ? ratios[Math.floor(ratios.length / 2)]!.toFixed(3) : '-';
}
