import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { SiteRoutes } from './site/SiteRoutes';

// Admin code (Fluent UI, AG Grid, CKEditor) lives in its own chunk, loaded only here.
const AdminHost = lazy(() => import('./admin/AdminHost'));
const OnboardingPage = lazy(() => import('./site/pages/onboarding/OnboardingPage'));

export function App() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/login" component={AdminHost} />
        <Route path="/admin" component={AdminHost} />
        <Route path="/admin/*" component={AdminHost} />
        <Route path="/colaborador/onboarding" component={OnboardingPage} />
        <Route path="/colaborador/*">
          <Redirect to="/" replace />
        </Route>
        <Route>
          <SiteRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
