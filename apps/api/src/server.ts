import { existsSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { warmSearchIndex } from './features/search/search.service';
import { ensureFirstAdmin, loadJwtSecret, loadSharedJwtSecret, type BootstrapResult } from './bootstrap';
import type { Config } from './config';
import { ensureWritableFolder } from './db/data-files';
import { engineOf, openDatabase, type Db } from './db/database';
import { migrateToLatest } from './migrate';
import { withStartupLock } from './db/startup-lock';
import { holdServingLock, type HeldLock } from './db/serving-lock';
import { watchDatabase } from './db/database-watch';
import type { AppDeps } from './deps';
import { createLogger, type Logger } from './lib/logger';
import { runSeeders } from './seed';
import { createMailWorker, type MailWorker } from './jobs/mail-worker';
import { createMailTransport } from './mail/transport';
import { createRetentionScheduler, type RetentionScheduler } from './jobs/retention';
import { createMetrics } from './features/ops/metrics';
import { createBackupScheduler, type BackupScheduler } from './jobs/nightly-backup';
import { createWebhookWorker, type WebhookWorker } from './jobs/webhook-worker';
import { createPostAnnouncer } from './jobs/post-announcer';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of whoever
 * keeps connections to us open (nginx's upstream `keepalive_timeout` and most load balancers:
 * 60 s), so that side, never this one, closes an idle connection. Node's default is 5 s: a server
 * closing a connection just as the client sends a request on it gives that request ECONNRESET,
 * a 502 behind nginx for a request it may not retry (a POST).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  deps: AppDeps;
  bootstrap: BootstrapResult;
  mailWorker: MailWorker;
  retention: RetentionScheduler;
  backups: BackupScheduler;
  webhookWorker: WebhookWorker;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** The benchmark measures throughput, not the per-address limits. */
  disableRateLimits?: boolean;
}

/** config → database → (startup lock: migrate → bootstrap → seed) → listen (+ mail worker). Used by main.ts and by tests. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const baseLogger = options.logger ?? createLogger(config.LOG_LEVEL);
  // The JWT secret and the mail outbox live here: a missing or read-only folder must stop
  // the start, not fail the first mail hours later.
  ensureWritableFolder(config.dataDir, config.DATA_DIR ? 'DATA_DIR' : 'DATABASE_URL (or DATA_DIR)');
  warnAboutTrustProxy(config, baseLogger);
  // Held while the process runs: a restore refuses while any server holds it.
  const servingLock = await holdServingLock(config.DATABASE_URL);
  try {
    return await startHolding(config, options, baseLogger, servingLock);
  } catch (error) {
    await servingLock.release();
    throw error;
  }
}

async function startHolding(
  config: Config,
  options: StartOptions,
  baseLogger: Logger,
  servingLock: HeldLock,
): Promise<RunningServer> {
  const db = openDatabase(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX });
  // One set of metrics for the process; the logger counts the events they report (lockouts …).
  const metrics = createMetrics(db);
  const logger = metrics.countingLogger(baseLogger);
  const now = () => new Date();
  const deps: AppDeps = {
    db,
    config,
    logger,
    metrics,
    // Set below, inside the startup lock, when it comes from the database (PostgreSQL).
    jwtSecret: config.JWT_SECRET ?? (engineOf(db) === 'postgres' ? '' : loadJwtSecret(config)),
    now,
    disableRateLimits: options.disableRateLimits,
  };
  const mailWorker = createMailWorker(deps, createMailTransport(config));
  deps.onMailQueued = () => mailWorker.nudge();
  const webhookWorker = createWebhookWorker(deps);
  deps.onWebhookQueued = () => webhookWorker.nudge();
  // Several processes may start together on one PostgreSQL database: one at a time migrates,
  // creates the first Admin and seeds the demo (the others then find them done).
  const bootstrap = await withStartupLock(db, async (locked) => {
    await migrateToLatest(locked, undefined, logger);
    if (!deps.jwtSecret) deps.jwtSecret = await loadSharedJwtSecret(locked);
    const created = await ensureFirstAdmin(locked, config, now());
    if (config.SEED_DEMO) await runSeeders({ ...deps, db: locked });
    return created;
  });

  deps.databaseWatch = await watchDatabase(db, config.DATABASE_URL, logger);
  deps.databaseWatch.start();

  const webDist = resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
  if (!existsSync(webDist)) logger.error('web.dist.missing', { webDist, hint: 'run npm run build' });
  const app = createApp(deps, { webDist });
  // Variants a restart cut short, and those of images stored before variants existed, are made
  // in the background: answers point at the originals meanwhile.
  const imageVariants = deps.imageVariants!;
  imageVariants.wake();
  // Search's in-memory index loads in the background; a search that comes first waits for it.
  void warmSearchIndex(db);

  const server = await listen(app.fetch, config);
  mailWorker.start();
  webhookWorker.start();
  const retention = createRetentionScheduler(deps);
  retention.start();
  const backups = createBackupScheduler(deps);
  backups.start();
  const postAnnouncer = createPostAnnouncer(deps);
  postAnnouncer.start();
  const { url, port } = addressOf(server, config);
  return {
    url,
    port,
    db,
    deps,
    bootstrap,
    mailWorker,
    retention,
    backups,
    webhookWorker,
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await mailWorker.stop();
      await postAnnouncer.stop();
      await webhookWorker.stop();
      await imageVariants.stop();
      await retention.stop();
      await backups.stop();
      deps.databaseWatch?.stop();
      await db.destroy();
      await servingLock.release();
    },
  };
}

/** Listens on HOST:PORT with the keep-alive timeouts a proxy in front expects. */
async function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config): Promise<ServerType> {
  const server: ServerType = await new Promise((resolveListen, reject) => {
    const s = serve({ fetch, port: config.PORT, hostname: config.HOST }, () => resolveListen(s));
    s.once('error', reject);
  });
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Kept above it: on some Node versions the headers' clock of a kept-alive connection runs from
    // the previous request's end, and would cut the idle connection first.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  return server;
}

/** The address the server answers on (the port the system gave when PORT is 0). */
function addressOf(server: ServerType, config: Config): { url: string; port: number } {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * TRUST_PROXY=true takes the client address from X-Forwarded-For. When the port is also
 * reachable directly (HOST not loopback), anyone can send that header and pick the address
 * every per-address limit counts against: say so at start-up, with the fix.
 */
function warnAboutTrustProxy(config: Config, logger: Logger): void {
  if (!config.TRUST_PROXY || LOOPBACK_HOSTS.has(config.HOST) || config.HOST.startsWith('127.')) return;
  logger.error('config.trust_proxy.exposed', {
    message: `TRUST_PROXY=true while HOST=${config.HOST} accepts connections that do not come through the proxy: a client connecting directly can set X-Forwarded-For and get around every per-address limit (login throttle, contact and newsletter limits). Bind to the proxy only (HOST=127.0.0.1) or firewall the port so only the proxy reaches it.`,
  });
}
