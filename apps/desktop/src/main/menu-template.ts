import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  openServerSettings(): void;
  showAbout(): void;
}

/**
 * The application menu in Portuguese. Roles keep the OS behaviour (shortcuts, enabled
 * state); only the labels are ours. Pure data so a Node test can check it without Electron.
 */
export function buildMenuTemplate(actions: MenuActions, platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const macApp: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: 'Vitrine Admin',
          submenu: [
            { label: 'Sobre o Vitrine Admin', click: () => actions.showAbout() },
            { type: 'separator' },
            { role: 'hide', label: 'Ocultar Vitrine Admin' },
            { role: 'hideOthers', label: 'Ocultar outros' },
            { role: 'unhide', label: 'Mostrar tudo' },
            { type: 'separator' },
            { role: 'quit', label: 'Sair do Vitrine Admin' },
          ],
        },
      ]
    : [];
  return [
    ...macApp,
    {
      label: 'Arquivo',
      submenu: [
        { label: 'Configurações do servidor…', accelerator: 'CmdOrCtrl+,', click: () => actions.openServerSettings() },
        { type: 'separator' },
        isMac ? { role: 'close', label: 'Fechar janela' } : { role: 'quit', label: 'Sair' },
      ],
    },
    {
      label: 'Editar',
      submenu: [
        { role: 'undo', label: 'Desfazer' },
        { role: 'redo', label: 'Refazer' },
        { type: 'separator' },
        { role: 'cut', label: 'Recortar' },
        { role: 'copy', label: 'Copiar' },
        { role: 'paste', label: 'Colar' },
        { role: 'pasteAndMatchStyle', label: 'Colar sem formatação' },
        { role: 'delete', label: 'Excluir' },
        { type: 'separator' },
        { role: 'selectAll', label: 'Selecionar tudo' },
      ],
    },
    {
      label: 'Exibir',
      submenu: [
        { role: 'reload', label: 'Recarregar' },
        { type: 'separator' },
        { role: 'resetZoom', label: 'Tamanho original' },
        { role: 'zoomIn', label: 'Aumentar zoom' },
        { role: 'zoomOut', label: 'Diminuir zoom' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Tela cheia' },
      ],
    },
    {
      label: 'Ajuda',
      role: 'help',
      submenu: [{ label: 'Sobre o Vitrine Admin', click: () => actions.showAbout() }],
    },
  ];
}
