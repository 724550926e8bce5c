import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * npm run bench: starts the real server (own process, temp SQLite, demo seed, no rate
 * limits), then measures each scenario with autocannon and prints a table. About 40 s.
 * BENCH_SECONDS and BENCH_CONNECTIONS change the run; WEB_DIST points at a site build for
 * the SPA row (default apps/web/dist; the row is skipped when there is no build).
 * `npm run bench -- --markdown` also prints the table in Markdown, for the README.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const here = fileURLToPath(new URL('.', import.meta.url));
const webDist = process.env.WEB_DIST ?? join(here, '../../web/dist');
const hasSite = existsSync(join(webDist, 'index.html'));

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

async function startServer(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'bench-server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: join(dataDir, 'bench.db'),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'bench@alvorada.test',
      ADMIN_PASSWORD: 'bench-senha-forte',
      WEB_DIST: webDist,
      RATE_LIMITS: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve((JSON.parse(line) as { url: string }).url);
      } catch {
        // Not the URL line.
      }
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const run = (base: string, s: Scenario, duration: number, connections: number) =>
  autocannon({
    url: `${base}${s.path}`,
    method: s.method ?? 'GET',
    headers: s.body ? { 'content-type': 'application/json' } : {},
    body: s.body ? JSON.stringify(s.body) : undefined,
    connections,
    duration,
  });

async function measure(base: string, s: Scenario) {
  // A short warm-up, so JIT and SQLite's page cache do not count against the first row.
  await run(base, s, 1, 2);
  const result = await run(base, s, SECONDS, CONNECTIONS);
  return {
    scenario: s.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const server = await startServer(dataDir);
  try {
    const posts = (await (await fetch(`${server.url}/api/posts`)).json()) as Array<{
      id: number;
      images: Array<{ url: string }>;
    }>;
    const first = posts[0]!;
    const scenarios: Scenario[] = [
      { name: 'GET /api/posts/{id}', path: `/api/posts/${first.id}` },
      { name: 'GET /api/posts (all 7, full)', path: '/api/posts' },
      { name: 'GET /api/posts?page=1&pageSize=3', path: '/api/posts?page=1&pageSize=3' },
      { name: 'GET /api/posts?search=gestao', path: '/api/posts?search=gestao' },
      { name: 'GET image (cover PNG)', path: first.images[0]!.url },
      {
        name: 'POST /api/contato',
        path: '/api/contato',
        method: 'POST',
        body: {
          name: 'Teste de Carga',
          email: 'carga@exemplo.com.br',
          phone: '47999998888',
          subject: 'Benchmark',
          message: 'Mensagem enviada pelo benchmark.',
        },
      },
    ];
    if (hasSite) scenarios.push({ name: 'GET / (SPA index.html)', path: '/' });

    const rows = [];
    for (const scenario of scenarios) {
      rows.push(await measure(server.url, scenario));
    }
    console.log(
      `\nVitrine API benchmark — ${CONNECTIONS} connections, ${SECONDS} s per row, ${cpus().length} CPU(s), Node ${process.version}`,
    );
    console.table(rows);
    if (process.argv.includes('--markdown')) {
      console.log('\n| call | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|');
      for (const r of rows) console.log(`| \`${r.scenario}\` | ${r['req/s']} | ${r['p50 ms']} | ${r['p99 ms']} |`);
    }
    if (!hasSite) console.log(`SPA row skipped: no site build at ${webDist} (run npm run build, or set WEB_DIST).`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
