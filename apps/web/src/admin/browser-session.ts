import type { AdminSession, SessionStore } from '@vitrine/admin';
import { toRoleId } from '@vitrine/shared/roles';

/** docs/PRODUCT.md §3: the browser keeps the session under admin_token, username and role. */
export const SESSION_KEYS = {
  token: 'admin_token',
  username: 'username',
  role: 'role',
  mustChange: 'admin_must_change_password',
} as const;

/** The part of the Web Storage API the session needs (localStorage, or a fake in tests). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser host's session store over a Storage-like object. `getStorage` is called on every
 * use and may answer null (storage disabled by privacy settings): then nothing is remembered and
 * the admin still works for the page's lifetime.
 */
export function createBrowserSessionStore(getStorage: () => SessionStorageLike | null): SessionStore {
  return {
    load() {
      const store = getStorage();
      if (!store) return null;
      const token = store.getItem(SESSION_KEYS.token);
      const username = store.getItem(SESSION_KEYS.username);
      // Only the exact digits of a known role: '', ' 1', '1.0' or 'Admin' read as no session.
      const role = toRoleId(store.getItem(SESSION_KEYS.role));
      if (!token || !username || role === null) return null;
      return { token, username, role, mustChangePassword: store.getItem(SESSION_KEYS.mustChange) === 'true' };
    },
    save(session: AdminSession) {
      const store = getStorage();
      if (!store) return;
      // The desktop host never has a token; here a session without one keeps the stored token.
      if (session.token) store.setItem(SESSION_KEYS.token, session.token);
      store.setItem(SESSION_KEYS.username, session.username);
      store.setItem(SESSION_KEYS.role, String(session.role));
      if (session.mustChangePassword) store.setItem(SESSION_KEYS.mustChange, 'true');
      else store.removeItem(SESSION_KEYS.mustChange);
    },
    async clear() {
      const store = getStorage();
      for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
    },
  };
}

/** What the fetch transport sends as the bearer token: the stored admin_token, if any. */
export function createTokenGetter(getStorage: () => SessionStorageLike | null): () => string | null {
  return () => getStorage()?.getItem(SESSION_KEYS.token) || null;
}
