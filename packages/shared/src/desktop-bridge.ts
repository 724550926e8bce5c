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
  };
  settings: {
    getServerUrl(): Promise<string | null>;
    /** Validates and stores the server address; answers an error message or null. */
    setServerUrl(url: string): Promise<string | null>;
  };
  shell: {
    openExternal(url: string): Promise<void>;
  };
}

export const BRIDGE_CHANNELS = {
  apiRequest: 'api:request',
  sessionClear: 'session:clear',
  settingsGetServerUrl: 'settings:get-server-url',
  settingsSetServerUrl: 'settings:set-server-url',
  shellOpenExternal: 'shell:open-external',
} as const;

export type BridgeChannel = (typeof BRIDGE_CHANNELS)[keyof typeof BRIDGE_CHANNELS];
