import { execFileSync, spawn } from 'node:child_process';
import pg from 'pg';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { slugify } from '@vitrine/shared/publishing';
import { SEARCH_COUNT_CAP } from '@vitrine/shared/constants';
import { describeMailRow, measureMail } from './bench-mail';
import { runWrk, wrkAvailable } from './wrk';

/**
 * npm run bench: starts the real server in its own process (temp SQLite, BENCH_POSTS posts
 * seeded — 1,000 by default —, no rate limits), then measures each call with autocannon and
 * prints a table. About 75 s.
 *
 * The required rows (BENCH_SECONDS each, 10): a bare Hono route on the same server
 * (`/__bench/bare`, mounted by bench-server.ts only), the blog's first page and one post
 * (rotating among 100 ids), both served from the read cache; a revalidation answered 304; a
 * cover variant (the 720 px WebP a phone takes); and the same first page on two more servers
 * seeded the same way with 100 and 10,000 posts, and on one more with BENCH_POSTS published posts
 * plus 1,000 drafts and scheduled posts (visibility is decided at read time, and the
 * public list must stay as cheap). The "× bare" columns compare each row with
 * the bare route measured in the same run. The other rows (BENCH_EXTRA_SECONDS each, 5) are
 * for reference. About 3 minutes, most of it seeding 10,000 posts.
 *
 * The mail row (bench-mail.ts) comes last: 10,000 subscribers queued by "Enviar agora"
 * and delivered by the real mail worker through pooled SMTP to a sink in another process;
 * `npm run bench -- --mail-only` runs only that row.
 *
 * GET rows are driven by wrk when it is installed (wrk.ts: autocannon's own cost per answer grows
 * with the body and would be measured instead of the server); BENCH_CLIENT=autocannon forces autocannon.
 * BENCH_CONNECTIONS (50) changes the concurrency; WEB_DIST points at a site build for the SPA
 * row (default apps/web/dist; skipped when there is no build). `npm run bench -- --markdown`
 * also prints the table in Markdown, for docs/PERFORMANCE.md. BENCH_ONLY=<text> measures only the rows
 * whose name contains it (and the bare route), e.g. BENCH_ONLY=uncached; no mail row then.
 *
 * Search on PostgreSQL: three rows at 10,000 posts on one connection (a broad word over 1,000
 * pages, the 820 searches, and 1,000 texts as typed into the search box), on the same throwaway
 * cluster as the other PostgreSQL rows. `BENCH_ONLY='10,000 posts, 1 connection'` runs just the
 * search rows of both engines.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EXTRA_SECONDS = Number(process.env.BENCH_EXTRA_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const ROTATING_IDS = 100;
const BARE_PATH = '/__bench/bare';
/** Only the rows whose name contains this text (the bare route always runs: the ratios need it). */
const ONLY = process.env.BENCH_ONLY;
const here = fileURLToPath(new URL('.', import.meta.url));
const webDist = process.env.WEB_DIST ?? join(here, '../../web/dist');
const hasSite = existsSync(join(webDist, 'index.html'));

interface Scenario {
  name: string;
  /** One path, or several that each connection cycles through. */
  paths: string[];
  /**
   * Instead of each connection cycling through `paths` on its own, every request takes the next
   * path from one counter shared by all connections: a path comes back only after all the
   * others were asked, which defeats caches smaller than the list (the uncached search row).
   */
  sharedCycle?: boolean;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** The answer every request should get (304 for revalidations); 2xx by default. */
  status?: number;
  /** Which server answers it (see SERVERS); the main one by default. */
  server?: string;
  seconds: number;
  /** An acceptance row judged by its ratio to the bare route: also measured in pairs (pairedRatio). */
  paired?: boolean;
  /** Concurrent connections for this row (BENCH_CONNECTIONS otherwise): 1 measures one visitor's wait. */
  connections?: number;
  /** Measured again on PostgreSQL (measurePostgres). */
  postgres?: boolean;
}

interface Row {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'bytes/resp': number;
  'body B': number;
  'req/s × bare': string;
  'p50 × bare': string;
  /** Median of BENCH_PAIRS back-to-back 1 s slices, bare route then this row, on the same server. */
  'paired × bare': string;
  requests: number;
  unexpected: number;
}

/**
 * One server process per database measured: the main one with BENCH_POSTS posts, and two
 * more seeded the same way with 100 and 10,000 posts for the scale rows. `env` is where
 * another engine goes (DATABASE_URL=postgres://… for PostgreSQL rows).
 */
