import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS as C, type DesktopBridge } from '@vitrine/shared/desktop-bridge';

/**
 * The renderer's only door to main: one function per channel, fixed arguments, and no
 * ipcRenderer or event object ever handed to the page (sandboxed preload, CommonJS bundle).
 */
const bridge = {
  api: {
    request: (req) => ipcRenderer.invoke(C.apiRequest, req),
  },
  session: {
    clear: () => ipcRenderer.invoke(C.sessionClear),
    status: () => ipcRenderer.invoke(C.sessionStatus),
  },
  settings: {
    getServerUrl: () => ipcRenderer.invoke(C.settingsGetServerUrl),
    setServerUrl: (url) => ipcRenderer.invoke(C.settingsSetServerUrl, url),
    onOpenRequested: (listener) => {
      const wrapped = () => listener();
      ipcRenderer.on(C.settingsOpen, wrapped);
      return () => {
        ipcRenderer.removeListener(C.settingsOpen, wrapped);
      };
    },
  },
  shell: {
    openExternal: (url) => ipcRenderer.invoke(C.shellOpenExternal, url),
  },
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('vitrine', bridge);
