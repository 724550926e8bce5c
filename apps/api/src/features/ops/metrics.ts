import type { Metrics } from '../../deps';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/database';
import { VITRINE_VERSION } from '@vitrine/shared/version';
import { outboxCounts } from '../../mail/outbox';
import { mailServerWait } from '../campaigns/mail-server-wait.service';
import { lastBackupAt } from './backup-status.service';

/** A scrape must answer even when the database does not: its reads give up after this. */
const SCRAPE_DB_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database read timed out')), SCRAPE_DB_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Log events that are also worth a counter (lockouts are decided deep in the auth service). */
const COUNTED_EVENTS = new Set(['account.locked', 'login.failed', 'mail.failed', 'mail.sent', 'mail.server_failed']);

/**
 * The Prometheus metrics of one app (its own registry, so tests and several apps in one process
 * do not share counters), read by GET /metrics and by ops/grafana/vitrine.json.
 */
export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const observe = requestMetrics(registry);
  const readCache = new Counter({
    name: 'vitrine_read_cache_total',
    help: 'Public post reads by cache layer and outcome (hit or miss).',
    labelNames: ['layer', 'outcome'] as const,
    registers: [registry],
    collect() {
      for (const layer of ['replay', 'bodies'] as const) {
        for (const outcome of ['hit', 'miss'] as const) {
          const count = readCacheTallies[layer][outcome];
          if (count === 0) continue;
          this.inc({ layer, outcome }, count);
          readCacheTallies[layer][outcome] = 0;
        }
      }
    },
  });
  const unavailable = new Counter({
    name: 'vitrine_unavailable_total',
    help: '503 answers: database busy beyond the wait, storage full, or database unreachable.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const loginThrottled = new Counter({
    name: 'vitrine_login_throttled_total',
    help: 'Sign-in attempts answered 429 by the login throttle.',
    registers: [registry],
  });
  const events = new Counter({
    name: 'vitrine_events_total',
    help: 'Counted log events: account.locked (lockouts), login.failed, mail.sent, mail.failed (attempts), mail.server_failed (attempts the mail server itself failed: AUTH, sender, connection, DATA).',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  // Every series exists from the start (at 0), so rates and alerts see them before the first event.
  for (const event of COUNTED_EVENTS) events.inc({ event }, 0);
  for (const reason of ['busy', 'storage_full', 'database_unreachable']) unavailable.inc({ reason }, 0);
  for (const layer of ['replay', 'bodies']) for (const outcome of ['hit', 'miss']) readCache.inc({ layer, outcome }, 0);
  databaseGauges(registry, db);

  const readCacheTallies = { replay: { hit: 0, miss: 0 }, bodies: { hit: 0, miss: 0 } };

  return {
    registry,
    middleware: () => async (c, next) => {
      const started = performance.now();
      await next();
      // The pattern of the handler that answered (after next(), routeIndex points at it).
      observe(c.req.method, routePath(c), c.res.status, started);
      if (c.res.status === 429 && c.req.path === '/api/login') loginThrottled.inc();
    },
    observe,
    readCache: (layer, outcome) => {
      readCacheTallies[layer][outcome] += 1;
    },
    unavailable: (reason) => unavailable.inc({ reason }),
    countingLogger: (logger) => ({
      level: logger.level,
      info(event, fields) {
        if (COUNTED_EVENTS.has(event)) events.inc({ event });
        logger.info(event, fields);
      },
      error(event, fields) {
        if (COUNTED_EVENTS.has(event)) events.inc({ event });
        logger.error(event, fields);
      },
    }),
  };
}

/**
 * The answers' counter and durations by method, route pattern and status; answers the function
 * that records one answer (`started` from performance.now()).
 */
function requestMetrics(registry: Registry) {
  // The two per-request counters are tallied as plain numbers and handed to prom-client when
  // scraped (`collect`): a labelled inc validates and hashes its labels every time, which cost a
  // replayed read more than its cache lookup. The figures read are the same. This one is only
  // read through the registry, so it needs no name here.
  new Counter({
    name: 'vitrine_http_requests_total',
    help: 'HTTP answers by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      for (const found of series.values()) {
        if (found.unreported === 0) continue;
        this.inc(found.labels, found.unreported);
        found.unreported = 0;
      }
    },
  });
  const duration = new Histogram({
    name: 'vitrine_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // One method, route and status: its histogram child, looked up once (labelling on every request
  // validates and hashes the labels), and its requests not yet handed to the counter.
  interface Series {
    duration: Histogram.Internal<'method' | 'route'>;
    labels: { method: string; route: string; status: string };
    unreported: number;
  }
  const series = new Map<string, Series>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      found = {
        duration: duration.labels({ method, route }),
        labels: { method, route, status: String(status) },
        unreported: 0,
      };
      series.set(key, found);
    }
    return found;
  };

  const observe = (method: string, route: string, status: number, started: number) => {
    const found = seriesOf(method, route, status);
    found.duration.observe((performance.now() - started) / 1000);
    found.unreported += 1;
  };
  return observe;
}