interface ServerSpec {
  posts: number;
  /** Drafts and scheduled posts beside the published ones, invisible to the public list. */
  hidden?: number;
  env?: Record<string, string>;
}

/** The public list with as many drafts and scheduled posts as published ones. */
const HIDDEN_POSTS = 1000;

/**
 * The bench server compiled as production compiles the API (build.mjs --bench), once per run:
 * the rows measure the code `npm start` runs, not tsx's output.
 */
const benchServer = (() => {
  let built: string | undefined;
  return () => {
    if (!built) {
      execFileSync(process.execPath, [join(here, '../build.mjs'), '--bench'], { stdio: 'inherit' });
      built = join(here, '../dist/bench/bench-server.js');
    }
    return built;
  };
})();

async function startServer(dataDir: string, label: string, spec: ServerSpec) {
  const child = spawn(process.execPath, [benchServer()], {
    env: {
      ...process.env,
      DATABASE_URL: join(dataDir, `bench-${label}.db`),
      DATA_DIR: join(dataDir, label),
      PORT: '0',
      HOST: '127.0.0.1',
      // Exactly BENCH_POSTS posts: the demo seed would add its own seven.
      SEED_DEMO: 'false',
      BENCH_POSTS: String(spec.posts),
      BENCH_HIDDEN_POSTS: String(spec.hidden ?? 0),
      ...spec.env,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'bench@alvorada.test',
      ADMIN_PASSWORD: 'bench-senha-forte',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; seeded: number; seedMs: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve(JSON.parse(line) as { url: string; seeded: number; seedMs: number });
      } catch {
        // Not the ready line.
      }
    });
  });
  return {
    ...ready,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

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

async function measure(base: string, s: Scenario) {
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

const ratio = (value: number, bare: number, digits: number) => (bare > 0 ? (value / bare).toFixed(digits) : '-');

/** Slices per paired ratio; 0 leaves the column out. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 7);

/**
 * The row's throughput over the bare route's, from back-to-back one-second slices (bare, then the
 * row, on the same server), the median of PAIRS of them. On a shared or noisy host the whole
 * machine's speed moves by a factor of several within a minute, and two 10 s runs taken one after
 * the other compare two different machines; a pair of adjacent slices sees nearly the same one.
 */
async function pairedRatio(base: string, s: Scenario): Promise<string> {
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

/** Which list page the scale rows compare: the blog's first page. */
const LIST_PAGE = '/api/posts?page=1&pageSize=3';
const SCALE_POSTS = [100, 10_000];

/**
 * Words a visitor might search the bench corpus for: from its titles and tags, from the body
 * text only (bench-seed.ts SENTENCES), and a few found nowhere.
 */
const SEARCH_WORDS = (
  'wms armazem separacao esocial folha pagamento prazos erp industria integracao tms transportadoras frete ' +
  'lgpd empresa gestao pessoas dados patio logistica tecnologia planejamento inventario roteirizacao docas ' +
  'implantacao cadastro usuarios relatorios retrabalho treinamentos fiscal piloto indicadores nuvem filiais ' +
  'blockchain drones criptomoeda metaverso'
).split(' ');

/**
 * The uncached search row's queries: every word alone, then every pair (`_` for the space, as the
 * site writes it), 820 searches in all. The list is longer than the read caches (500 entries
 * each, oldest out first) and the row asks it in order across all connections, so no answer is
 * ever served from a cache of answers: each request parses, ranks and builds its body (the posts
 * found are read once per content version, search.service.ts).
 */
function uncachedSearchPaths(): string[] {
  const searches = [...SEARCH_WORDS];
  for (let i = 0; i < SEARCH_WORDS.length; i++) {
    for (let j = i + 1; j < SEARCH_WORDS.length; j++) searches.push(`${SEARCH_WORDS[i]}_${SEARCH_WORDS[j]}`);
  }
  return searches.map((search) => `/api/posts?search=${search}&page=1&pageSize=3`);
}

/**
 * Searches that each match a few posts: a title's part number ("parte 123": every title but the
 * first seven has "parte", and seven share each number; bench-seed.ts). 1,000 of them, asked
 * like the row above.
 */
function selectiveSearchPaths(): string[] {
  return Array.from({ length: 1000 }, (_, i) => `/api/posts?search=parte_${i + 2}&page=1&pageSize=3`);
}

/**
 * A broad word (found in most of the 10,000 posts), uncached: the same search asked for 1,000
 * different pages, so no answer repeats within the read caches; every request scores all its
 * matches. A search serves its best SEARCH_COUNT_CAP posts only, so the pages are those within
 * them, in pages of 3 posts (the blog's), then of 4, 5, … until there are 1,000 of them.
 */
function broadSearchPaths(): string[] {
  const paths: string[] = [];
  for (let size = 3; paths.length < 1000; size++) {
    for (let page = 1; page * size <= SEARCH_COUNT_CAP && paths.length < 1000; page++) {
      paths.push(`/api/posts?search=gestao&page=${page}&pageSize=${size}`);
    }
  }
  return paths;
}

/**
 * What the search box asks while a visitor types: every prefix (2 letters on) of each search
 * word, alone and after another word, over 1,000 distinct texts, so none is served from a cache.
 */
function suggestionPaths(): string[] {
  const prefixes = SEARCH_WORDS.flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)),
  );
  const texts = [...prefixes];
  for (let i = 0; texts.length < 1000; i++)
    texts.push(`${SEARCH_WORDS[i % SEARCH_WORDS.length]} ${prefixes[i % prefixes.length]}`);
  return texts.map((text) => `/api/posts/sugestoes?q=${encodeURIComponent(text)}`);
}

