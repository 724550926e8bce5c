import { Role, type RoleId } from '@vitrine/shared/roles';
import { adminDocumentTitle, adminPaths, adminTitles } from '@vitrine/shared/routes';

/** Admin routes, relative to the router's base (the browser's path or the desktop's hash). */
export const ROUTES = adminPaths;

export type SidebarIcon =
  | 'users'
  | 'password'
  | 'posts'
  | 'newsletter'
  | 'contacts'
  | 'privacy'
  | 'audit'
  | 'mail'
  | 'redirects'
  | 'import'
  | 'synonyms'
  | 'integrations'
  | 'logout';

export interface SidebarEntry {
  key: string;
  label: string;
  icon: SidebarIcon;
  /** Absent for Sair, which is an action rather than a place. */
  href?: string;
}

/**
 * Spec: exactly Usuários (Admin) or Alterar senha (other roles), Posts, Contatos (Admin only),
 * Sair; plus, beyond the spec, Newsletter after Posts (both roles), Privacidade (LGPD)
 * and Auditoria, Fila de e-mails and Integrações, Admin only, before Sair. The admin home (/admin) is reached through the brand block at the top of the sidebar.
 */
export function sidebarEntries(role: RoleId): SidebarEntry[] {
  const isAdmin = role === Role.Admin;
  const entries: SidebarEntry[] = [];
  entries.push(
    isAdmin
      ? { key: 'users', label: 'Usuários', icon: 'users', href: ROUTES.users }
      : { key: 'password', label: 'Alterar senha', icon: 'password', href: ROUTES.password },
  );
  entries.push({ key: 'posts', label: 'Posts', icon: 'posts', href: ROUTES.posts });
  // Campaigns, for Admin and Marketing.
  entries.push({ key: 'newsletter', label: 'Newsletter', icon: 'newsletter', href: ROUTES.newsletter });
  if (isAdmin) entries.push({ key: 'contacts', label: 'Contatos', icon: 'contacts', href: ROUTES.contacts });
  if (isAdmin) entries.push({ key: 'privacy', label: 'Privacidade (LGPD)', icon: 'privacy', href: ROUTES.privacy });
  // The audit log, for Admins only.
  if (isAdmin) entries.push({ key: 'audit', label: 'Auditoria', icon: 'audit', href: ROUTES.audit });
  // The mail outbox, for Admins only.
  if (isAdmin) entries.push({ key: 'mailQueue', label: 'Fila de e-mails', icon: 'mail', href: ROUTES.mailQueue });
  // Old addresses for every staff member; moving a WordPress site in, for Admins.
  entries.push({ key: 'redirects', label: 'Redirecionamentos', icon: 'redirects', href: ROUTES.redirects });
  if (isAdmin) {
    entries.push({
      key: 'wordpressImport',
      label: 'Importar do WordPress',
      icon: 'import',
      href: ROUTES.wordpressImport,
    });
  }
  // The words search treats as one, for Admins only.
  if (isAdmin)
    entries.push({ key: 'searchSynonyms', label: 'Sinônimos da busca', icon: 'synonyms', href: ROUTES.searchSynonyms });
  // Webhooks to a CRM, for Admins only.
  if (isAdmin)
    entries.push({ key: 'integrations', label: 'Integrações', icon: 'integrations', href: ROUTES.integrations });
  entries.push({ key: 'logout', label: 'Sair', icon: 'logout' });
  return entries;
}

/** The entry to highlight for a location: the longest href that prefixes it (none on the admin home). */
export function activeEntryKey(entries: SidebarEntry[], location: string): string | undefined {
  let best: SidebarEntry | undefined;
  for (const entry of entries) {
    if (!entry.href) continue;
    const matches = location === entry.href || location.startsWith(`${entry.href}/`);
    if (matches && (!best || entry.href.length > best.href!.length)) best = entry;
  }
  return best?.key;
}

/** The name shown in the sidebar: the part before '@' (spec). */
export function displayName(username: string): string {
  const at = username.indexOf('@');
  return at > 0 ? username.slice(0, at) : username;
}

const under = (base: string) => (path: string) => path === base || path.startsWith(`${base}/`);

/** Screens by location, first match wins (the new-post screen before any post's editor). */
const SCREEN_TITLES: [matches: (path: string) => boolean, title: string][] = [
  [(path) => path === ROUTES.login, adminTitles.login],
  [(path) => path === ROUTES.users, adminTitles.users],
  [(path) => path === ROUTES.password, adminTitles.password],
  [(path) => path === ROUTES.posts, adminTitles.posts],
  [(path) => path === ROUTES.newPost, adminTitles.newPost],
  [under(ROUTES.posts), adminTitles.post],
  [under(ROUTES.contacts), adminTitles.contacts],
  [(path) => path === ROUTES.privacy, adminTitles.privacy],
  [(path) => path === ROUTES.audit, adminTitles.audit],
  [(path) => path === ROUTES.mailQueue, adminTitles.mailQueue],
  [(path) => path === ROUTES.newsletter, adminTitles.newsletter],
  [(path) => path === ROUTES.redirects, adminTitles.redirects],
  [(path) => path === ROUTES.wordpressImport, adminTitles.wordpressImport],
  [(path) => path === ROUTES.searchSynonyms, adminTitles.searchSynonyms],
  [(path) => path === ROUTES.integrations, adminTitles.integrations],
];

/**
 * The browser tab's (or desktop window's) title for a location: "Posts · Administração".
 * Staff with several screens open, or reading their history, tell them apart by it.
 */
export function adminScreenTitle(location: string): string {
  const path = location.replace(/\/+$/, '') || ROUTES.home;
  const screen = SCREEN_TITLES.find(([matches]) => matches(path))?.[1] ?? adminTitles.home;
  return adminDocumentTitle(screen);
}

/** In history.state: the id a new post's autosave created, now in the address of that same editor. */
export const CREATED_POST_STATE = 'createdPostId';

/**
 * The post editor's React key for an address. The editor for "novo" keeps its key when its
 * autosave moves the address to /admin/posts/{id} (a new key would remount it under the person
 * typing), so a reload then opens the saved post instead of an empty new one.
 */
export function postEditorKey(idParam: string, historyState: unknown): string {
  const created = (historyState as Record<string, unknown> | null)?.[CREATED_POST_STATE];
  return created !== undefined && String(created) === idParam ? 'novo' : idParam;
}
