import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMetrics } from './metrics';
import { metricsRoutes } from './metrics.routes';

/**
 * With no METRICS_TOKEN only a scraper on this machine may read /metrics. A reverse proxy on
 * the same machine also connects from loopback, so any header a proxy may add to say where the
 * request came from makes it a request from elsewhere.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } };
const get = (headers: Record<string, string> = {}) =>
  metricsRoutes(ctx.deps, createMetrics(ctx.deps.db)).request('/metrics', { headers }, fromLoopback);

describe('/metrics without a token', () => {
  it('answers a scraper on this machine', async () => {
    expect((await get()).status).toBe(200);
  });

  it.each([
    ['x-forwarded-for', '198.51.100.7'],
    ['x-real-ip', '198.51.100.7'],
    ['forwarded', 'for=198.51.100.7'],
    ['x-forwarded-host', 'vitrine.example.com'],
    ['x-forwarded-proto', 'https'],
    ['true-client-ip', '198.51.100.7'],
    ['cf-connecting-ip', '198.51.100.7'],
    ['x-client-ip', '198.51.100.7'],
    ['x-cluster-client-ip', '198.51.100.7'],
    ['via', '1.1 proxy'],
  ])('refuses a request relayed by a proxy on this machine (%s)', async (header, value) => {
    const res = await get({ [header]: value });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('vitrine_');
  });
});
