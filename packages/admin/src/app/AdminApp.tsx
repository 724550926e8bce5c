import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@vitrine/shared/constants';
import { mediaQueryStore } from '@vitrine/shared/media-query';
import { FluentProvider, Spinner, Toaster } from '@fluentui/react-components';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { AdminHostProps } from '../host';
import { ROUTES } from '../lib/navigation';
import { AdminContext } from '../core/AdminContext';
import { NavigationGuardProvider } from './NavigationGuardProvider';
import { adminTheme } from '../core/theme';
import { TOASTER_ID } from '../core/useNotify';
import { AdminRoutes } from './AdminRoutes';
import { LoginPage } from '../pages/LoginPage';
import { ForcedPasswordChange } from '../pages/users/ForcedPasswordChange';
import { ForcedTotpEnrolment } from '../pages/users/ForcedTotpEnrolment';
import { AdminGlobalStyles } from '../core/AdminGlobalStyles';
import { useAdminSession } from './useAdminSession';

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

function AdminRoot(props: AdminHostProps) {
  const { verification, session, value } = useAdminSession(props);

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
