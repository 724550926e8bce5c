import { Hono } from 'hono';
import { VITRINE_VERSION } from '@vitrine/shared/version';
import type { AppDeps, AppEnv } from '../../deps';
import { createReadinessCheck } from './health.service';

const NEVER_CACHE = { 'Cache-Control': 'no-store' };

/**
 * Probes for load balancers, orchestrators and HEALTHCHECK: unauthenticated, never cached, and
 * saying nothing about the inside beyond a one-word reason.
 * - /healthz: the process answers (no database work), for "restart it?".
 * - /readyz: the database answers and the migrations are current, for "send it traffic?".
 */
export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const readiness = createReadinessCheck(deps.db);
  // The version too: which build answers is the first question of an upgrade gone wrong.
  app.get('/healthz', (c) => c.json({ status: 'ok', version: VITRINE_VERSION }, 200, NEVER_CACHE));
  app.get('/readyz', async (c) => {
    // A replaced database, or one a newer release migrated: keep traffic away from this process.
    const watched = deps.databaseWatch?.current() ?? 'ok';
    const result =
      watched === 'ok'
        ? await readiness()
        : ({ ready: false, reason: watched === 'replaced' ? 'database_replaced' : 'migrations_pending' } as const);
    if (result.ready) return c.json({ status: 'ready' }, 200, NEVER_CACHE);
    return c.json({ status: 'unavailable', reason: result.reason }, 503, { ...NEVER_CACHE, 'Retry-After': '5' });
  });
  return app;
}
