import { BRIDGE_CHANNELS as C } from '@vitrine/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EndpointResponse } from '@vitrine/shared/api-contract';
import {
  answer,
  APP_EVENT,
  createFakeFetch,
  createFakeRegistry,
  createMemorySettings,
  failure,
  json,
  refusal,
} from '../../test/fakes';
import { registerIpcHandlers } from './ipc-handlers';
import { createMemoryStore, createTokenVault, type SecretStore } from './vault';
import { Role } from '@vitrine/shared/roles';

const SERVER = 'http://127.0.0.1:4999';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-token-value.sig';
const ROTATED = 'eyJhbGciOiJIUzI1NiJ9.rotated-token-value.sig';
const LISTED: EndpointResponse<'GET /posts'>[number] = {
  id: 1,
  title: 'Olá',
  subtitle: '',
  reading_time: '03:00',
  description: '',
  tags: [],
  link_button: null,
  footer: null,
  images: [],
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
  slug: 'ola',
  status: 'published',
  publish_at: '2026-01-01T12:00:00.000Z',
};

function setup(options: { store?: SecretStore; serverUrl?: string | null; echoAuth?: boolean } = {}) {
  const store = options.store ?? createMemoryStore();
  const vault = createTokenVault(store);
  const settings = createMemorySettings({ serverUrl: options.serverUrl === undefined ? SERVER : options.serverUrl });
  const opened: string[] = [];
  const { fetchImpl, calls } = createFakeFetch(({ url, method, headers, body: requestBody }) => {
    const path = new URL(url).pathname;
    const authorised = headers.Authorization === `Bearer ${TOKEN}`;
    const ended = failure(401, { message: 'Não autorizado.', code: 'session_ended' });
    if (method === 'POST' && path === '/api/login') {
      const body = JSON.parse(typeof requestBody === 'string' ? requestBody : '{}') as { username?: string };
      if (body.username === 'dois-fatores') {
        return answer('POST /login', { twoFactorRequired: true, challenge: 'challenge-jwt', username: 'dois-fatores' });
      }
      return answer('POST /login', {
        token: TOKEN,
        username: 'admin@alvorada.test',
        role: Role.Admin,
        mustChangePassword: false,
      });
    }
    if (method === 'POST' && path === '/api/login/2fa') {
      return answer('POST /login/2fa', { token: TOKEN, username: 'dois-fatores', role: 1, mustChangePassword: false });
    }
    if (method === 'PUT' && path === '/api/usuarios') {
      return authorised
        ? answer('PUT /usuarios', {
            message: 'Senha alterada com sucesso',
            token: ROTATED,
            username: 'a',
            role: 1,
            mustChangePassword: false,
          })
        : failure(401, { message: 'Sessão encerrada.', code: 'session_ended' });
    }
    if (method === 'POST' && path === '/api/verifyToken') {
      return authorised
        ? answer('POST /verifyToken', {
            valid: true,
            username: 'admin@alvorada.test',
            role: Role.Admin,
            mustChangePassword: false,
          })
        : refusal('POST /verifyToken', 401, { valid: false, message: 'Sessão expirada.', code: 'session_ended' });
    }
    if (path === '/api/echo') return json(200, { saw: headers.Authorization ?? null });
    if (path === '/api/posts' && method === 'GET')
      return answer('GET /posts', [LISTED], { headers: { 'x-total-count': '1' } });
    if (path === '/api/posts' && method === 'POST')
      return authorised ? answer('POST /posts', { id: 7 }, { status: 201 }) : ended;
    if (path === '/api/usuarios') return authorised ? answer('GET /usuarios', []) : ended;
    // A 401 that is not our server's session answer (a proxy's own authentication, say).
    if (path === '/api/proxy-login') return json(401, { message: 'Proxy authentication required' });
    return failure(404, { message: 'Não encontrado.', code: 'not_found' });
  });
  const ipc = createFakeRegistry();
  registerIpcHandlers(ipc.registry, { vault, settings, fetchImpl, openExternal: async (u) => void opened.push(u) });
  const replies: unknown[] = [];
  const invoke = async (channel: string, ...args: unknown[]) => {
    const result = await ipc.invoke(channel, ...args);
    replies.push(result);
    return result as any;
  };
  return { ...ipc, invoke, store, vault, settings, calls, replies, opened };
}

