import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import { Redirect, Route, Switch } from 'wouter';
import { Role } from '@vitrine/shared/roles';
import { AdminLayout } from '../layout/AdminLayout';
import { postEditorKey, ROUTES } from '../lib/navigation';
import { useSession } from '../core/AdminContext';
import { HomePage } from '../pages/home/HomePage';
import { UsersPage } from '../pages/users/UsersPage';
import { ChangePasswordPage } from '../pages/users/ChangePasswordPage';
import { PostsPage } from '../pages/posts/PostsPage';
import { ContactsPage } from '../pages/contacts/ContactsPage';
import { PrivacyPage } from '../pages/privacy/PrivacyPage';
import { AuditPage } from '../pages/audit/AuditPage';
import { MailQueuePage } from '../pages/mail-queue/MailQueuePage';
import { RedirectsPage } from '../pages/redirects/RedirectsPage';
import { WordPressImportPage } from '../pages/wordpress/WordPressImportPage';
import { SearchSynonymsPage } from '../pages/search-synonyms/SearchSynonymsPage';
import { IntegrationsPage } from '../pages/integrations/IntegrationsPage';

// CKEditor is the heaviest dependency by far: load it only when the editor opens.
const PostEditorPage = lazy(() => import('../pages/posts/PostEditorPage'));
// The campaign screen holds the same editor.
const NewsletterPage = lazy(() => import('../pages/newsletter/NewsletterPage'));

export function AdminRoutes() {
  const session = useSession();
  const isAdmin = session.role === Role.Admin;
  return (
    <AdminLayout>
      <Suspense fallback={<Spinner label="Carregando..." style={{ marginTop: 64 }} />}>
        <Switch>
          <Route path={ROUTES.home} component={HomePage} />
          <Route path={ROUTES.users}>{isAdmin ? <UsersPage /> : <Redirect to={ROUTES.password} replace />}</Route>
          <Route path={ROUTES.password} component={ChangePasswordPage} />
          <Route path={ROUTES.posts} component={PostsPage} />
          <Route path={ROUTES.postPattern}>
            {(params) => <PostEditorPage key={postEditorKey(params.id, window.history.state)} idParam={params.id} />}
          </Route>
          <Route path={ROUTES.contactPattern}>
            {(params) =>
              isAdmin ? <ContactsPage contactId={params.id ?? undefined} /> : <Redirect to={ROUTES.home} replace />
            }
          </Route>
          <Route path={ROUTES.newsletter} component={NewsletterPage} />
          <Route path={ROUTES.privacy}>{isAdmin ? <PrivacyPage /> : <Redirect to={ROUTES.home} replace />}</Route>
          <Route path={ROUTES.audit}>{isAdmin ? <AuditPage /> : <Redirect to={ROUTES.home} replace />}</Route>
          <Route path={ROUTES.mailQueue}>{isAdmin ? <MailQueuePage /> : <Redirect to={ROUTES.home} replace />}</Route>
          <Route path={ROUTES.redirects} component={RedirectsPage} />
          <Route path={ROUTES.wordpressImport}>
            {isAdmin ? <WordPressImportPage /> : <Redirect to={ROUTES.home} replace />}
          </Route>
          <Route path={ROUTES.searchSynonyms}>
            {isAdmin ? <SearchSynonymsPage /> : <Redirect to={ROUTES.home} replace />}
          </Route>
          <Route path={ROUTES.integrations}>
            {isAdmin ? <IntegrationsPage /> : <Redirect to={ROUTES.home} replace />}
          </Route>
          <Route>
            <Redirect to={ROUTES.home} replace />
          </Route>
        </Switch>
      </Suspense>
    </AdminLayout>
  );
}
