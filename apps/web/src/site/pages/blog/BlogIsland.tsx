import { Route, Switch } from 'wouter';
import { patterns } from '@vitrine/shared/routes';
import BlogPage from './BlogPage';

/**
 * The blog's list as one island: its search, pages, tags and the post modal change the address
 * in place (islands/registry.ts `routes`), so the island routes them itself.
 */
export function BlogRoutes() {
  return (
    <Switch>
      <Route path={patterns.tag} component={BlogPage} />
      <Route path={patterns.post} component={BlogPage} />
      <Route component={BlogPage} />
    </Switch>
  );
}
