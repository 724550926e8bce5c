import { useMemo } from 'react';
import { AdminApp } from '@vitrine/admin';
import { createApiClient, createFetchTransport } from '@vitrine/shared/api-client';
import { createBrowserSessionStore, createTokenGetter, type SessionStorageLike } from './browser-session';

function storage(): SessionStorageLike | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the admin still works for this page's lifetime.
    return null;
  }
}

/** docs/PRODUCT.md §3: admin_token, username and role in localStorage (browser-session.ts). */
export const localStorageSession = createBrowserSessionStore(storage);

/** The browser's /admin: fetch with the bearer token from localStorage, path routing. */
export default function AdminHost() {
  const api = useMemo(
    () =>
      createApiClient(createFetchTransport({ baseUrl: '', getToken: createTokenGetter(storage), revalidate: true })),
    [],
  );
  return <AdminApp api={api} session={localStorageSession} routing="path" />;
}
