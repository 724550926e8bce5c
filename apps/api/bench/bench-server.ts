import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../src/app';
import { ensureFirstAdmin, loadJwtSecret } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';
import type { AppDeps } from '../src/deps';
import { createLogger } from '../src/lib/logger';
import { backfillImageVariants } from '../src/features/posts/image-backfill';
import { createMailWorker } from '../src/jobs/mail-worker';
import { createMailTransport } from '../src/mail/transport';
import { runSeeders } from '../src/seed';
import { DEFAULT_WEB_DIST } from '../src/server';
import { seedBenchPosts } from './bench-seed';
import { warmSearchIndex } from '../src/features/search/search.service';

/**
 * The server under test, in its own process so the load generator does not compete with it
 * for the event loop. It is startServer's sequence (config → database → migrate → bootstrap →
 * seed → createApp → listen, mail worker running), plus two things only the benchmark has:
 *
 * - BENCH_POSTS posts (default 1,000) seeded before listening;
 * - `GET /__bench/bare`, a bare Hono route answering {"ok":true} with no middleware at all,
 *   served by the same Node server and process as the app, so each API row can be compared
 *   with the framework's own floor. The production app (createApp) never has it.
 *
 * Rate limits are off: the benchmark measures throughput, and every request comes from one
 * address. Prints `{"url", "seeded", "seedMs"}` as one JSON line, then serves until killed.
 */
const BARE_PATH = '/__bench/bare';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const db = openDatabase(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX });
await migrateToLatest(db);
const now = () => new Date();
const deps: AppDeps = { db, config, logger, jwtSecret: loadJwtSecret(config), now, disableRateLimits: true };
const mailWorker = createMailWorker(deps, createMailTransport(config));
deps.onMailQueued = () => mailWorker.nudge();
await ensureFirstAdmin(db, config, now());
if (config.SEED_DEMO) await runSeeders(deps);
await backfillImageVariants(db, logger);
const postCount = Number(process.env.BENCH_POSTS ?? 1000);
const seedStarted = performance.now();
await seedBenchPosts(db, postCount, now(), Number(process.env.BENCH_HIDDEN_POSTS ?? 0));
// As the server does in the background at start: searches are measured once it has loaded.
await warmSearchIndex(db);
const seedMs = Math.round(performance.now() - seedStarted);

const app = createApp(deps, { webDist: resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST) });
const bare = new Hono().get(BARE_PATH, (c) => c.json({ ok: true }));
const server: ServerType = await new Promise((resolveListen, reject) => {
  const s = serve(
    {
      // One string test per request picks the bare app; everything else is the real app.
      fetch: (request, env) => (request.url.endsWith(BARE_PATH) ? bare.fetch(request, env) : app.fetch(request, env)),
      port: config.PORT,
      hostname: config.HOST,
    },
    () => resolveListen(s),
  );
  s.once('error', reject);
});
mailWorker.start();
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
process.stdout.write(`${JSON.stringify({ url: `http://${config.HOST}:${port}`, seeded: postCount, seedMs })}\n`);

const stop = () => {
  server.close(() => {
    void mailWorker
      .stop()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