describe('IPC handlers: registration and senders', () => {
  it('registers one handler per invoke channel of the bridge', () => {
    const { listeners } = setup();
    const expected = Object.values(C);
    expect([...listeners.keys()].sort()).toEqual([...expected].sort());
  });

  const badSenders = [
    { senderFrame: null },
    { senderFrame: { url: 'https://evil.example/index.html', parent: null } },
    { senderFrame: { url: 'http://127.0.0.1:4999/admin', parent: null } },
    { senderFrame: { url: 'file:///opt/vitrine/index.html', parent: null } },
    { senderFrame: { url: 'app://other/index.html', parent: null } },
    { senderFrame: { url: 'app://vitrine/index.html', parent: { url: 'app://vitrine/' } } },
  ];
  it.each(badSenders)('refuses every channel from sender %j and calls nothing', async (event) => {
    const { listeners, invokeAs, calls, store } = setup();
    for (const channel of listeners.keys()) {
      const arg = channel === C['api.request'] ? { method: 'GET', path: '/posts' } : 'https://example.com';
      const args =
        channel === C['api.request'] || channel === C['settings.setServerUrl'] || channel === C['shell.openExternal']
          ? [arg]
          : [];
      await expect(invokeAs(event as any, channel, ...args)).rejects.toThrow(/untrusted sender/);
    }
    expect(calls).toHaveLength(0);
    expect((store as any).entries.size).toBe(0);
  });
});

describe('IPC handlers: argument validation', () => {
  const badRequests: unknown[] = [
    null,
    'GET /posts',
    { method: 'PATCH', path: '/posts' },
    { method: 'get', path: '/posts' },
    { method: 'GET', path: 'posts' },
    { method: 'GET', path: '' },
    { method: 'GET', path: '/../admin' },
    { method: 'GET', path: '/posts/..' },
    { method: 'GET', path: '/x/http://evil.example' },
    { method: 'GET', path: '//evil.example/api' },
    { method: 'GET', path: '/posts?x=1' },
    { method: 'GET', path: '/posts#frag' },
    { method: 'GET', path: '/posts\n/x' },
    { method: 'GET', path: '/posts\\x' },
    { method: 'GET', path: '/posts', extra: 1 },
    { method: 'GET', path: '/posts', query: { q: { nested: true } } },
    { method: 'POST', path: '/posts', json: {}, multipart: [] },
    {
      method: 'POST',
      path: '/posts',
      multipart: [{ name: 'image', file: { fileName: 'a.png', type: 'image/png', bytes: [1, 2] } }],
    },
    { method: 'POST', path: '/posts', multipart: [{ name: 'x' }] },
  ];
  it.each(badRequests)('refuses api:request %j without calling the server', async (req) => {
    const { invoke, calls } = setup();
    await expect(invoke(C['api.request'], req)).rejects.toThrow(/recusado/);
    expect(calls).toHaveLength(0);
  });

  it('refuses wrong argument counts', async () => {
    const { invoke } = setup();
    await expect(invoke(C['api.request'])).rejects.toThrow(/arguments/);
    await expect(invoke(C['api.request'], { method: 'GET', path: '/posts' }, 'extra')).rejects.toThrow(/arguments/);
    await expect(invoke(C['session.clear'], 'x')).rejects.toThrow(/arguments/);
  });

  it('refuses non-string server URLs and answers a message for invalid ones', async () => {
    const { invoke, settings } = setup({ serverUrl: null });
    await expect(invoke(C['settings.setServerUrl'], 42)).rejects.toThrow(/recusado/);
    expect(await invoke(C['settings.setServerUrl'], 'ftp://x.example')).toMatch(/http:\/\/ ou https:\/\//);
    expect(await invoke(C['settings.setServerUrl'], 'javascript:alert(1)')).toMatch(/endereço válido/);
    expect(await invoke(C['settings.setServerUrl'], '')).toMatch(/Informe o endereço/);
    expect(settings.get().serverUrl).toBeNull();
    expect(await invoke(C['settings.setServerUrl'], ' https://vitrine.example.com.br/ ')).toBeNull();
    expect(await invoke(C['settings.getServerUrl'])).toBe('https://vitrine.example.com.br');
  });

  it('opens only http(s) links in the OS browser', async () => {
    const { invoke, opened } = setup();
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'app://vitrine/x', 'https://u:p@x.example', 7]) {
      await expect(invoke(C['shell.openExternal'], bad)).rejects.toThrow(/recusado/);
    }
    await invoke(C['shell.openExternal'], 'https://www.alvoradasistemas.com.br/');
    expect(opened).toEqual(['https://www.alvoradasistemas.com.br/']);
  });
});

