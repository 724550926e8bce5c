import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@vitrine/shared/constants';
import { mediaQueryStore } from '@vitrine/shared/media-query';
import { FluentProvider, Spinner, Toaster } from '@fluentui/react-components';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { AdminHostProps, AdminSession } from '../host';
import { guardedApi } from '../lib/guarded-api';
import { ROUTES, adminScreenTitle } from '../lib/navigation';
import { AdminContext, type AdminContextValue } from '../core/AdminContext';
import { NavigationGuardProvider } from './NavigationGuardProvider';
import { adminTheme } from '../core/theme';
import { TOASTER_ID } from '../core/useNotify';
import { AdminRoutes } from './AdminRoutes';
import { LoginPage } from '../pages/LoginPage';
import { ForcedPasswordChange } from '../pages/users/ForcedPasswordChange';
import { ForcedTotpEnrolment } from '../pages/users/ForcedTotpEnrolment';
import { AdminGlobalStyles } from '../core/AdminGlobalStyles';

/** The admin screens, mounted by a host (browser /admin or the desktop renderer). */
export function AdminApp(props: AdminHostProps) {
  const narrowQuery = mediaQueryStore(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const narrow = useSyncExternalStore(narrowQuery.subscribe, narrowQuery.getSnapshot, narrowQuery.getServerSnapshot);
  return (
    <FluentProvider theme={adminTheme} style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <AdminGlobalStyles />
      {/* Over the sidebar's empty middle, above "Sair": never over the page header's actions
          (Voltar, Salvar, Novo post) nor over grid rows; as wide as the sidebar (AdminGlobalStyles);
          at most 3 at once (older ones wait). On a narrow window, where the sidebar is a drawer and
          the bottom of the screen holds a grid's last row and pager, they sit on the top bar. */}
      <Toaster
        toasterId={TOASTER_ID}
        position={narrow ? 'top-end' : 'bottom-start'}
        limit={3}
        offset={narrow ? { horizontal: 8, vertical: 4 } : { horizontal: 12, vertical: 96 }}
        pauseOnHover
        pauseOnWindowBlur
      />
      {props.routing === 'hash' ? (
        <Router hook={useHashLocation}>
          <AdminRoot {...props} />
        </Router>
      ) : (
        <Router>
          <AdminRoot {...props} />
        </Router>
      )}
    </FluentProvider>
  );
}

type Verification = 'pending' | 'done';

function AdminRoot({ api, session: store, openExternal }: AdminHostProps) {
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

  // A session can end on the server while a screen is open (an Admin ended it, the role changed,
  // Sair on another device). Screens such as Posts read public data and would never notice, so
  // every move to another screen asks again; a 401 goes to the login (guardedApi).
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

  if (verification === 'pending') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner label="Verificando sessão..." />
      </div>
    );
  }

  return (
    <AdminContext.Provider value={value}>
      <NavigationGuardProvider>
        <Switch>
          <Route path={ROUTES.login}>
            {session && !session.mustChangePassword ? <Redirect to={ROUTES.home} replace /> : <LoginPage />}
          </Route>
          <Route>
            {!session ? (
              <Redirect to={ROUTES.login} replace />
            ) : session.mustChangePassword ? (
              <ForcedPasswordChange />
            ) : session.mustEnableTotp ? (
              <ForcedTotpEnrolment />
            ) : (
              <AdminRoutes />
            )}
          </Route>
        </Switch>
      </NavigationGuardProvider>
    </AdminContext.Provider>
  );
}
