import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { classifyPath, type PublicPage } from '@vitrine/shared/routes';
import { isLogisticsSolution, loadLogisticsProduct } from './catalogue/data/logistics';
import { isManagementSolution, loadManagementSolution } from './catalogue/data/management';
import { useServerRender } from './head/HeadContext';
import { Island } from './islands/Island';
import { SiteLayout } from './layout/SiteLayout';
import { openedFromList } from './pages/blog/article/listState';
import { paths, patterns } from './routes';

// One chunk per page: a visitor downloads only what the page in front of them needs.
const loaders = {
  home: () => import('./pages/HomePage'),
  partners: () => import('./pages/partners/PartnersPage'),
  blog: () => import('./pages/blog/BlogIsland'),
  article: () => import('./pages/blog/article/ArticlePage'),
  privacy: () => import('./pages/legal/PrivacyPolicyPage'),
  lgpd: () => import('./pages/lgpd/LgpdPage'),
  cancelNewsletter: () => import('./pages/newsletter/CancelNewsletterPage'),
  confirmNewsletter: () => import('./pages/newsletter/ConfirmNewsletterPage'),
  solutions: () => import('./catalogue/pages/SolutionsPage'),
  management: () => import('./catalogue/pages/ManagementLandingPage'),
  managementSolution: () => import('./catalogue/pages/ManagementSolutionPage'),
  logistics: () => import('./catalogue/pages/LogisticsLandingPage'),
  logisticsSolution: () => import('./catalogue/pages/LogisticsProductPage'),
  consulting: () => import('./catalogue/pages/ConsultingPage'),
  onboarding: () => import('./pages/onboarding/OnboardingPage'),
} as const;

const HomePage = lazy(loaders.home);
const PartnersPage = lazy(loaders.partners);
const BlogRoutes = lazy(() => loaders.blog().then((m) => ({ default: m.BlogRoutes })));
const ArticlePage = lazy(loaders.article);
const PrivacyPolicyPage = lazy(loaders.privacy);
const LgpdPage = lazy(loaders.lgpd);
const CancelNewsletterPage = lazy(loaders.cancelNewsletter);
const ConfirmNewsletterPage = lazy(loaders.confirmNewsletter);
const SolutionsPage = lazy(loaders.solutions);
const ManagementLandingPage = lazy(loaders.management);
const ManagementSolutionPage = lazy(loaders.managementSolution);
const LogisticsLandingPage = lazy(loaders.logistics);
const LogisticsProductPage = lazy(loaders.logisticsSolution);
const ConsultingPage = lazy(loaders.consulting);
export const OnboardingPage = lazy(loaders.onboarding);

function loaderForPage(page: PublicPage): (() => Promise<unknown>) | undefined {
  const exact = (Object.keys(paths) as (keyof typeof paths)[]).find((key) => paths[key] === page.path);
  if (exact && exact in loaders) return loaders[exact as keyof typeof loaders];
  if (page.path.startsWith(`${paths.management}/`)) return loaders.managementSolution;
  if (page.path.startsWith(`${paths.logistics}/`)) return loaders.logisticsSolution;
  return undefined;
}

/**
 * Loads the code of the page at `path` before the prerendered HTML is hydrated, so the first
 * client render is the page itself (the markup already shown), not a loading state.
 */
export async function preloadPage(path: string, search: string): Promise<void> {
  const target = classifyPath(path, search);
  const loader =
    target.kind === 'post' || target.kind === 'preview'
      ? loaders.article
      : target.kind === 'tag'
        ? loaders.blog
        : target.kind === 'page'
          ? loaderForPage(target.page)
          : undefined;
  const id = path.split('/').pop();
  await Promise.all([
    loader?.(),
    // The solution pages read their data chunk with use(): have it before hydrating too.
    isManagementSolution(id) && path.startsWith(`${paths.management}/`) ? loadManagementSolution(id) : undefined,
    isLogisticsSolution(id) && path.startsWith(`${paths.logistics}/`) ? loadLogisticsProduct(id) : undefined,
  ]);
}

/**
 * /blog and /blog/{id}: a post's address is its article page, except right after a
 * card in the list was clicked, where the spec's modal opens over the list. One route component
 * for both paths, so the list stays mounted while its modal opens and closes.
 */
function BlogRoute() {
  const { postId } = useParams<{ postId?: string }>();
  const [path] = useLocation();
  const server = useServerRender();
  if (postId !== undefined && !openedFromList()) return <ArticlePage />;
  // The server renders /blog with the list's first page, as fresh as the posts: the list needs its
  // code only when the visitor moves. Another page of it, a search, a tag, or the build's /blog
  // (skeletons) is read by the browser at load.
  const serverListed = path === paths.blog && server?.posts !== undefined;
  return (
    <Island
      name="blog"
      component={BlogRoutes}
      props={{}}
      when={serverListed ? 'visible' : 'load'}
      loadWithQuery={serverListed}
      claimsLinks
    />
  );
}

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
          <Route path={paths.blog} component={BlogRoute} />
          <Route path={patterns.tag} component={BlogRoute} />
          <Route path={patterns.postPreview} component={ArticlePage} />
          <Route path={patterns.post} component={BlogRoute} />
          <Route path={paths.privacy} component={PrivacyPolicyPage} />
          <Route path={paths.lgpd} component={LgpdPage} />
          <Route path={paths.cancelNewsletter} component={CancelNewsletterPage} />
          <Route path={paths.confirmNewsletter} component={ConfirmNewsletterPage} />
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}
