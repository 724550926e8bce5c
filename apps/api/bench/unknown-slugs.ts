import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * node --import tsx apps/api/bench/unknown-slugs.ts: what a visitor (or a crawler, or a script)
 * naming addresses that do not exist costs the server. Starts the real server (the bench build,
 * 1,000 posts, the site build) in its own process, asks 10,000 random /blog/{slug} and
 * /blog/tag/{slug} addresses, 50 at a time, half with brotli, and prints the answers' statuses
 * and the server's resident memory at the start, after a 1,000-address warm-up and after (from
 * /proc). Needs a site build
 * (npm run build); UNKNOWN_REQUESTS changes the count.
 */
const REQUESTS = Number(process.env.UNKNOWN_REQUESTS ?? 10_000);
const CONCURRENCY = 50;
const WARM_UP = 1_000;
const here = fileURLToPath(new URL('.', import.meta.url));
const webDist = process.env.WEB_DIST ?? join(here, '../../web/dist');

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(/(\d+)/.exec(line)![1]) / 1024);
}

async function main() {
  if (!existsSync(join(webDist, 'ssr', 'entry-server.js'))) throw new Error(`no site build at ${webDist}`);
  execFileSync(process.execPath, [join(here, '../build.mjs'), '--bench'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-unknown-'));
  const child = spawn(process.execPath, [join(here, '../dist/bench/bench-server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: join(dir, 'bench.db'),
      DATA_DIR: join(dir, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      BENCH_POSTS: '1000',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'bench@alvorada.test',
      ADMIN_PASSWORD: 'bench-senha-forte',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        try {
          resolve((JSON.parse(line) as { url: string }).url);
        } catch {
          // Not the ready line.
        }
      });
    });
    const ask = async (i: number) => {
      const slug = `nao-existe-${i}-${Math.random().toString(36).slice(2, 10)}`;
      const path = i % 10 === 0 ? `/blog/tag/${slug}` : `/blog/${slug}`;
      const headers = { 'accept-encoding': i % 2 ? 'br' : 'identity' };
      // A kept-alive connection the server closed as it was reused is asked again once (not the page's doing).
      const res = await fetch(`${url}${path}`, { headers }).catch(() => fetch(`${url}${path}`, { headers }));
      await res.arrayBuffer();
      return res.status;
    };
    // Warm: the real pages and one of each "not found", so the first renders are not counted.
    for (const path of ['/', '/blog', '/blog/nao-existe', '/blog/tag/nao-existe']) await fetch(`${url}${path}`);
    const statuses = new Map<number, number>();
    let next = 0;
    const burst = async (until: number) => {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < until) {
            const status = await ask(next++);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
    };
    // Then WARM_UP addresses at full concurrency, so the JavaScript heap has grown to its working
    // size (V8 sizes it to the allocation rate and does not hand it back at once): what follows
    // measures what stays, not how big the collector lets garbage get before it runs.
    const started = residentMb(child.pid!);
    await burst(WARM_UP);
    const before = residentMb(child.pid!);
    const t0 = performance.now();
    await burst(WARM_UP + REQUESTS);
    const seconds = (performance.now() - t0) / 1000;
    const after = residentMb(child.pid!);
    const sign = (mb: number) => `${mb >= 0 ? '+' : ''}${mb} MB`;
    console.log(
      `${REQUESTS} unknown addresses in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)} req/s), after ` +
        `${WARM_UP} to warm up: statuses ${JSON.stringify(Object.fromEntries(statuses))}; server memory ` +
        `${started} MB at the start, ${before} MB after the warm-up, ${after} MB after (${sign(after - before)} over the ` +
        `${REQUESTS}, ${sign(after - started)} in all)`,
    );
    if (statuses.get(404) !== WARM_UP + REQUESTS || after - before > 50) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
