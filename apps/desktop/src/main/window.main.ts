import { join } from 'node:path';
import { BrowserWindow, screen, shell, type WebContents } from 'electron';
import { APP_ENTRY_URL, isAllowedPermission, isAppUrl, isSafeExternalUrl } from './security';
import type { SettingsStore } from './settings';
import { MIN_SIZE, restoreBounds } from './window-state';

/**
 * Applied to every web contents the app ever creates: no navigation away from the app's
 * files, no new windows (http/https links go to the OS browser), no <webview>, and no
 * permissions beyond writing to the clipboard (the temporary-password dialog's copy button).
 */
export function lockDownWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.session.setPermissionRequestHandler((wc, permission, callback) =>
    callback(isAllowedPermission(permission, wc.getURL())),
  );
  contents.session.setPermissionCheckHandler((wc, permission) => isAllowedPermission(permission, wc?.getURL()));
}

export function createMainWindow(options: { preloadPath: string; iconPath: string; settings: SettingsStore }) {
  const workAreas = screen.getAllDisplays().map((d) => d.workArea);
  const bounds = restoreBounds(options.settings.get().window, workAreas);
  const win = new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Vitrine Admin',
    icon: options.iconPath,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  });
  if (bounds.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  // Size and position are saved when they settle, not on every pixel of a drag.
  let timer: NodeJS.Timeout | undefined;
  const remember = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (win.isDestroyed() || win.isMinimized()) return;
      const maximized = win.isMaximized();
      const b = maximized ? win.getNormalBounds() : win.getBounds();
      void options.settings.update({ window: { ...b, maximized } });
    }, 400);
  };
  win.on('resize', remember);
  win.on('move', remember);
  win.on('maximize', remember);
  win.on('unmaximize', remember);

  void win.loadURL(APP_ENTRY_URL);
  return win;
}

export const preloadPathFrom = (mainDir: string) => join(mainDir, '..', 'preload', 'index.cjs');
