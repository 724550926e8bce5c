import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The load generator for GET rows when `wrk` is installed (Debian: `apt-get install wrk`).
 *
 * Why not autocannon everywhere: on a 2-core machine the load generator shares the CPUs with the
 * server, and autocannon parses every answer in JavaScript. Its cost grows with the body, so a
 * 15 KB page measured against an 11-byte bare route mostly measures autocannon: a CPU profile of
 * the server under an article-page row showed it 40 % idle, waiting for the client. wrk (C, one
 * thread) costs a fraction of that per answer, so the ratio to the bare route says what the
 * server spends. BENCH_CLIENT=autocannon forces autocannon for every row.
 */
export const wrkAvailable = (() => {
  let known: boolean | undefined;
  return () =>
    (known ??= process.env.BENCH_CLIENT !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined);
})();

export interface WrkRow {
  paths: string[];
  headers?: Record<string, string>;
  /** The status every answer should have; any 2xx when absent. */
  status?: number;
  connections: number;
}

export interface WrkResult {
  requestsPerSecond: number;
  total: number;
  bytesPerResponse: number;
  p50: number;
  p99: number;
  /** Answers with another status, socket errors and timeouts. */
  unexpected: number;
}

const lua = (row: WrkRow) => `
local paths = { ${row.paths.map((p) => JSON.stringify(p)).join(', ')} }
local headers = { ${Object.entries(row.headers ?? {})
  .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join(', ')} }
local expected = ${row.status ?? 'nil'}
-- One thread (wrk -t1): one counter shared by every connection, so each path comes back only
-- after all the others were asked (a list longer than the server's caches defeats them).
local next_path = 0
unexpected = 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function request()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path], headers)
end
function response(status)
  if (expected and status ~= expected) or (not expected and (status < 200 or status > 299)) then
    unexpected = unexpected + 1
  end
end
function done(summary, latency)
  local other = 0
  for _, thread in ipairs(threads) do other = other + thread:get("unexpected") end
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"duration":%d,"bytes":%d,"p50":%d,"p99":%d,"unexpected":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    other + e.connect + e.read + e.write + e.timeout))
end
`;

/** Runs `row` for `seconds` with wrk against `base`; latencies in ms (wrk measures in µs). */
export async function runWrk(base: string, row: WrkRow, seconds: number): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-wrk-'));
  const script = join(dir, 'row.lua');
  writeFileSync(script, lua(row));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const args = ['-t1', `-c${row.connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, base];
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
    });
    const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const r = JSON.parse(line.slice('WRK_RESULT '.length)) as Record<string, number>;
    const ms = (us: number) => Math.round(us / 10) / 100;
    return {
      requestsPerSecond: Math.round(r.requests! / (r.duration! / 1e6)),
      total: r.requests!,
      bytesPerResponse: Math.round(r.bytes! / Math.max(1, r.requests!)),
      p50: ms(r.p50!),
      p99: ms(r.p99!),
      unexpected: r.unexpected!,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
