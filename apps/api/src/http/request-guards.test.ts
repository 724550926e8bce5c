import { request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createApp } from '../app';
import { createTestContext, sampleContact, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({
    PUBLIC_URL: 'https://www.alvorada.test',
    CORS_ORIGINS: 'https://parceiro.test',
  });
});
afterEach(async () => {
  await ctx.close();
});

const contact = sampleContact();
const stored = () => ctx.deps.db.selectFrom('contacts').selectAll().execute();

describe('413 and other answers given before the body was read', () => {
  let server: ServerType;
  let base: string;
  beforeEach(async () => {
    const app = createApp(ctx.deps);
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(async () => {
    (server as Server).closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('closes the connection, so a pooled keep-alive client never reuses a dead socket', async () => {
    const big = JSON.stringify({ username: 'a'.repeat(200 * 1024), password: 'x' });
    for (let round = 0; round < 4; round += 1) {
      // Node's fetch (undici) keeps connections alive and reuses them for the next request.
      const tooLarge = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.get('connection')).toBe('close');
      expect(await tooLarge.json()).toEqual({ message: messages.http.payloadTooLarge, code: 'payload_too_large' });
      for (let i = 0; i < 4; i += 1) expect((await fetch(`${base}/api/config`)).status).toBe(200);
    }
  });

  /**
   * A client that reads the answer only once it has sent the whole body, as curl and many
   * upload clients do: a server that closes while it is still sending makes it fail with a
   * reset instead of reading the answer.
   */
  const upload = (path: string, total: number, type = 'application/json') =>
    new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
      const { port } = new URL(base);
      const socket = connect(Number(port), '127.0.0.1');
      socket.pause();
      let answer = '';
      socket.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      socket.on('end', () => {
        const [head = '', body] = answer.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), body });
      });
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${total}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          const size = Math.min(chunk.length, total - sent);
          sent += size;
          if (!socket.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return socket.once('drain', pump);
        }
        socket.resume();
      };
      pump();
    });

  it('reads the rest of an oversized body away, so every client reads its 413', async () => {
    const tooLarge = JSON.stringify({ message: messages.http.payloadTooLarge, code: 'payload_too_large' });
    // A 30 MB post upload (the limit is 25 MB) lost its 413 to a reset every time.
    for (let i = 0; i < 3; i += 1) {
      expect(await upload('/api/posts', 30 * 1024 * 1024, 'multipart/form-data; boundary=x')).toEqual({
        status: 413,
        body: tooLarge,
      });
    }
    // 3 MB logins in parallel, as the attack run sent them.
    const logins = await Promise.all(Array.from({ length: 10 }, () => upload('/api/login', 3 * 1024 * 1024)));
    expect(logins).toEqual(Array.from({ length: 10 }, () => ({ status: 413, body: tooLarge })));
  });

  it('refuses a chunked body past the limit with 413 as well, read away before the answer', async () => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 64; i += 1) controller.enqueue(new Uint8Array(16 * 1024).fill(32));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: messages.http.payloadTooLarge, code: 'payload_too_large' });
  });

  it('really closes the socket after the answer', async () => {
    const closed = await new Promise<{ status?: number; connection?: string; socketClosed: boolean }>((resolve) => {
      const req = httpRequest(`${base}/api/contato`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'content-length': '50000', connection: 'keep-alive' },
      });
      req.on('response', (res) => {
        res.resume();
        res.socket.once('close', () =>
          resolve({ status: res.statusCode, connection: res.headers.connection, socketClosed: true }),
        );
      });
      req.on('error', () => resolve({ socketClosed: true }));
      // Only part of the declared body is ever sent.
      req.write('x'.repeat(1000));
    });
    expect(closed).toEqual({ status: 415, connection: 'close', socketClosed: true });
  });

  it('keeps the connection alive after an ordinary answer', async () => {
    const res = await fetch(`${base}/api/contato`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('connection')).not.toBe('close');
  });
});

describe('cross-site writes', () => {
  it('refuses a body that is not declared as JSON (fetch no-cors, forms): 415, nothing stored', async () => {
    for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await ctx.request('POST', '/api/contato', { body: JSON.stringify(contact), headers });
      expect(res.status, String(type)).toBe(415);
      expect(res.body).toEqual({ message: messages.http.unsupportedMediaType, code: 'unsupported_media_type' });
      const subscribe = await ctx.request('POST', '/api/assinantes-newsletter', {
        body: JSON.stringify({ email: 'vitima@alvo.test' }),
        headers,
      });
      expect(subscribe.status, String(type)).toBe(415);
    }
    expect(await stored()).toEqual([]);
    expect(await ctx.deps.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
  });

  it('refuses writes from another site with 403 and a Portuguese message', async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/api/contato', contact],
      ['POST', '/api/contato/send', { info: contact }],
      ['POST', '/api/assinantes-newsletter', { email: 'vitima@alvo.test' }],
      ['POST', '/api/assinantes-newsletter/send', { email: 'vitima@alvo.test' }],
      ['PUT', '/api/assinantes-newsletter', { token: 'x' }],
      ['POST', '/api/eventos', { type: 'pageview', path: '/' }],
      ['POST', '/api/login', { username: 'admin', password: 'x' }],
    ];
    for (const origin of ['https://evil.example', 'null', 'http://www.alvorada.test', 'http://127.0.0.1:9']) {
      for (const [method, path, json] of writes) {
        const res = await ctx.request(method, path, { json, headers: { origin } });
        expect(res.status, `${origin} ${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: messages.http.originNotAllowed, code: 'origin_not_allowed' });
      }
    }
    // sendBeacon's text/plain events are refused too when they come from another site.
    const beacon = await ctx.request('POST', '/api/eventos', {
      body: JSON.stringify({ type: 'pageview', path: '/' }),
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    });
    expect(beacon.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('accepts the site itself, CORS_ORIGINS, a loopback page on its own host, and clients without Origin', async () => {
    const origins: Record<string, string>[] = [
      { origin: 'https://www.alvorada.test' },
      { origin: 'https://parceiro.test' },
      { origin: 'http://localhost:5173', host: 'localhost:5173' },
      {},
    ];
    for (const headers of origins) {
      const res = await ctx.request('POST', '/api/contato', { json: contact, headers });
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
    // Reads are never refused for their Origin.
    expect((await ctx.request('GET', '/api/posts', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});
