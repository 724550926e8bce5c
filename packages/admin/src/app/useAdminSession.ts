import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminHostProps, AdminSession } from '../host';
import { guardedApi } from '../lib/guarded-api';
import { ROUTES, adminScreenTitle } from '../lib/navigation';
import type { AdminContextValue } from '../core/AdminContext';

type Verification = 'pending' | 'done';
type Store = AdminHostProps['session'];
type Refresh = (stored: AdminSession) => Promise<AdminSession | null>;

/**
 * The signed-in session for every screen: loaded from the host's store, checked with the server
 * once per load (screens wait meanwhile) and again on every move to another screen; the API
 * client it hands out ends the session here when the server answers 401.
 */
export function useAdminSession({ api, session: store, openExternal }: AdminHostProps) {
  const [, navigate] = useLocation();
  const [session, setSession] = useState<AdminSession | null>(() => store.load());
  // A stored session is checked with the server once per load before the screens use it.
  const [verification, setVerification] = useState<Verification>(() => (store.load() ? 'pending' : 'done'));

  // The session already ended on the server (a 401): forget it here and go to the login.
  const endLocally = useCallback(async () => {
    await store.clear();
    setSession(null);
    navigate(ROUTES.login, { replace: true });
  }, [store, navigate]);
  // Sair: end the session on the server too (best effort: offline, it still ends here).
  const logout = useCallback(async () => {
    await api.logout().catch(() => undefined);
    await endLocally();
  }, [api, endLocally]);
  const client = useMemo(() => guardedApi(api, () => void endLocally()), [api, endLocally]);
  // Verified once per load, even if a host hands in a new client or store later.
  const verified = useRef(false);

  const saveSession = useCallback(
    (next: AdminSession) => {
      store.save(next);
      setSession(next);
    },
    [store],
  );

  /**
   * Asks the server whether the stored session still holds; stores and answers it with its
   * current name, role and duties (null when the person logged out meanwhile).
   */
  const refreshedSession = useCallback(
    async (stored: AdminSession): Promise<AdminSession | null> => {
      const answer = await client.verifyToken();
      if (!store.load()) return null;
      const next = {
        ...stored,
        username: answer.username,
        role: answer.role,
        mustChangePassword: answer.mustChangePassword,
        mustEnableTotp: answer.mustEnableTotp ?? false,
      };
      store.save(next);
      return next;
    },
    [client, store],
  );

  useEffect(() => {
    const stored = store.load();
    // No cancellation on cleanup: StrictMode's second run is skipped, so the first must finish.
    if (!stored || verified.current) return;
    verified.current = true;
    refreshedSession(stored)
      .then((next) => next && setSession(next))
      // A 401 already ended the session (guardedApi); a network failure keeps it for a retry.
      .catch(() => undefined)
      .finally(() => setVerification('done'));
  }, [refreshedSession, store]);

  useRecheckOnMove(verification, store, refreshedSession, setSession);

  const value = useMemo<AdminContextValue>(
    () => ({
      api: client,
      session,
      saveSession,
      logout,
      openExternal: openExternal ?? ((url) => window.open(url, '_blank', 'noopener,noreferrer')),
    }),
    [client, session, saveSession, logout, openExternal],
  );

  return { verification, session, value };
}

/**
 * A session can end on the server while a screen is open (an Admin ended it, the role changed,
 * Sair on another device). Screens such as Posts read public data and would never notice, so
 * every move to another screen asks again; a 401 goes to the login (guardedApi).
 */
function useRecheckOnMove(
  verification: Verification,
  store: Store,
  refreshedSession: Refresh,
  setSession: (session: AdminSession) => void,
) {
  const [location] = useLocation();
  useEffect(() => {
    document.title = adminScreenTitle(location);
  }, [location]);
  const checkedAt = useRef(location);
  useEffect(() => {
    if (verification === 'pending' || checkedAt.current === location) return;
    checkedAt.current = location;
    const stored = store.load();
    if (!stored) return;
    refreshedSession(stored)
      .then((next) => next && setSession(next))
      .catch(() => undefined);
  }, [location, verification, refreshedSession, store]);
}
