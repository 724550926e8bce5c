import { z } from 'zod';
import type { ApiRequest } from '@vitrine/shared/api-client';
import type { BridgeInvokePath, BridgeMethod } from '@vitrine/shared/desktop-bridge';
import { forwardApiRequest, type IpcDeps } from './ipc-forward';
import { apiRequestSchema, externalUrlArgSchema, serverUrlArgSchema } from './ipc-schemas';
import { isSafeExternalUrl } from './security';
import { normalizeServerUrl } from './settings';

/**
 * One row per request–reply channel of the bridge: `args` checks what the renderer sent
 * (its length is the exact argument count), `handle` acts on the checked arguments. The
 * registration (ipc-handlers.ts) and the preload (BRIDGE_CHANNELS) are derived, and the type
 * below makes a missing row, a wrong argument tuple or a wrong reply a compile error.
 */
export interface IpcChannel<P extends BridgeInvokePath> {
  args: z.ZodTuple & z.ZodType<Parameters<BridgeMethod<P>>>;
  handle(deps: IpcDeps, ...args: Parameters<BridgeMethod<P>>): ReturnType<BridgeMethod<P>>;
}

export type IpcTable = { [P in BridgeInvokePath]: IpcChannel<P> };

export const IPC_TABLE: IpcTable = {
  'api.request': {
    // The schema's output is structurally the ApiRequest the type declares.
    args: z.tuple([apiRequestSchema.transform((req) => req as ApiRequest)]),
    handle: (deps, req) => forwardApiRequest(deps, req),
  },
  'session.clear': {
    args: z.tuple([]),
    async handle(deps) {
      const serverUrl = deps.settings.get().serverUrl;
      // Logout always succeeds for the person; without a keychain there was nothing stored.
      if (serverUrl) await deps.vault.delete(serverUrl).catch(() => undefined);
    },
  },
  'session.status': {
    args: z.tuple([]),
    async handle(deps) {
      const serverUrl = deps.settings.get().serverUrl;
      if (!serverUrl) return { hasToken: false };
      const token = await deps.vault.get(serverUrl).catch(() => null);
      return { hasToken: Boolean(token) };
    },
  },
  'settings.getServerUrl': {
    args: z.tuple([]),
    handle: async (deps) => deps.settings.get().serverUrl,
  },
  'settings.setServerUrl': {
    args: z.tuple([serverUrlArgSchema]),
    async handle(deps, url) {
      const result = normalizeServerUrl(url);
      if ('error' in result) return result.error;
      await deps.settings.update({ serverUrl: result.url });
      return null;
    },
  },
  'shell.openExternal': {
    args: z.tuple([externalUrlArgSchema.refine(isSafeExternalUrl, 'not an http(s) link')]),
    handle: (deps, url) => deps.openExternal(url),
  },
};
