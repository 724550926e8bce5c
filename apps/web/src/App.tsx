import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { adminPaths, paths, patterns } from '@vitrine/shared/routes';
import { OnboardingPage, SiteRoutes } from './site/SiteRoutes';

// Admin code (Fluent UI, AG Grid, CKEditor) lives in its own chunk, loaded only here. The staff
// screens render in the browser only: the server's render leaves them out altogether, so its
// build (and the server's image) carries none of their libraries.
const AdminHost = import.meta.env.SSR ? () => null : lazy(() => import('./admin/AdminHost'));

export function App() {
  // Marks the document once React owns it (after hydrating a prerendered page): until then a
  // click on prerendered markup has no handler, which browser tests must wait out.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={paths.login} component={AdminHost} />
        <Route path={paths.admin} component={AdminHost} />
        <Route path={adminPaths.any} component={AdminHost} />
        <Route path={paths.onboarding} component={OnboardingPage} />
        <Route path={patterns.employeeArea}>
          <Redirect to={paths.home} replace />
        </Route>
        <Route>
          <SiteRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
