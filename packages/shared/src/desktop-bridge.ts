import type { ApiRequest, ApiResponse } from './api-client';

/**
 * The one object the desktop preload exposes to the renderer (window.vitrine). The token
 * never crosses it: the main process keeps it in the OS keychain and adds it to requests.
 * The preload object `satisfies DesktopBridge`; each request–reply method is one IPC channel
 * (BRIDGE_CHANNELS below).
 */
export interface DesktopBridge {
  api: {
    /** Any API call; the main process adds the bearer token and calls the configured server. */
    request(req: ApiRequest): Promise<ApiResponse>;
  };
  session: {
    /** Logout: forgets the token in the keychain. */
    clear(): Promise<void>;
    /** Whether the keychain holds a token for the configured server (never the token itself). */
    status(): Promise<{ hasToken: boolean }>;
  };
  settings: {
    getServerUrl(): Promise<string | null>;
    /** Validates and stores the server address; answers an error message or null. */
    setServerUrl(url: string): Promise<string | null>;
    /**
     * The menu's 'Configurações do servidor…' asks the page to show the server form
     * (main → renderer event). Answers a function that stops listening.
     */
    onOpenRequested(listener: () => void): () => void;
  };
  shell: {
    openExternal(url: string): Promise<void>;
  };
}

/** The bridge's request–reply methods as "group.method": every one returning a promise. */
export type BridgeInvokePath = {
  [G in keyof DesktopBridge]: {
    [M in keyof DesktopBridge[G] & string]: DesktopBridge[G][M] extends (...args: never[]) => Promise<unknown>
      ? `${G & string}.${M}`
      : never;
  }[keyof DesktopBridge[G] & string];
}[keyof DesktopBridge];

/** The bridge method at a path: `BridgeMethod<'api.request'>` is `DesktopBridge['api']['request']`. */
export type BridgeMethod<P extends BridgeInvokePath> = P extends `${infer G extends keyof DesktopBridge}.${infer M}`
  ? M extends keyof DesktopBridge[G]
    ? DesktopBridge[G][M]
    : never
  : never;

/**
 * The IPC channel of each request–reply method. Adding a channel is this entry plus its method
 * in DesktopBridge above, and its row in the desktop's IPC table (apps/desktop/src/main/ipc-table.ts):
 * the preload and the main process's checks are derived from those two.
 */
export const BRIDGE_CHANNELS = {
  'api.request': 'api:request',
  'session.clear': 'session:clear',
  'session.status': 'session:status',
  'settings.getServerUrl': 'settings:get-server-url',
  'settings.setServerUrl': 'settings:set-server-url',
  'shell.openExternal': 'shell:open-external',
} as const satisfies Record<BridgeInvokePath, string>;

/** Main → renderer events (webContents.send); never handled in main. */
export const BRIDGE_EVENTS = {
  settingsOpen: 'settings:open',
} as const;

/** The bridge minus its event methods: what the preload builds from BRIDGE_CHANNELS alone. */
export type BridgeInvokers = {
  [G in keyof DesktopBridge]: {
    [
      M in keyof DesktopBridge[G] as `${G & string}.${M & string}` extends BridgeInvokePath ? M : never
    ]: DesktopBridge[G][M];
  };
};

/**
 * One function per channel, each calling `invoke(channel, ...args)`: the preload passes
 * ipcRenderer.invoke, so the page never sees ipcRenderer nor an event object.
 */
export function createBridgeInvokers(
  invoke: (channel: string, ...args: unknown[]) => Promise<unknown>,
): BridgeInvokers {
  const groups: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const [path, channel] of Object.entries(BRIDGE_CHANNELS)) {
    const [group, method] = path.split('.') as [string, string];
    (groups[group] ??= {})[method] = (...args) => invoke(channel, ...args);
  }
  // The loop above builds exactly the shape BridgeInvokers spells out from the same table.
  return groups as unknown as BridgeInvokers;
}
