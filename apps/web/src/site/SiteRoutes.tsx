import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { SiteLayout } from './layout/SiteLayout';
import { paths, patterns } from './routes';

// One chunk per page: a visitor downloads only what the page in front of them needs.
const HomePage = lazy(() => import('./pages/HomePage'));
const PartnersPage = lazy(() => import('./pages/partners/PartnersPage'));
const BlogPage = lazy(() => import('./pages/blog/BlogPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/legal/PrivacyPolicyPage'));
const LgpdPage = lazy(() => import('./pages/lgpd/LgpdPage'));
const CancelNewsletterPage = lazy(() => import('./pages/newsletter/CancelNewsletterPage'));
const SolutionsPage = lazy(() => import('./catalogue/pages/SolutionsPage'));
const ManagementLandingPage = lazy(() => import('./catalogue/pages/ManagementLandingPage'));
const ManagementSolutionPage = lazy(() => import('./catalogue/pages/ManagementSolutionPage'));
const LogisticsLandingPage = lazy(() => import('./catalogue/pages/LogisticsLandingPage'));
const LogisticsProductPage = lazy(() => import('./catalogue/pages/LogisticsProductPage'));
const ConsultingPage = lazy(() => import('./catalogue/pages/ConsultingPage'));

export function SiteRoutes() {
  return (
    <SiteLayout>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          <Route path={paths.legacyHome}>
            <Redirect to={paths.home} replace />
          </Route>
          <Route path={paths.solutions} component={SolutionsPage} />
          <Route path={paths.management} component={ManagementLandingPage} />
          <Route path={patterns.managementSolution} component={ManagementSolutionPage} />
          <Route path={paths.logistics} component={LogisticsLandingPage} />
          <Route path={patterns.logisticsSolution} component={LogisticsProductPage} />
          <Route path={paths.consulting} component={ConsultingPage} />
          <Route path={paths.partners} component={PartnersPage} />
          <Route path={paths.blog} component={BlogPage} />
          <Route path={patterns.post} component={BlogPage} />
          <Route path={paths.privacy} component={PrivacyPolicyPage} />
          <Route path={paths.lgpd} component={LgpdPage} />
          <Route path={paths.cancelNewsletter} component={CancelNewsletterPage} />
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}
