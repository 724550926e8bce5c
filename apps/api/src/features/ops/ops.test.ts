import { VITRINE_VERSION } from '@vitrine/shared/version';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/database';
import type { AppDeps } from '../../deps';
import { createLogger, silentLogger } from '../../lib/logger';
import { queueMail } from '../../mail/outbox';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';
import { createTestDatabase } from '../../../test/test-database';
import { createMetrics } from './metrics';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const METRICS_TOKEN = 'token-de-metricas-0123456789';

describe('health probes', () => {
  it('/healthz answers without the database; /readyz when the database answers and is migrated', async () => {
    const health = await ctx.request('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', version: VITRINE_VERSION });
    expect(health.headers.get('cache-control')).toBe('no-store');

    const ready = await ctx.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');

    // /healthz does no database work: it still answers with the database closed.
    await ctx.deps.db.destroy();
    expect((await ctx.request('GET', '/healthz')).status).toBe(200);
    ctx.deps.db = openDatabase(ctx.config.DATABASE_URL, { poolMax: 2 });
  });

  it('/readyz answers 503 migrations_pending on a database not migrated yet', async () => {
    const blank = await createTestDatabase({ migrated: false });
    const db = openDatabase(blank.url, { poolMax: 2 });
    try {
      const app = createApp({ ...ctx.deps, db });
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await db.destroy();
      await blank.drop();
    }
  });

  it('/readyz answers 503 database_unreachable when nothing listens at the PostgreSQL address', async () => {
    // Port 1 on loopback: connection refused at once.
    const db = openDatabase('postgres://vitrine:x@127.0.0.1:1/vitrine', { poolMax: 1 });
    try {
      const app = createApp({ ...ctx.deps, db });
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await db.destroy();
    }
  });
});

