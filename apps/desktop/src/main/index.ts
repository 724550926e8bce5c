import { join } from 'node:path';
import { app, dialog, ipcMain, Menu, shell, type BrowserWindow } from 'electron';
import { BRIDGE_EVENTS } from '@vitrine/shared/desktop-bridge';
import { handleAppProtocol, registerAppScheme } from './app-protocol.main';
import { desktopMessages } from './desktop-messages';
import { registerIpcHandlers, type IpcRegistry } from './ipc-handlers';
import { createKeyringStore } from './keyring-store';
import { buildMenuTemplate } from './menu-template';
import { isSafeExternalUrl } from './security';
import { normalizeServerUrl, openSettingsStore } from './settings';
import { createTokenVault } from './vault';
import { createMainWindow, lockDownWebContents, preloadPathFrom } from './window.main';

// Tests and side-by-side profiles point the app at another data folder (settings only;
// the token still goes to the OS keychain).
if (process.env.VITRINE_USER_DATA_DIR) app.setPath('userData', process.env.VITRINE_USER_DATA_DIR);

registerAppScheme();

// Electron's bundle layout: dist/main/index.cjs, dist/preload/index.cjs, dist/renderer/.
const rendererRoot = join(__dirname, '..', 'renderer');
const iconPath = join(__dirname, '..', 'renderer', 'icon.png');

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => lockDownWebContents(contents));
  app.on('window-all-closed', () => app.quit());

  void app.whenReady().then(async () => {
    const settings = await openSettingsStore(app.getPath('userData'));
    // `npm run desktop:dev` and the Electron tests preset the server; people get the first-run form.
    const preset = normalizeServerUrl(process.env.VITRINE_SERVER_URL);
    if (!settings.get().serverUrl && 'url' in preset) await settings.update({ serverUrl: preset.url });
    handleAppProtocol(rendererRoot, () => settings.get().serverUrl);
    // Main's IPC surface is exactly the handlers in ipc-handlers.ts, each behind the sender check.
    const registry: IpcRegistry = {
      handle: (channel, listener) => ipcMain.handle(channel, (event, ...args: unknown[]) => listener(event, ...args)),
    };
    registerIpcHandlers(registry, {
      vault: createTokenVault(createKeyringStore()),
      settings,
      fetchImpl: (...args) => fetch(...args),
      openExternal: async (url) => {
        if (isSafeExternalUrl(url)) await shell.openExternal(url);
      },
    });

    const showAbout = () =>
      void dialog.showMessageBox({
        type: 'info',
        title: desktopMessages.aboutTitle,
        message: 'Vitrine Admin',
        detail: desktopMessages.aboutDetail(app.getVersion()),
        buttons: ['OK'],
      });
    const openServerSettings = () => mainWindow?.webContents.send(BRIDGE_EVENTS.settingsOpen);
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(buildMenuTemplate({ showAbout, openServerSettings }, process.platform)),
    );

    mainWindow = createMainWindow({ preloadPath: preloadPathFrom(__dirname), iconPath, settings });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  });
}
