import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMailRow, measureMail } from './bench-mail';
import { wrkAvailable } from './wrk';
import { CONNECTIONS, measure, pairedRatio, ratio } from './bench-measure';
import { hasSite, startServer, webDist, type ServerSpec } from './bench-servers';
import {
  benchRows,
  EXTRA_SECONDS,
  HIDDEN_POSTS,
  LIST_PAGE,
  postgresSearchRows,
  SCALE_POSTS,
  SECONDS,
  type Scenario,
} from './bench-rows';

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
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const ROTATING_IDS = 100;
/** Only the rows whose name contains this text (the bare route always runs: the ratios need it). */
const ONLY = process.env.BENCH_ONLY;

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

    const { required, extra } = benchRows({ ids, newest, phoneCover, listEtag, hasSite, posts: POSTS });
    const selected = [...required, ...extra].filter((s, i) => !ONLY || i === 0 || s.name.includes(ONLY));
    const measured = [];
    const paired = new Map<string, string>();
    for (const scenario of selected) {
      const url = servers[scenario.server ?? 'main']!.url;
      measured.push(await measure(url, scenario));
      if (scenario.paired) paired.set(scenario.name, await pairedRatio(url, scenario));
    }
    // What each server seeded, kept for the report: the servers are gone by then.
    const seeding = Object.fromEntries(
      Object.entries(servers).map(([label, s]) => [label, { seeded: s.seeded, seedMs: s.seedMs }]),
    );
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

    printReport(rows, seeding, Math.round((performance.now() - started) / 1000));
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

/** The table of a run, with what it ran on; in Markdown too with --markdown (docs/PERFORMANCE.md). */
function printReport(rows: Row[], seeding: Record<string, { seeded: number; seedMs: number }>, seconds: number) {
  const seeded = Object.entries(seeding)
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
