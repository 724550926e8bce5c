import type { ApiRequest, ApiResponse } from './api-client';

/**
 * The one object the desktop preload exposes to the renderer (window.vitrine). The token
 * never crosses it: the main process keeps it in the OS keychain and adds it to requests.
 * The preload object `satisfies DesktopBridge`; each method is one IPC channel below.
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

export const BRIDGE_CHANNELS = {
  apiRequest: 'api:request',
  sessionClear: 'session:clear',
  sessionStatus: 'session:status',
  settingsGetServerUrl: 'settings:get-server-url',
  settingsSetServerUrl: 'settings:set-server-url',
  /** Main → renderer only (webContents.send); never handled in main. */
  settingsOpen: 'settings:open',
  shellOpenExternal: 'shell:open-external',
} as const;

export type BridgeChannel = (typeof BRIDGE_CHANNELS)[keyof typeof BRIDGE_CHANNELS];
