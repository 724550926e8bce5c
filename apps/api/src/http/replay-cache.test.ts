import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ContentVersion } from '../db/content-version';
import type { AppEnv } from './app-env';
import { markReplayable, ReplayCache } from './replay-cache';

/** A tiny stack shaped like createApp's: replay first, then a header-adding middleware, then the route. */
function stack() {
  let version = 1;
  const contentVersion: ContentVersion = { read: async () => String(version), bumpLocal: () => {} };
  const replay = new ReplayCache(contentVersion, { maxEntries: 3 });
  let routeRuns = 0;
  let middlewareRuns = 0;
  const app = new Hono<AppEnv>();
  app.use('/api/posts/*', replay.middleware());
  app.use('*', async (c, next) => {
    middlewareRuns += 1;
    await next();
    c.res.headers.set('X-Security', 'on');
  });
  app.get('/api/posts/:id', async (c) => {
    routeRuns += 1;
    if (c.req.param('id') === '404') return c.json({ message: 'Post não encontrado.' }, 404);
    markReplayable(c, String(version));
    return c.json({ id: c.req.param('id'), version, origin: c.req.header('origin') ?? null }, 200, {
      ETag: `"v${version}"`,
    });
  });
  app.post('/api/posts/:id', (c) => {
    routeRuns += 1;
    return c.json({ ok: true });
  });
  replay.inFrontOf(app);
  return {
    app,
    replay,
    bump: () => (version += 1),
    runs: () => ({ route: routeRuns, middleware: middlewareRuns }),
  };
}

const headersOf = (res: Response) => Object.fromEntries(res.headers);

