import { Role, type RoleId } from '@vitrine/shared/roles';
import { adminPaths } from '@vitrine/shared/routes';

/** Admin routes, relative to the router's base (the browser's path or the desktop's hash). */
export const ROUTES = adminPaths;

export type SidebarIcon = 'users' | 'password' | 'posts' | 'contacts' | 'audit' | 'logout';

export interface SidebarEntry {
  key: string;
  label: string;
  icon: SidebarIcon;
  /** Absent for Sair, which is an action rather than a place. */
  href?: string;
}

/**
 * Spec: exactly Usuários (Admin) or Alterar Senha (other roles), Posts, Contatos (Admin only),
 * Sair; issue 15 adds Auditoria (Admin only) before Sair. The admin home (/admin) is reached through the brand block at the top of the sidebar.
 */
export function sidebarEntries(role: RoleId): SidebarEntry[] {
  const isAdmin = role === Role.Admin;
  const entries: SidebarEntry[] = [];
  entries.push(
    isAdmin
      ? { key: 'users', label: 'Usuários', icon: 'users', href: ROUTES.users }
      : { key: 'password', label: 'Alterar Senha', icon: 'password', href: ROUTES.password },
  );
  entries.push({ key: 'posts', label: 'Posts', icon: 'posts', href: ROUTES.posts });
  if (isAdmin) entries.push({ key: 'contacts', label: 'Contatos', icon: 'contacts', href: ROUTES.contacts });
  // Issue 15: the audit log, for Admins only.
  if (isAdmin) entries.push({ key: 'audit', label: 'Auditoria', icon: 'audit', href: ROUTES.audit });
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