/** The search rows measured on PostgreSQL at 10,000 posts, one connection each (measurePostgres). */
function postgresSearchRows(): Scenario[] {
  return [
    {
      name: 'GET /api/posts?search=gestao&page=N&pageSize=3…7 (broad, 1,000 pages within the cap, uncached) at 10,000 posts, 1 connection',
      paths: broadSearchPaths(),
      sharedCycle: true,
      seconds: SECONDS,
      connections: 1,
    },
    {
      name: `GET /api/posts?search=…&page=1&pageSize=3 (${uncachedSearchPaths().length} searches, uncached) at 10,000 posts, 1 connection`,
      paths: uncachedSearchPaths(),
      sharedCycle: true,
      seconds: SECONDS,
      connections: 1,
    },
    {
      name: 'GET /api/posts/sugestoes?q=… (1,000 texts as typed, uncached) at 10,000 posts, 1 connection',
      paths: suggestionPaths(),
      sharedCycle: true,
      seconds: SECONDS,
      connections: 1,
    },
  ];
}

/**
 * The pages a visitor lands on, as a browser asks for them (brotli): an article, the blog, a tag
 * page and the home page, each kept per content version and replayed (http/page-cache.ts).
 */
function pageRows(slug: string, tagSlug: string): Scenario[] {
  const br = { 'accept-encoding': 'br, gzip' };
  return [
    { name: `GET /blog/{slug} (article page, br)`, paths: [`/blog/${slug}`] },
    { name: 'GET /blog (br)', paths: ['/blog'] },
    { name: `GET /blog/tag/${tagSlug} (br)`, paths: [`/blog/tag/${tagSlug}`] },
    { name: 'GET / (prerendered, br)', paths: ['/'] },
  ].map((row) => ({ ...row, headers: br, seconds: SECONDS, paired: true, postgres: true }));
}