describe('ReplayCache', () => {
  it('answers a repeat with the first answer’s bytes and headers, running neither the route nor the middleware after it', async () => {
    const s = stack();
    const first = await s.app.request('/api/posts/1');
    const second = await s.app.request('/api/posts/1');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('x-security')).toBe('on');
    expect(s.runs()).toEqual({ route: 1, middleware: 1 });
  });

  it('builds again once the content version changed, and keeps the new answer', async () => {
    const s = stack();
    await s.app.request('/api/posts/1');
    s.bump();
    expect(await (await s.app.request('/api/posts/1')).json()).toMatchObject({ version: 2 });
    expect(await (await s.app.request('/api/posts/1')).json()).toMatchObject({ version: 2 });
    expect(s.runs().route).toBe(2);
  });

  it('answers 304 to exactly the stored ETag without a body; other validators go down the stack', async () => {
    const s = stack();
    const first = await s.app.request('/api/posts/1');
    const notModified = await s.app.request('/api/posts/1', { headers: { 'if-none-match': '"v1"' } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe('"v1"');
    expect(notModified.headers.get('x-security')).toBe('on');
    expect(notModified.headers.has('content-type')).toBe(false);
    expect(s.runs().route).toBe(1);

    const other = await s.app.request('/api/posts/1', { headers: { 'if-none-match': 'W/"v1"' } });
    expect(other.status).toBe(200);
    expect(s.runs().route).toBe(2);
    expect(first.status).toBe(200);
  });

  it('keeps answers apart by Origin and by encoding', async () => {
    const s = stack();
    await s.app.request('/api/posts/1', { headers: { origin: 'https://a.test' } });
    const b = await s.app.request('/api/posts/1', { headers: { origin: 'https://b.test' } });
    expect(await b.json()).toMatchObject({ origin: 'https://b.test' });
    await s.app.request('/api/posts/1', { headers: { 'accept-encoding': 'br' } });
    expect(s.runs().route).toBe(3);
  });

  it('never keeps an error, a write, or a read the route did not mark', async () => {
    const s = stack();
    await s.app.request('/api/posts/404');
    await s.app.request('/api/posts/404');
    await s.app.request('/api/posts/1', { method: 'POST' });
    await s.app.request('/api/posts/1', { method: 'POST' });
    expect(s.runs().route).toBe(4);
    expect(s.replay.size).toBe(0);
  });

  it('holds a bounded number of answers', async () => {
    const s = stack();
    for (const id of [1, 2, 3, 4, 5]) await s.app.request(`/api/posts/${id}`);
    expect(s.replay.size).toBe(3);
  });

  it('never stores hop-by-hop headers: one client’s Connection: close is not replayed to the next', async () => {
    const replay = new ReplayCache({ read: async () => '1', bumpLocal: () => {} }, { maxEntries: 3 });
    const app = new Hono<AppEnv>();
    app.use('/api/posts/*', replay.middleware());
    // As drainUnreadBody does for a GET that came with a body it never read.
    app.use('*', async (c, next) => {
      await next();
      if (c.req.header('x-unread-body')) {
        c.res.headers.set('Connection', 'close');
        c.res.headers.set('Keep-Alive', 'timeout=5');
      }
    });
    app.get('/api/posts/:id', (c) => {
      markReplayable(c, '1');
      return c.json({ id: c.req.param('id') });
    });
    replay.inFrontOf(app);
    const first = await app.request('/api/posts/1', { headers: { 'x-unread-body': '1' } });
    expect(first.headers.get('connection')).toBe('close');
    const later = await app.request('/api/posts/1');
    expect(await later.json()).toEqual({ id: '1' });
    expect(later.headers.get('connection')).toBeNull();
    expect(later.headers.get('keep-alive')).toBeNull();
    expect(later.headers.get('content-type')).toContain('application/json');
  });

  it('reads the headers Node parsed when the server hands them over, keyed as from the Request', async () => {
    const s = stack();
    await s.app.request('/api/posts/1', { headers: { origin: 'https://a.test' } });
    // As @hono/node-server calls fetch: the IncomingMessage's lower-case headers in env.incoming.
    const viaNode = await s.app.fetch(new Request('http://localhost/api/posts/1'), {
      incoming: { headers: { origin: 'https://a.test' } },
    });
    expect(await viaNode.json()).toMatchObject({ origin: 'https://a.test' });
    expect(s.runs().route).toBe(1);
    const otherOrigin = await s.app.fetch(new Request('http://localhost/api/posts/1'), {
      incoming: { headers: { origin: 'https://b.test' } },
    });
    expect(await otherOrigin.json()).toMatchObject({ origin: null });
    expect(s.runs().route).toBe(2);
  });

  it('reports each replayed answer to the observer and sends the headers it adds', async () => {
    const seen: Array<{ url: string; status: number; route: string }> = [];
    const replay = new ReplayCache(
      { read: async () => '1', bumpLocal: () => {} },
      {
        observe: (request, { status, route }) => {
          seen.push({ url: request.url, status, route });
          return { 'X-Request-Id': `id-${seen.length}` };
        },
      },
    );
    const app = new Hono<AppEnv>();
    app.use('/api/posts/*', replay.middleware());
    app.get('/api/posts/:id', (c) => {
      markReplayable(c, '1');
      return c.json({ id: c.req.param('id') }, 200, { ETag: '"e"' });
    });
    replay.inFrontOf(app);
    const built = await app.request('/api/posts/7');
    expect(built.headers.get('x-request-id')).toBeNull();
    const replayed = await app.request('/api/posts/7');
    const notModified = await app.request('/api/posts/7', { headers: { 'if-none-match': '"e"' } });
    expect(replayed.headers.get('x-request-id')).toBe('id-1');
    expect(notModified.headers.get('x-request-id')).toBe('id-2');
    expect(seen).toEqual([
      { url: 'http://localhost/api/posts/7', status: 200, route: '/api/posts/:id' },
      { url: 'http://localhost/api/posts/7', status: 304, route: '/api/posts/:id' },
    ]);
  });

  it('answers without a promise when the version is known without waiting, and waits for read otherwise', async () => {
    let version = '1';
    const known: ContentVersion = { read: async () => version, bumpLocal: () => {}, current: () => version };
    const replay = new ReplayCache(known);
    const app = new Hono<AppEnv>();
    app.use('/api/posts/*', replay.middleware());
    app.get('/api/posts/:id', (c) => {
      markReplayable(c, version);
      return c.json({ id: c.req.param('id'), version });
    });
    replay.inFrontOf(app);
    const url = 'http://localhost/api/posts/1';
    expect(replay.answer(new Request(url))).toBeUndefined();
    await app.request(url);
    const replayed = replay.answer(new Request(url));
    expect(replayed).toBeInstanceOf(Response);
    expect(await (replayed as Response).json()).toEqual({ id: '1', version: '1' });
    version = '2';
    expect(replay.answer(new Request(url))).toBeUndefined();

    const waiting = new ReplayCache({ read: async () => '1', bumpLocal: () => {} });
    const other = new Hono<AppEnv>();
    other.use('/api/posts/*', waiting.middleware());
    other.get('/api/posts/:id', (c) => {
      markReplayable(c, '1');
      return c.json({ id: c.req.param('id') });
    });
    waiting.inFrontOf(other);
    await other.request(url);
    const later = waiting.answer(new Request(url));
    expect(later).toBeInstanceOf(Promise);
    expect(await ((await later) as Response).json()).toEqual({ id: '1' });
  });

  it('sends the request down the stack when the version cannot be read, where onError answers it', async () => {
    let failing: 'no' | 'at once' | 'waiting' = 'no';
    const fail = () => {
      throw new Error('SQLITE_IOERR: disk I/O error');
    };
    const version: ContentVersion = {
      read: async () => (failing === 'no' ? '1' : fail()),
      bumpLocal: () => {},
      current: () => (failing === 'at once' ? fail() : undefined),
    };
    const replay = new ReplayCache(version);
    let routeRuns = 0;
    const app = new Hono<AppEnv>();
    app.onError((error, c) => c.json({ message: error.message }, 503));
    app.use('/api/posts/*', replay.middleware());
    app.get('/api/posts/:id', async (c) => {
      routeRuns += 1;
      markReplayable(c, await version.read());
      return c.json({ id: c.req.param('id') });
    });
    replay.inFrontOf(app);
    expect((await app.request('/api/posts/1')).status).toBe(200);
    for (const mode of ['at once', 'waiting'] as const) {
      failing = mode;
      const res = await app.request('/api/posts/1');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: 'SQLITE_IOERR: disk I/O error' });
    }
    expect(routeRuns).toBe(3);
  });
});
