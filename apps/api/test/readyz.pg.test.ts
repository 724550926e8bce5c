import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { pgAdmin } from './test-database';

/**
 * /readyz against a PostgreSQL server that goes away under a running app (a stopped server or
 * a failover looks like this to the pool: every connection dropped, new ones refused).
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('/readyz on PostgreSQL', () => {
  it('answers 503 while the database refuses connections, and 200 again once it is back', async () => {
    expect((await ctx.request('GET', '/readyz')).status).toBe(200);
    const name = new URL(ctx.config.DATABASE_URL).pathname.slice(1);
    await pgAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await pgAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    try {
      const down = await ctx.request('GET', '/readyz');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
      expect(down.headers.get('retry-after')).toBe('5');
      // The process itself is fine: a restart would not help.
      expect((await ctx.request('GET', '/healthz')).status).toBe(200);
    } finally {
      await pgAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    expect((await ctx.request('GET', '/readyz')).status).toBe(200);
  });
});
