import { describe, expect, it } from 'vitest';
import { Role } from '@vitrine/shared/roles';
import { activeEntryKey, displayName, sidebarEntries } from './navigation';

const labels = (role: 1 | 2) => sidebarEntries(role).map((e) => e.label);

describe('sidebar entries', () => {
  it('gives Admin: Usuários, Posts, Contatos, Sair', () => {
    expect(labels(Role.Admin)).toEqual(['Início', 'Usuários', 'Posts', 'Contatos', 'Sair']);
  });
  it('gives Marketing: Alterar Senha and Posts, no Usuários nor Contatos', () => {
    expect(labels(Role.Marketing)).toEqual(['Início', 'Alterar Senha', 'Posts', 'Sair']);
  });
  it('makes Sair an action, not a place', () => {
    const sair = sidebarEntries(Role.Admin).find((e) => e.label === 'Sair');
    expect(sair?.href).toBeUndefined();
  });
  it('highlights the deepest matching entry', () => {
    const entries = sidebarEntries(Role.Admin);
    expect(activeEntryKey(entries, '/admin')).toBe('home');
    expect(activeEntryKey(entries, '/admin/posts/novo')).toBe('posts');
    expect(activeEntryKey(entries, '/admin/contatos/12')).toBe('contacts');
    expect(activeEntryKey(entries, '/admin/postsx')).toBe('home');
  });
});

describe('display name', () => {
  it('shows the part before the @', () => {
    expect(displayName('admin@alvorada.test')).toBe('admin');
    expect(displayName('maria')).toBe('maria');
    expect(displayName('@estranho')).toBe('@estranho');
  });
});
