import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_EVENTS, createBridgeInvokers, type DesktopBridge } from '@vitrine/shared/desktop-bridge';

/**
 * The renderer's only door to main: one function per channel of BRIDGE_CHANNELS (derived,
 * so a new channel needs no line here), and no ipcRenderer or event object ever handed to the
 * page (sandboxed preload, CommonJS bundle). Main checks the sender and the arguments.
 */
const invokers = createBridgeInvokers((channel, ...args) => ipcRenderer.invoke(channel, ...args));

const bridge = {
  ...invokers,
  settings: {
    ...invokers.settings,
    onOpenRequested: (listener) => {
      const wrapped = () => listener();
      ipcRenderer.on(BRIDGE_EVENTS.settingsOpen, wrapped);
      return () => {
        ipcRenderer.removeListener(BRIDGE_EVENTS.settingsOpen, wrapped);
      };
    },
  },
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('vitrine', bridge);