describe('request ids', () => {
  it('answers X-Request-Id on every answer: generated, or the trusted proxy’s', async () => {
    const a = await ctx.request('GET', '/api/posts');
    const b = await ctx.request('GET', '/api/nada');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    // A replayed read (answered before the request-id middleware) gets its own id too, never the stored one.
    const replayed = [await ctx.request('GET', '/api/posts'), await ctx.request('GET', '/api/posts')];
    const ids = [a, ...replayed].map((r) => r.headers.get('x-request-id'));
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(3);
    const proxied = await ctx.request('GET', '/api/posts', { headers: { 'x-request-id': 'nginx-replay-1' } });
    expect(proxied.headers.get('x-request-id')).toBe('nginx-replay-1');

    // The test context runs with TRUST_PROXY=true: the proxy's id is kept, a malformed one replaced.
    const kept = await ctx.request('GET', '/healthz', { headers: { 'x-request-id': 'nginx-4f2a9c' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a9c');
    const forged = await ctx.request('GET', '/healthz', { headers: { 'x-request-id': 'id com "aspas" e espacos' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A replayed read keeps the proxy's id too (the replay reads it from its own header reader).
    for (const id of ['nginx-lista-1', 'nginx-lista-2']) {
      const list = await ctx.request('GET', '/api/posts?page=1&pageSize=2', { headers: { 'x-request-id': id } });
      expect(list.headers.get('x-request-id')).toBe(id);
    }

    const direct = createApp({ ...ctx.deps, config: { ...ctx.config, TRUST_PROXY: false } });
    const untrusted = await direct.request('/healthz', { headers: { 'x-request-id': 'cliente-escolheu' } });
    expect(untrusted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id in the 500 body and in the log line of that request', async () => {
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    try {
      const app = createApp({ ...ctx.deps, logger: createLogger('info') });
      app.get('/falha-de-teste', () => {
        throw new Error('coluna inexistente: segredo interno');
      });
      const res = await app.request('/falha-de-teste');
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id');
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: expect.any(String), code: 'internal', requestId: id });
      expect(JSON.stringify(body)).not.toContain('segredo interno');

      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const failure = logged.find((l) => l.event === 'request.failed');
      expect(failure).toMatchObject({ requestId: id, path: '/falha-de-teste' });
      expect(String(failure?.error)).toContain('segredo interno');
      expect(logged.find((l) => l.event === 'request')).toMatchObject({ requestId: id, status: 500 });

      // A replayed read writes its access-log line too, with its own id.
      lines.length = 0;
      await app.request('/api/posts');
      const replayed = await app.request('/api/posts');
      const readLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === 'request');
      expect(readLines).toHaveLength(2);
      expect(readLines[1]).toMatchObject({
        requestId: replayed.headers.get('x-request-id'),
        method: 'GET',
        path: '/api/posts',
        status: 200,
      });
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  });
});

describe('GET /metrics', () => {
  function metricsApp(deps: AppDeps = ctx.deps) {
    const metrics = createMetrics(deps.db);
    return createApp({
      ...deps,
      metrics,
      logger: metrics.countingLogger(silentLogger),
      config: { ...deps.config, METRICS_TOKEN },
    });
  }

  it('is refused (404) without the token and from outside loopback', async () => {
    const app = metricsApp();
    expect((await app.request('/metrics')).status).toBe(404);
    const wrong = await app.request('/metrics', { headers: { authorization: 'Bearer token-errado-0123456789ab' } });
    expect(wrong.status).toBe(404);
    // No token configured: only loopback, and app.request has no peer address at all.
    const noToken = createApp(ctx.deps);
    expect((await noToken.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(
      404,
    );
  });

  it('counts a known sequence of requests by route pattern, cache layer, login throttle, outbox and process', async () => {
    const app = metricsApp();
    const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
    const login = (password: string) =>
      app.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ username: ADMIN.username, password }),
      });

    expect((await get('/api/posts')).status).toBe(200); // built: both caches miss
    expect((await get('/api/posts')).status).toBe(200); // replayed
    expect((await get('/api/posts')).status).toBe(200); // replayed
    expect((await get('/api/nada')).status).toBe(404);
    for (let i = 0; i < 6; i++) expect((await login('senha-errada')).status).toBe(401);
    expect((await login(ADMIN.password)).status).toBe(429);
    await queueMail(
      ctx.deps.db,
      { kind: 'contact-notification', to: 'a@b.test', content: { subject: 's', text: 't', html: 'h' } },
      new Date(Date.now() - 120_000),
    );

    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };

    // A replayed answer counts under the route that built it, like the answer it repeats.
    expect(value('vitrine_http_requests_total{method="GET",route="/api/posts",status="200"}')).toBe(3);
    expect(value('vitrine_http_request_duration_seconds_count{method="GET",route="/api/posts"}')).toBe(3);
    expect(text).not.toContain('route="/api/posts/*"');
    expect(value('vitrine_http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(value('vitrine_http_requests_total{method="POST",route="/api/login",status="401"}')).toBe(6);
    expect(value('vitrine_http_requests_total{method="POST",route="/api/login",status="429"}')).toBe(1);
    expect(value('vitrine_http_request_duration_seconds_count{method="POST",route="/api/login"}')).toBe(7);
    expect(value('vitrine_read_cache_total{layer="bodies",outcome="miss"}')).toBe(1);
    expect(value('vitrine_read_cache_total{layer="replay",outcome="miss"}')).toBe(1);
    expect(value('vitrine_read_cache_total{layer="replay",outcome="hit"}')).toBe(2);
    expect(value('vitrine_login_throttled_total')).toBe(1);
    expect(value('vitrine_events_total{event="login.failed"}')).toBe(6);
    expect(value('vitrine_events_total{event="account.locked"}')).toBe(0);
    expect(value('vitrine_outbox_mails{status="pending"}')).toBe(1);
    expect(value('vitrine_outbox_mails{status="failed"}')).toBe(0);
    expect(value('vitrine_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(119);
    expect(value('vitrine_unavailable_total{reason="busy"}')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    // The scrape itself is not yet counted when it is rendered; probes never show raw paths.
    expect(text).not.toMatch(/route="\/api\/nada"/);

    // Every series the Grafana dashboard in the repo reads is one this server exposes.
    const dashboard = readFileSync(
      fileURLToPath(new URL('../../../../../ops/grafana/vitrine.json', import.meta.url)),
      'utf8',
    );
    const used = new Set([...dashboard.matchAll(/\b((?:vitrine|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(8);
    for (const name of used) expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));

    // Counts tallied between scrapes are handed over once: a second scrape adds only what happened since.
    expect((await get('/api/posts')).status).toBe(200);
    const again = await (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    const valueIn = (body: string, series: string) =>
      Number(
        body
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.slice(series.length + 1),
      );
    expect(valueIn(again, 'vitrine_http_requests_total{method="GET",route="/api/posts",status="200"}')).toBe(4);
    expect(valueIn(again, 'vitrine_read_cache_total{layer="replay",outcome="hit"}')).toBe(3);
    expect(valueIn(again, 'vitrine_http_requests_total{method="POST",route="/api/login",status="401"}')).toBe(6);
  });
});
