import { useMemo } from 'react';
import { AdminApp, type AdminSession, type SessionStore } from '@vitrine/admin';
import { createApiClient, createFetchTransport } from '@vitrine/shared/api-client';
import { isRoleId } from '@vitrine/shared/roles';
import '@fontsource-variable/inter';

/** Spec §3: the browser keeps the session under admin_token, username and role. */
const KEYS = { token: 'admin_token', username: 'username', role: 'role', mustChange: 'admin_must_change_password' };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the admin still works for this page's lifetime.
    return null;
  }
}

export const localStorageSession: SessionStore = {
  load() {
    const store = storage();
    const token = store?.getItem(KEYS.token);
    const username = store?.getItem(KEYS.username);
    const role = Number(store?.getItem(KEYS.role));
    if (!token || !username || !isRoleId(role)) return null;
    return { token, username, role, mustChangePassword: store?.getItem(KEYS.mustChange) === 'true' };
  },
  save(session: AdminSession) {
    const store = storage();
    if (!store) return;
    // The desktop host never has a token; here a session without one keeps the stored token.
    if (session.token) store.setItem(KEYS.token, session.token);
    store.setItem(KEYS.username, session.username);
    store.setItem(KEYS.role, String(session.role));
    if (session.mustChangePassword) store.setItem(KEYS.mustChange, 'true');
    else store.removeItem(KEYS.mustChange);
  },
  async clear() {
    const store = storage();
    for (const key of Object.values(KEYS)) store?.removeItem(key);
  },
};

/** The browser's /admin: fetch with the bearer token from localStorage, path routing. */
export default function AdminHost() {
  const api = useMemo(
    () => createApiClient(createFetchTransport({ baseUrl: '', getToken: () => storage()?.getItem(KEYS.token) })),
    [],
  );
  return <AdminApp api={api} session={localStorageSession} routing="path" />;
}