/** The gauges read from the database at each scrape, and the release's build info. */
function databaseGauges(registry: Registry, db: Db) {
  // The scrape's database reads, shared by the gauges below and never failing the scrape: with
  // the database down /metrics still answers (vitrine_database_up 0, the mail figures as last read).
  let reading: Promise<{ outbox?: Awaited<ReturnType<typeof outboxCounts>>; lastBackup?: string | null }> | undefined;
  const readDatabase = () =>
    (reading ??= (async () => {
      try {
        const [outbox, lastBackup] = await within(Promise.all([outboxCounts(db), lastBackupAt(db)]));
        return { outbox, lastBackup };
      } catch {
        return {};
      } finally {
        setImmediate(() => (reading = undefined));
      }
    })());
  new Gauge({
    name: 'vitrine_database_up',
    help: '1 when the database answered this scrape, 0 when it did not.',
    registers: [registry],
    async collect() {
      this.set((await readDatabase()).outbox ? 1 : 0);
    },
  });
  new Gauge({
    name: 'vitrine_outbox_mails',
    help: 'Mail in the outbox by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = (await readDatabase()).outbox;
      if (counts) for (const status of ['pending', 'failed', 'sent'] as const) this.set({ status }, counts[status]);
    },
  });
  new Gauge({
    name: 'vitrine_campaigns_waiting_for_mail_server',
    help: 'Campaigns paused because the mail server itself failed (they resume by themselves once it works).',
    registers: [registry],
    async collect() {
      // Left unset when the database does not answer: vitrine_database_up says so, and the scrape goes on.
      const waiting = await within(mailServerWait(db)).catch(() => undefined);
      if (waiting) this.set(waiting.campaigns);
    },
  });
  // Its own query: the registry collects every metric at the same time.
  new Gauge({
    name: 'vitrine_outbox_oldest_pending_seconds',
    help: 'Age of the oldest pending mail (0 when none waits).',
    registers: [registry],
    async collect() {
      const counts = (await readDatabase()).outbox;
      if (!counts) return;
      const { oldestPendingAt } = counts;
      this.set(oldestPendingAt ? Math.max(0, (Date.now() - Date.parse(oldestPendingAt)) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'vitrine_backup_last_success_timestamp_seconds',
    help: 'When the last backup (nightly or npm run backup) succeeded, Unix time; 0 when none has.',
    registers: [registry],
    async collect() {
      const { lastBackup } = await readDatabase();
      if (lastBackup !== undefined) this.set(lastBackup ? Date.parse(lastBackup) / 1000 : 0);
    },
  });
  new Gauge({
    name: 'vitrine_build_info',
    help: 'The running release (always 1): its version and Node.js version as labels.',
    labelNames: ['version', 'node'] as const,
    registers: [registry],
  }).set({ version: VITRINE_VERSION, node: process.version }, 1);
}
