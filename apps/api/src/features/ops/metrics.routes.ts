import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps, AppEnv, Metrics } from '../../deps';

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Any header a proxy may add to say whom it relays for (X-Forwarded-*, X-Real-IP, Forwarded,
 * Via, the CDNs' *-Client-IP and CF-Connecting-IP). Which one a given proxy sets is its own
 * configuration, so the presence of any of them means "relayed", whatever its value.
 */
const RELAY_HEADER =
  /^(?:forwarded|via|x-forwarded-.+|x-real-ip|x-original-forwarded-for|.*client-ip|cf-connecting-ip)$/;

/**
 * From this machine itself, not relayed: the peer is a loopback address and no proxy header
 * says the request came from elsewhere (a reverse proxy on the same machine connects from
 * loopback too). docs/SECURITY.md says how to set a proxy up for this.
 */
function fromLoopback(c: Context): boolean {
  for (const name of c.req.raw.headers.keys()) if (RELAY_HEADER.test(name)) return false;
  try {
    const address = getConnInfo(c).remote.address ?? '';
    return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  } catch {
    return false;
  }
}

/**
 * GET /metrics in Prometheus' text format. Off for everyone else unless METRICS_TOKEN is set
 * (then `Authorization: Bearer <token>`); a scraper on the machine itself needs nothing. A
 * refusal is a plain 404, so the endpoint does not advertise itself.
 */
export function metricsRoutes(deps: AppDeps, metrics: Metrics) {
  const app = new Hono<AppEnv>();
  const token = deps.config.METRICS_TOKEN;
  app.get('/metrics', async (c) => {
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const allowed = token && bearer ? sameText(bearer, token) : fromLoopback(c);
    if (!allowed) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    return c.text(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