async function main() {
  if (process.argv.includes('--mail-only')) {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
    try {
      console.log(`${describeMailRow(await measureMail(dir))}; load average ${loadavg()[0]!.toFixed(2)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const specs: Record<string, ServerSpec> = { main: { posts: POSTS } };
  // BENCH_ONLY about the 10,000-post rows needs no other server than the main one and that one.
  const scaleOnly = ONLY !== undefined && ONLY.includes('10,000');
  for (const n of SCALE_POSTS) if (!scaleOnly || n === 10_000) specs[`posts-${n}`] = { posts: n };
  if (!scaleOnly) specs.hidden = { posts: POSTS, hidden: HIDDEN_POSTS };
  const servers: Record<string, Awaited<ReturnType<typeof startServer>>> = {};
  try {
    // One at a time: seeding 10,000 posts beside a running benchmark would disturb it.
    for (const [label, spec] of Object.entries(specs)) servers[label] = await startServer(dataDir, label, spec);
    const server = servers.main!;
    const page = await fetch(`${server.url}${LIST_PAGE}`);
    const total = Number(page.headers.get('x-total-count'));
    if (total !== POSTS) throw new Error(`expected ${POSTS} posts, the API counts ${total}`);
    const listEtag = page.headers.get('etag')!;
    const newest = (
      (await page.json()) as Array<{
        id: number;
        slug: string;
        tags: Array<{ key: string; label: string }>;
        images: Array<{ url: string; variants?: Array<{ url: string; width: number }> }>;
      }>
    )[0]!;
    const phoneCover = newest.images[0]!.variants?.find((v) => v.width === 720) ?? newest.images[0]!.variants?.[0];
    if (!phoneCover) throw new Error('the newest post has no cover variants');
    // Ids 1..POSTS; ROTATING_IDS of them spread evenly, so GET /api/posts/{id} is not one cached row.
    const step = Math.max(1, Math.floor(POSTS / ROTATING_IDS));
    const ids = Array.from({ length: Math.min(ROTATING_IDS, POSTS) }, (_, i) => 1 + i * step);

    const required: Scenario[] = [
      { name: `GET ${BARE_PATH} (bare Hono)`, paths: [BARE_PATH], seconds: SECONDS },
      { name: `GET ${LIST_PAGE} (cached)`, paths: [LIST_PAGE], seconds: SECONDS, paired: true, postgres: true },
      {
        name: `GET /api/posts/{id} (${ids.length} ids, cached)`,
        paths: ids.map((id) => `/api/posts/${id}`),
        seconds: SECONDS,
        paired: true,
        postgres: true,
      },
      ...(hasSite ? pageRows(newest.slug, slugify(newest.tags[0]!.label)) : []),
      {
        name: `GET ${LIST_PAGE} If-None-Match → 304`,
        paths: [LIST_PAGE],
        headers: { 'if-none-match': listEtag },
        status: 304,
        seconds: SECONDS,
      },
      {
        name: `GET cover variant (${phoneCover.width}w WebP)`,
        paths: [phoneCover.url],
        seconds: SECONDS,
      },
      ...SCALE_POSTS.map((n): Scenario => ({
        name: `GET ${LIST_PAGE} at ${n.toLocaleString('en')} posts`,
        paths: [LIST_PAGE],
        server: `posts-${n}`,
        seconds: SECONDS,
      })),
      {
        name: `GET ${LIST_PAGE} with ${HIDDEN_POSTS.toLocaleString('en')} drafts/scheduled beside ${POSTS.toLocaleString('en')} published`,
        paths: [LIST_PAGE],
        server: 'hidden',
        seconds: SECONDS,
        paired: true,
      },
      {
        name: `GET /api/posts?search=…&page=1&pageSize=3 (${uncachedSearchPaths().length} searches, uncached) at 10,000 posts`,
        paths: uncachedSearchPaths(),
        sharedCycle: true,
        server: 'posts-10000',
        seconds: SECONDS,
      },
      {
        name: 'GET /api/posts?search=parte_N&page=1&pageSize=3 (1,000 selective searches, uncached) at 10,000 posts',
        paths: selectiveSearchPaths(),
        sharedCycle: true,
        server: 'posts-10000',
        seconds: SECONDS,
      },
      {
        name: 'GET /api/posts/sugestoes?q=… (1,000 texts as typed, uncached) at 10,000 posts, 1 connection',
        paths: suggestionPaths(),
        sharedCycle: true,
        server: 'posts-10000',
        seconds: SECONDS,
        connections: 1,
      },
    ];
    const extra: Scenario[] = [
      {
        name: `GET ${LIST_PAGE} (cached, br)`,
        paths: [LIST_PAGE],
        headers: { 'accept-encoding': 'br, gzip' },
        seconds: EXTRA_SECONDS,
      },
      {
        name: 'GET /api/posts?search=gestao&page=1&pageSize=3',
        paths: ['/api/posts?search=gestao&page=1&pageSize=3'],
        seconds: EXTRA_SECONDS,
      },
      { name: 'GET image (cover PNG original)', paths: [newest.images[0]!.url], seconds: EXTRA_SECONDS },
      {
        name: 'POST /api/contato',
        paths: ['/api/contato'],
        method: 'POST',
        body: {
          name: 'Teste de Carga',
          email: 'carga@exemplo.com.br',
          phone: '47999998888',
          subject: 'Benchmark',
          message: 'Mensagem enviada pelo benchmark.',
        },
        seconds: EXTRA_SECONDS,
      },
    ];

    const selected = [...required, ...extra].filter((s, i) => !ONLY || i === 0 || s.name.includes(ONLY));
    const measured = [];
    const paired = new Map<string, string>();
    for (const scenario of selected) {
      const url = servers[scenario.server ?? 'main']!.url;
      measured.push(await measure(url, scenario));
      if (scenario.paired) paired.set(scenario.name, await pairedRatio(url, scenario));
    }
    // The SQLite servers stop first, so the PostgreSQL rows (the blog page and a post) run alone.
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    for (const label of Object.keys(servers)) delete servers[label];
    const postgresRows = required.filter((s) => s.postgres && (!ONLY || s.name.includes(ONLY)));
    if (postgresRows.length > 0) measured.push(...(await measurePostgres(dataDir, postgresRows, paired)));
    const postgresSearch = postgresSearchRows().filter((s) => !ONLY || s.name.includes(ONLY));
    if (postgresSearch.length > 0) measured.push(...(await measurePostgres(dataDir, postgresSearch, paired, 10_000)));
    const bare = measured[0]!;
    const rows: Row[] = measured.map((m) => ({
      ...m,
      'req/s × bare': ratio(m['req/s'], bare['req/s'], 3),
      'p50 × bare': ratio(m['p50 ms'], bare['p50 ms'], 1),
      'paired × bare': paired.get(m.scenario) ?? '-',
    }));

    const seconds = Math.round((performance.now() - started) / 1000);
    const seeded = Object.entries(servers)
      .map(([label, s]) => `${label}: ${s.seeded} posts seeded in ${s.seedMs} ms`)
      .join('; ');
    console.log(
      `\nVitrine API benchmark — ${seeded}; ${CONNECTIONS} connections, ` +
        `${SECONDS} s per required row (${EXTRA_SECONDS} s others, after 1 s warm-up), ` +
        `${cpus().length} CPU(s) shared by server and load generator (${wrkAvailable() ? 'wrk for GET rows, autocannon for the others' : 'autocannon'}), ` +
        `Node ${process.version}; run took ${seconds} s; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    console.table(rows);
    const scale = SCALE_POSTS.map((n) => rows.find((r) => r.scenario.endsWith(`at ${n.toLocaleString('en')} posts`))!);
    if (scale.every(Boolean)) {
      console.log(
        `List page at ${SCALE_POSTS[1]!.toLocaleString('en')} posts ÷ at ${SCALE_POSTS[0]} posts: ` +
          ratio(scale[1]!['req/s'], scale[0]!['req/s'], 2),
      );
    }
    if (process.argv.includes('--markdown')) {
      console.log(
        '\n| call | req/s | p50 ms | p99 ms | bytes/response (body) | req/s ÷ bare | p50 ÷ bare | paired ÷ bare |\n' +
          '|---|---:|---:|---:|---:|---:|---:|---:|',
      );
      for (const r of rows) {
        console.log(
          `| \`${r.scenario}\` | ${r['req/s']} | ${r['p50 ms']} | ${r['p99 ms']} | ${r['bytes/resp']} (${r['body B']}) | ${r['req/s × bare']} | ${r['p50 × bare']} | ${r['paired × bare']} |`,
        );
      }
    }
    const failed = rows.filter((r) => r.unexpected > 0);
    if (failed.length > 0) {
      console.log(`Rows with unexpected answers or errors: ${failed.map((r) => r.scenario).join(', ')}`);
    }
    if (!ONLY) console.log(`${describeMailRow(await measureMail(dataDir))}; load average ${loadavg()[0]!.toFixed(2)}`);
    if (!hasSite) console.log(`SPA row skipped: no site build at ${webDist} (run npm run build, or set WEB_DIST).`);
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface PgCluster {
  url: string;
  stop(): Promise<void>;
}

/**
 * The blog-page and post rows again with the same server on PostgreSQL (scale-out setup):
 * on BENCH_PG_URL (a maintenance URL, e.g. postgres://postgres@127.0.0.1:5432/postgres) or on a
 * throwaway cluster (scripts/pg-cluster.mjs). Without PostgreSQL binaries the rows are left out
 * with one line saying why.
 */
async function measurePostgres(dataDir: string, scenarios: Scenario[], paired: Map<string, string>, posts = POSTS) {
  let cluster: PgCluster | undefined;
  try {
    const adminUrl =
      process.env.BENCH_PG_URL ??
      (cluster = await (
        (await import(new URL('../../../scripts/pg-cluster.mjs', import.meta.url).href)) as {
          startCluster(): Promise<PgCluster>;
        }
      ).startCluster()).url;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS vitrine_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE vitrine_bench');
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = '/vitrine_bench';
    const server = await startServer(dataDir, 'pg', { posts, env: { DATABASE_URL: url.toString() } });
    try {
      const rows = [];
      for (const s of scenarios) {
        const name = `${s.name} (PostgreSQL)`;
        rows.push({ ...(await measure(server.url, s)), scenario: name });
        // The bare route again on the same server, slice by slice: the ratio the bar is judged by.
        if (s.paired) paired.set(name, await pairedRatio(server.url, s));
      }
      return rows;
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.log(`PostgreSQL rows skipped: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  } finally {
    await cluster?.stop();
  }
}

await main();
