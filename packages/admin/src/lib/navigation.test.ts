import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@vitrine/shared/roles';
import {
  CREATED_POST_STATE,
  ROUTES,
  activeEntryKey,
  adminScreenTitle,
  displayName,
  postEditorKey,
  sidebarEntries,
} from './navigation';

const labels = (role: RoleId) => sidebarEntries(role).map((e) => e.label);

describe('sidebar entries', () => {
  it('gives Admin: Usuários, Posts, Newsletter, Contatos, Privacidade (LGPD), Auditoria, Fila de e-mails, Redirecionamentos, Importar do WordPress, Sinônimos da busca, Integrações, Sair', () => {
    expect(labels(Role.Admin)).toEqual([
      'Usuários',
      'Posts',
      'Newsletter',
      'Contatos',
      'Privacidade (LGPD)',
      'Auditoria',
      'Fila de e-mails',
      'Redirecionamentos',
      'Importar do WordPress',
      'Sinônimos da busca',
      'Integrações',
      'Sair',
    ]);
  });
  it('gives Marketing: Alterar senha, Posts, Newsletter and Redirecionamentos, no Usuários, Contatos nor Privacidade', () => {
    expect(labels(Role.Marketing)).toEqual(['Alterar senha', 'Posts', 'Newsletter', 'Redirecionamentos', 'Sair']);
  });
  it('has no Início entry: the brand block links to the admin home instead', () => {
    for (const role of [Role.Admin, Role.Marketing] as const) {
      expect(sidebarEntries(role).some((e) => e.label === 'Início' || e.href === ROUTES.home)).toBe(false);
    }
  });
  it('makes Sair an action, not a place', () => {
    const sair = sidebarEntries(Role.Admin).find((e) => e.label === 'Sair');
    expect(sair?.href).toBeUndefined();
  });
  it('highlights the deepest matching entry', () => {
    const entries = sidebarEntries(Role.Admin);
    expect(activeEntryKey(entries, '/admin')).toBeUndefined();
    expect(activeEntryKey(entries, '/admin/posts/novo')).toBe('posts');
    expect(activeEntryKey(entries, '/admin/contatos/12')).toBe('contacts');
    expect(activeEntryKey(entries, '/admin/postsx')).toBeUndefined();
    expect(activeEntryKey(entries, '/admin/usuarios')).toBe('users');
    expect(activeEntryKey(entries, '/admin/auditoria')).toBe('audit');
    expect(activeEntryKey(entries, '/admin/newsletter')).toBe('newsletter');
  });
});

describe('display name', () => {
  it('shows the part before the @', () => {
    expect(displayName('admin@alvorada.test')).toBe('admin');
    expect(displayName('maria')).toBe('maria');
    expect(displayName('@estranho')).toBe('@estranho');
  });
});

describe('document titles', () => {
  it('names each screen, then the admin', () => {
    expect(adminScreenTitle('/login')).toBe('Entrar · Administração');
    expect(adminScreenTitle('/admin')).toBe('Início · Administração');
    expect(adminScreenTitle('/admin/')).toBe('Início · Administração');
    expect(adminScreenTitle('/admin/usuarios')).toBe('Usuários · Administração');
    expect(adminScreenTitle('/admin/posts')).toBe('Posts · Administração');
    expect(adminScreenTitle('/admin/posts/novo')).toBe('Novo post · Administração');
    expect(adminScreenTitle('/admin/posts/12')).toBe('Editar post · Administração');
    expect(adminScreenTitle('/admin/contatos/3')).toBe('Contatos · Administração');
    expect(adminScreenTitle('/admin/auditoria')).toBe('Auditoria · Administração');
    expect(adminScreenTitle('/admin/fila-emails')).toBe('Fila de e-mails · Administração');
    expect(adminScreenTitle('/admin/sinonimos-busca')).toBe('Sinônimos da busca · Administração');
    expect(adminScreenTitle('/admin/privacidade')).toBe('Privacidade (LGPD) · Administração');
  });

  it('keeps the new-post editor mounted when its autosave moves the address to the created post', () => {
    expect(postEditorKey('novo', null)).toBe('novo');
    expect(postEditorKey('12', { [CREATED_POST_STATE]: 12 })).toBe('novo');
    // Any other post, or the same id opened afresh, is an editor of its own.
    expect(postEditorKey('12', null)).toBe('12');
    expect(postEditorKey('13', { [CREATED_POST_STATE]: 12 })).toBe('13');
  });
});