describe('IPC handlers: the token stays in main', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('login stores the token in the vault and strips it from the reply', async () => {
    const res = await t.invoke(C['api.request'], {
      method: 'POST',
      path: '/login',
      json: { username: 'a', password: 'b' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'admin@alvorada.test', role: Role.Admin, mustChangePassword: false });
    expect(await t.vault.get(SERVER)).toBe(TOKEN);
    expect(await t.invoke(C['session.status'])).toEqual({ hasToken: true });
  });

  it('adds the bearer header to every later call, multipart included', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: { username: 'a', password: 'b' } });
    const list = await t.invoke(C['api.request'], { method: 'GET', path: '/posts', query: { search: 'erp', page: 1 } });
    expect(list.headers['x-total-count']).toBe('1');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const created = await t.invoke(C['api.request'], {
      method: 'POST',
      path: '/posts',
      multipart: [
        { name: 'title', value: 'Novo' },
        { name: 'images', file: { fileName: 'a.png', type: 'image/png', bytes } },
      ],
    });
    expect(created).toMatchObject({ status: 201, body: { id: 7 } });
    expect(t.calls[1]!.url).toBe(`${SERVER}/api/posts?search=erp&page=1`);
    expect(t.calls.slice(1).every((c) => c.headers.Authorization === `Bearer ${TOKEN}`)).toBe(true);
    const form = t.calls[2]!.body as FormData;
    const file = form.get('images') as File;
    expect(file.name).toBe('a.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('verifyToken 401 and session:clear delete the token', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    expect((await t.invoke(C['api.request'], { method: 'POST', path: '/verifyToken' })).status).toBe(200);
    await t.store.set('vitrine-admin', SERVER, 'stale-token');
    expect((await t.invoke(C['api.request'], { method: 'POST', path: '/verifyToken' })).status).toBe(401);
    expect(await t.vault.get(SERVER)).toBeNull();

    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    await t.invoke(C['session.clear']);
    expect(await t.vault.get(SERVER)).toBeNull();
    expect(await t.invoke(C['session.status'])).toEqual({ hasToken: false });
    expect((await t.invoke(C['api.request'], { method: 'GET', path: '/usuarios' })).status).toBe(401);
  });

  it('passes a 2FA challenge to the page, then keeps the code step’s token in the vault', async () => {
    const first = await t.invoke(C['api.request'], {
      method: 'POST',
      path: '/login',
      json: { username: 'dois-fatores', password: 'x' },
    });
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: 'challenge-jwt', username: 'dois-fatores' });
    expect(await t.vault.get(SERVER)).toBeNull();
    const second = await t.invoke(C['api.request'], {
      method: 'POST',
      path: '/login/2fa',
      json: { challenge: 'challenge-jwt', code: '123456' },
    });
    expect(second.status).toBe(200);
    expect(second.body).not.toHaveProperty('token');
    expect(await t.vault.get(SERVER)).toBe(TOKEN);
  });

  it('keeps the rotated token a password change answers', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    const changed = await t.invoke(C['api.request'], { method: 'PUT', path: '/usuarios', json: {} });
    expect(changed.body).toEqual({
      message: 'Senha alterada com sucesso',
      username: 'a',
      role: 1,
      mustChangePassword: false,
    });
    expect(await t.vault.get(SERVER)).toBe(ROTATED);
  });

  it('deletes the keychain entry when the server says the session ended (a revoked token)', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    await t.store.set('vitrine-admin', SERVER, 'revoked-token');
    const res = await t.invoke(C['api.request'], { method: 'GET', path: '/usuarios' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'session_ended' });
    expect(await t.vault.get(SERVER)).toBeNull();
  });

  it('keeps the token on a 401 that does not carry session_ended', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    expect((await t.invoke(C['api.request'], { method: 'GET', path: '/proxy-login' })).status).toBe(401);
    expect(await t.vault.get(SERVER)).toBe(TOKEN);
  });

  it('answers its own failures in the server’s error shape, with a code', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    const res = await t.invoke(C['api.request'], { method: 'GET', path: '/echo' });
    expect(res.body).toMatchObject({ code: 'unexpected_reply' });
  });

  it('refuses to hand over a reply that echoes the token', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    const res = await t.invoke(C['api.request'], { method: 'GET', path: '/echo' });
    expect(res.status).toBe(502);
  });

  it('no reply across login, verify, lists, errors and logout contains the token', async () => {
    await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: { username: 'a', password: 'b' } });
    await t.invoke(C['api.request'], { method: 'POST', path: '/verifyToken' });
    await t.invoke(C['api.request'], { method: 'GET', path: '/posts' });
    await t.invoke(C['api.request'], { method: 'GET', path: '/usuarios' });
    await t.invoke(C['api.request'], { method: 'GET', path: '/nope' });
    await t.invoke(C['api.request'], { method: 'GET', path: '/echo' });
    await t.invoke(C['session.status']);
    await t.invoke(C['settings.getServerUrl']);
    await t.invoke(C['session.clear']);
    await t.invoke(C['api.request'], { method: 'POST', path: '/verifyToken' });
    expect(t.replies.length).toBe(10);
    for (const reply of t.replies) expect(JSON.stringify(reply ?? null)).not.toContain(TOKEN);
  });
});

