import { describe, expect, it } from 'vitest';
import { createBrowserSessionStore, createTokenGetter, SESSION_KEYS, type SessionStorageLike } from './browser-session';
import { Role } from '@vitrine/shared/roles';

/** A Storage-like map that records what was written, as localStorage would keep it (strings). */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: SessionStorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

const stored = { admin_token: 'jwt.abc.def', username: 'ana@alvorada.test', role: '2' };

describe('browser session store (localStorage)', () => {
  it('uses the spec keys admin_token, username and role', () => {
    expect(SESSION_KEYS).toMatchObject({ token: 'admin_token', username: 'username', role: 'role' });
  });

  it('saves under the spec keys and loads the same session back', () => {
    const { storage, items } = fakeStorage();
    const store = createBrowserSessionStore(() => storage);
    store.save({ token: 'jwt.abc.def', username: 'ana@alvorada.test', role: Role.Admin });
    expect(Object.fromEntries(items)).toEqual({
      admin_token: 'jwt.abc.def',
      username: 'ana@alvorada.test',
      role: '1',
    });
    expect(store.load()).toEqual({
      token: 'jwt.abc.def',
      username: 'ana@alvorada.test',
      role: Role.Admin,
      mustChangePassword: false,
    });
  });

  it('reads a session written by hand (as the e2e tests and older builds do)', () => {
    const { storage } = fakeStorage(stored);
    expect(createBrowserSessionStore(() => storage).load()).toEqual({
      token: 'jwt.abc.def',
      username: 'ana@alvorada.test',
      role: Role.Marketing,
      mustChangePassword: false,
    });
  });

  it('remembers and forgets the forced password change', () => {
    const { storage, items } = fakeStorage();
    const store = createBrowserSessionStore(() => storage);
    store.save({ token: 't', username: 'novo@alvorada.test', role: Role.Marketing, mustChangePassword: true });
    expect(store.load()?.mustChangePassword).toBe(true);
    store.save({ username: 'novo@alvorada.test', role: Role.Marketing, mustChangePassword: false });
    expect(items.has(SESSION_KEYS.mustChange)).toBe(false);
    expect(store.load()?.mustChangePassword).toBe(false);
  });

  it('a save without a token (an own-user edit) keeps the stored token', () => {
    const { storage, items } = fakeStorage(stored);
    createBrowserSessionStore(() => storage).save({ username: 'renomeado@alvorada.test', role: Role.Admin });
    expect(items.get('admin_token')).toBe('jwt.abc.def');
    expect(items.get('username')).toBe('renomeado@alvorada.test');
    expect(items.get('role')).toBe('1');
  });

  it('clear removes every key it wrote and leaves the rest of localStorage alone', async () => {
    const { storage, items } = fakeStorage({ ...stored, [SESSION_KEYS.mustChange]: 'true', lgpd_consent: 'sim' });
    const store = createBrowserSessionStore(() => storage);
    await store.clear();
    expect(Object.fromEntries(items)).toEqual({ lgpd_consent: 'sim' });
    expect(store.load()).toBeNull();
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not a number', 'Admin'],
    ['an unknown role', '3'],
    ['zero', '0'],
    ['a fraction', '1.5'],
    ['padded', ' 1'],
    ['JSON', '{"role":1}'],
  ])('a corrupt role value (%s) reads as no session', (_, role) => {
    const values: Record<string, string> = { admin_token: 'jwt.abc.def', username: 'ana@alvorada.test' };
    if (role !== undefined) values.role = role;
    const { storage } = fakeStorage(values);
    expect(createBrowserSessionStore(() => storage).load()).toBeNull();
  });

  it('a missing or empty token or username reads as no session', () => {
    for (const key of ['admin_token', 'username']) {
      const without = { ...stored } as Record<string, string>;
      delete without[key];
      expect(createBrowserSessionStore(() => fakeStorage(without).storage).load(), key).toBeNull();
      expect(createBrowserSessionStore(() => fakeStorage({ ...stored, [key]: '' }).storage).load(), key).toBeNull();
    }
  });

  it('without storage (disabled by privacy settings) nothing is remembered and nothing throws', async () => {
    const store = createBrowserSessionStore(() => null);
    expect(store.load()).toBeNull();
    expect(() => store.save({ token: 't', username: 'a@b.c', role: Role.Admin })).not.toThrow();
    await expect(store.clear()).resolves.toBeUndefined();
  });
});

describe('token getter (the fetch transport bearer)', () => {
  it('reads admin_token, and follows later changes', () => {
    const { storage, items } = fakeStorage({ ...stored, token: 'outra-chave' });
    const getToken = createTokenGetter(() => storage);
    expect(getToken()).toBe('jwt.abc.def');
    items.set('admin_token', 'novo.jwt');
    expect(getToken()).toBe('novo.jwt');
    items.delete('admin_token');
    expect(getToken()).toBeNull();
  });

  it('answers null without storage or with an empty token', () => {
    expect(createTokenGetter(() => null)()).toBeNull();
    expect(createTokenGetter(() => fakeStorage({ admin_token: '' }).storage)()).toBeNull();
  });
});
