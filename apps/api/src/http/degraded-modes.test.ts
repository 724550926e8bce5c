import { createServer, Socket, type Server } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createApp } from '../app';
import { openDatabase } from '../db/database';
import { createMetrics } from '../features/ops/metrics';
import { createTestContext, sampleContact, type TestContext } from '../../test/helpers';
import { testEngine } from '../../test/test-database';
import sharp from 'sharp';
import { postForm } from '../../test/post-fixtures';

/** A PNG that does not compress: its row needs more pages than a full disk has. */
const noisyPng = async () =>
  new Uint8Array(
    await sharp(Buffer.from(Array.from({ length: 160 * 160 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 160, height: 160, channels: 3 },
    })
      .png()
      .toBuffer(),
  );

const METRICS_TOKEN = 'token-de-metricas-dos-testes-0123';
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ METRICS_TOKEN });
});
afterEach(async () => {
  await ctx.close();
});

/** A TCP relay to PostgreSQL that can be cut: the database going away under a running server. */
async function relayTo(url: string): Promise<{ url: string; cut(): Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket().connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const relayed = new URL(url);
  relayed.port = String((server.address() as { port: number }).port);
  return {
    url: relayed.toString(),
    cut: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** On SQLite, once `down`: the file cannot be opened any more (SQLite's own code for it) on every statement. */
let down = false;
const cannotOpen: KyselyPlugin = {
  transformQuery({ node }) {
    if (down) throw Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' });
    return node;
  },
  transformResult: async ({ result }) => result,
};

function siteBuild(): string {
  const dist = join(ctx.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Alvorada</title><h1>Alvorada Sistemas</h1>');
  return dist;
}

describe('the database unreachable under a running server', () => {
  it('answers 503 with Retry-After where the database is needed; /healthz, /metrics and the site keep answering', async () => {
    const token = await ctx.adminToken();
    let db = ctx.deps.db;
    let cut = async () => {};
    if (testEngine === 'postgres') {
      const relay = await relayTo(ctx.config.DATABASE_URL);
      db = openDatabase(relay.url, { poolMax: 2 });
      cut = relay.cut;
      await sql`select 1`.execute(db);
    } else {
      down = false;
      db = ctx.deps.db.withPlugin(cannotOpen);
      cut = async () => {
        down = true;
      };
    }
    const deps = { ...ctx.deps, db, metrics: createMetrics(db) };
    const app = createApp(deps, { webDist: siteBuild() });
    await cut();
    const call = (method: string, path: string, init: RequestInit = {}) =>
      app.request(path, { method, ...init, headers: { 'x-forwarded-for': '203.0.113.9', ...init.headers } });
    try {
      const asJson = { 'content-type': 'application/json' };
      const answers = [
        await call('GET', '/api/posts'),
        await call('GET', '/api/posts/1'),
        await call('POST', '/api/contato', { headers: asJson, body: JSON.stringify(sampleContact()) }),
        await call('POST', '/api/login', {
          headers: asJson,
          body: JSON.stringify({ username: 'a@b.test', password: 'x1234567' }),
        }),
        await call('GET', '/api/contato', { headers: { authorization: `Bearer ${token}` } }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ code: 'unavailable', message: messages.http.databaseUnavailable });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect((await call('GET', '/healthz')).status).toBe(200);
      const page = await call('GET', '/');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Alvorada Sistemas');
      const metrics = await call('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/vitrine_unavailable_total\{reason="database_unreachable"\} 5/);
      expect(text).toMatch(/vitrine_database_up 0/);
    } finally {
      down = false;
      if (testEngine === 'postgres') await db.destroy();
    }
  });
});

describe('a full disk', () => {
  it('answers a post with an image 503 storage_full, not a failed rollback', async () => {
    const token = await ctx.adminToken();
    if (testEngine === 'sqlite') {
      // The file is capped at its size plus a few pages: the image's row needs more.
      const db = ctx.deps.db;
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 2}`).execute(db);
    } else {
      const full: KyselyPlugin = {
        transformQuery({ node }) {
          if (node.kind === 'InsertQueryNode')
            throw Object.assign(new Error('could not extend file'), { code: '53100' });
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      ctx.deps.db = ctx.deps.db.withPlugin(full);
    }
    const app = createApp(ctx.deps);
    const res = await app.request('/api/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: postForm({ image: await noisyPng(), imageName: 'capa.png' }),
    });
    const body = await res.json();
    expect({ status: res.status, body }).toMatchObject({
      status: 503,
      body: { code: 'unavailable', message: messages.http.storageFull },
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const metrics = await app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await metrics.text()).toMatch(/vitrine_unavailable_total\{reason="storage_full"\} 1/);
  });
});