describe('IPC handlers: failures the person can read', () => {
  it('without a keychain, login answers the Portuguese message and no token', async () => {
    const broken: SecretStore = {
      get: () => Promise.reject(new Error('no secret service')),
      set: () => Promise.reject(new Error('no secret service')),
      delete: () => Promise.reject(new Error('no secret service')),
    };
    const t = setup({ store: broken });
    const res = await t.invoke(C['api.request'], { method: 'POST', path: '/login', json: {} });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/cofre de senhas do sistema/);
    expect(JSON.stringify(res)).not.toContain(TOKEN);
    const list = await t.invoke(C['api.request'], { method: 'GET', path: '/posts' });
    expect(list.body.message).toMatch(/cofre de senhas/);
    await expect(t.invoke(C['session.clear'])).resolves.toBeUndefined();
  });

  it('asks for the server address when none is configured', async () => {
    const t = setup({ serverUrl: null });
    const res = await t.invoke(C['api.request'], { method: 'GET', path: '/posts' });
    expect(res).toMatchObject({ status: 503, body: { message: expect.stringMatching(/Configurações do servidor/) } });
    expect(t.calls).toHaveLength(0);
  });

  it('says which server could not be reached', async () => {
    const t = setup();
    const ipc = createFakeRegistry();
    registerIpcHandlers(ipc.registry, {
      vault: t.vault,
      settings: t.settings,
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
      openExternal: async () => undefined,
    });
    const res: any = await ipc.listeners.get(C['api.request'])!(APP_EVENT, { method: 'GET', path: '/posts' });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain(SERVER);
  });
});
