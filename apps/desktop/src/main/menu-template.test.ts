import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate } from './menu-template';

type Item = { label?: string; role?: string; submenu?: Item[]; click?: () => void };

describe('application menu', () => {
  it('is in Portuguese with Arquivo, Editar, Exibir and Ajuda', () => {
    const menu = buildMenuTemplate({ openServerSettings: vi.fn(), showAbout: vi.fn() }, 'linux') as Item[];
    expect(menu.map((m) => m.label)).toEqual(['Arquivo', 'Editar', 'Exibir', 'Ajuda']);
    const [file, edit, view] = menu;
    expect(file!.submenu!.map((i) => i.label).filter(Boolean)).toEqual(['Configurações do servidor…', 'Sair']);
    expect(edit!.submenu!.map((i) => i.role).filter(Boolean)).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
    );
    expect(view!.submenu!.map((i) => i.label).filter(Boolean)).toEqual(
      expect.arrayContaining(['Recarregar', 'Aumentar zoom', 'Diminuir zoom', 'Tamanho original']),
    );
  });
  it('wires server settings and About to their actions', () => {
    const actions = { openServerSettings: vi.fn(), showAbout: vi.fn() };
    const menu = buildMenuTemplate(actions, 'win32') as Item[];
    menu[0]!.submenu![0]!.click!();
    menu[3]!.submenu![0]!.click!();
    expect(actions.openServerSettings).toHaveBeenCalledOnce();
    expect(actions.showAbout).toHaveBeenCalledOnce();
  });
  it('adds the macOS application menu first', () => {
    const menu = buildMenuTemplate({ openServerSettings: vi.fn(), showAbout: vi.fn() }, 'darwin') as Item[];
    expect(menu[0]!.label).toBe('Vitrine Admin');
  });
});
