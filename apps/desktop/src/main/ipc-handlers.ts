import { createFetchTransport, type ApiRequest, type ApiResponse } from '@vitrine/shared/api-client';
import { BRIDGE_CHANNELS } from '@vitrine/shared/desktop-bridge';
import { desktopMessages } from './desktop-messages';
import { apiRequestSchema, externalUrlArgSchema, serverUrlArgSchema } from './ipc-schemas';
import { isAppUrl, isSafeExternalUrl } from './security';
import { normalizeServerUrl, type SettingsStore } from './settings';
import { KeychainUnavailableError, type TokenVault } from './vault';

/** The part of Electron's IpcMainInvokeEvent the handlers look at. */
export interface IpcEventLike {
  senderFrame: { url: string; parent?: unknown } | null;
}

export type IpcListener = (event: IpcEventLike, ...args: unknown[]) => unknown;

/** ipcMain in the app; a Map in tests. */
export interface IpcRegistry {
  handle(channel: string, listener: IpcListener): void;
}

export interface IpcDeps {
  vault: TokenVault;
  settings: SettingsStore;
  fetchImpl: typeof fetch;
  openExternal(url: string): Promise<void>;
}

export class IpcRefusedError extends Error {
  constructor(channel: string, reason: string) {
    super(`${desktopMessages.requestRefused} (${channel}: ${reason})`);
    this.name = 'IpcRefusedError';
  }
}

const reply = (status: number, message: string): ApiResponse => ({ status, headers: {}, body: { message } });

/** Only the top frame of a page served from app://vitrine may call main. */
export function isTrustedSender(event: IpcEventLike | null | undefined): boolean {
  const frame = event?.senderFrame;
  return Boolean(frame) && isAppUrl(frame!.url) && (frame!.parent === null || frame!.parent === undefined);
}

function withoutToken(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Headers the page has no use for and that could carry credentials. */
const DROPPED_HEADERS = new Set(['set-cookie', 'authorization', 'www-authenticate']);

/** Sign-in calls: sent without a token; a 401 there is a wrong password or code. */
const SIGN_IN_PATHS = new Set(['/login', '/login/2fa']);
/** Calls whose success answers a new session token (PUT /usuarios: the password change rotates it). */
const issuesToken = (req: ApiRequest) =>
  (req.method === 'POST' && SIGN_IN_PATHS.has(req.path)) || (req.method === 'PUT' && req.path === '/usuarios');

/**
 * The one path every renderer API call takes: read the token from the vault, call the
 * configured server with it, keep a fresh session token in the vault and out of the reply,
 * forget the token when the server says its session is no longer valid (any 401 on a call
 * made with it: expired, or ended by a password change, an Admin, "Sair de todas as sessões").
 */
export async function forwardApiRequest(deps: IpcDeps, req: ApiRequest): Promise<ApiResponse> {
  const serverUrl = deps.settings.get().serverUrl;
  if (!serverUrl) return reply(503, desktopMessages.serverNotConfigured);
  const isLogin = req.method === 'POST' && SIGN_IN_PATHS.has(req.path);

  let token: string | null = null;
  if (!isLogin) {
    try {
      token = await deps.vault.get(serverUrl);
    } catch (error) {
      if (error instanceof KeychainUnavailableError) return reply(503, error.message);
      throw error;
    }
  }

  const transport = createFetchTransport({ baseUrl: serverUrl, getToken: () => token, fetchImpl: deps.fetchImpl });
  let res: ApiResponse;
  try {
    res = await transport.request(req);
  } catch {
    return reply(503, desktopMessages.serverUnreachable(serverUrl));
  }

  let body = res.body;
  // The password step of an account with 2FA answers a short-lived challenge, no session:
  // it goes to the page for the code step (it opens nothing by itself).
  const isChallenge = (body as { twoFactorRequired?: unknown } | null)?.twoFactorRequired === true;
  if (issuesToken(req) && res.status >= 200 && res.status < 300 && !isChallenge) {
    const fresh = (body as { token?: unknown } | null)?.token;
    if (typeof fresh !== 'string' || !fresh) return reply(502, desktopMessages.unexpectedReply);
    try {
      await deps.vault.save(serverUrl, fresh);
    } catch (error) {
      // Never a plaintext fallback: without a keychain there is no desktop session.
      return reply(503, error instanceof Error ? error.message : desktopMessages.keychainUnavailable);
    }
    token = fresh;
    body = withoutToken(body);
  }
  if (!isLogin && token && res.status === 401) {
    await deps.vault.delete(serverUrl).catch(() => undefined);
  }

  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(res.headers)) if (!DROPPED_HEADERS.has(key)) headers[key] = value;
  const out: ApiResponse = { status: res.status, headers, body };
  // Last line of defence: whatever the server echoed, the token never reaches the page.
  if (token && JSON.stringify(out).includes(token)) return reply(502, desktopMessages.unexpectedReply);
  return out;
}

/** The handlers by channel, without the sender check (see registerIpcHandlers). */
export function createIpcHandlers(deps: IpcDeps): Record<string, (...args: unknown[]) => Promise<unknown>> {
  const C = BRIDGE_CHANNELS;
  return {
    [C.apiRequest]: async (raw) => {
      const parsed = apiRequestSchema.safeParse(raw);
      if (!parsed.success) throw new IpcRefusedError(C.apiRequest, parsed.error.issues[0]?.message ?? 'invalid');
      return forwardApiRequest(deps, parsed.data as ApiRequest);
    },
    [C.sessionClear]: async () => {
      const serverUrl = deps.settings.get().serverUrl;
      // Logout always succeeds for the person; without a keychain there was nothing stored.
      if (serverUrl) await deps.vault.delete(serverUrl).catch(() => undefined);
    },
    [C.sessionStatus]: async () => {
      const serverUrl = deps.settings.get().serverUrl;
      if (!serverUrl) return { hasToken: false };
      const token = await deps.vault.get(serverUrl).catch(() => null);
      return { hasToken: Boolean(token) };
    },
    [C.settingsGetServerUrl]: async () => deps.settings.get().serverUrl,
    [C.settingsSetServerUrl]: async (raw) => {
      const arg = serverUrlArgSchema.safeParse(raw);
      if (!arg.success) throw new IpcRefusedError(C.settingsSetServerUrl, 'url must be a string');
      const result = normalizeServerUrl(arg.data);
      if ('error' in result) return result.error;
      await deps.settings.update({ serverUrl: result.url });
      return null;
    },
    [C.shellOpenExternal]: async (raw) => {
      const arg = externalUrlArgSchema.safeParse(raw);
      if (!arg.success || !isSafeExternalUrl(arg.data))
        throw new IpcRefusedError(C.shellOpenExternal, 'not an http(s) link');
      await deps.openExternal(arg.data);
    },
  };
}

const ARITY: Record<string, number> = {
  [BRIDGE_CHANNELS.apiRequest]: 1,
  [BRIDGE_CHANNELS.settingsSetServerUrl]: 1,
  [BRIDGE_CHANNELS.shellOpenExternal]: 1,
};

/** Registers every handler behind the sender check and an exact argument count. */
export function registerIpcHandlers(registry: IpcRegistry, deps: IpcDeps): void {
  for (const [channel, handler] of Object.entries(createIpcHandlers(deps))) {
    registry.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event)) throw new IpcRefusedError(channel, 'untrusted sender');
      if (args.length !== (ARITY[channel] ?? 0)) throw new IpcRefusedError(channel, 'wrong number of arguments');
      return handler(...args);
    });
  }
}
