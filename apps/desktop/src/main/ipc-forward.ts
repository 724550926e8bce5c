import { createFetchTransport, type ApiRequest, type ApiResponse } from '@vitrine/shared/api-client';
import { desktopMessages } from './desktop-messages';
import type { SettingsStore } from './settings';
import { KeychainUnavailableError, type TokenVault } from './vault';

export interface IpcDeps {
  vault: TokenVault;
  settings: SettingsStore;
  fetchImpl: typeof fetch;
  openExternal(url: string): Promise<void>;
}

const reply = (status: number, message: string): ApiResponse => ({ status, headers: {}, body: { message } });

function withoutToken(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Headers the page has no use for and that could carry credentials. */
const DROPPED_HEADERS = new Set(['set-cookie', 'authorization', 'www-authenticate']);

/**
 * The one path every renderer API call takes: read the token from the vault, call the
 * configured server with it, keep a fresh login token in the vault and out of the reply,
 * forget the token when the server says it is no longer valid.
 */
export async function forwardApiRequest(deps: IpcDeps, req: ApiRequest): Promise<ApiResponse> {
  const serverUrl = deps.settings.get().serverUrl;
  if (!serverUrl) return reply(503, desktopMessages.serverNotConfigured);
  const isLogin = req.method === 'POST' && req.path === '/login';

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
  if (isLogin && res.status >= 200 && res.status < 300) {
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
  if (req.method === 'POST' && req.path === '/verifyToken' && res.status === 401) {
    await deps.vault.delete(serverUrl).catch(() => undefined);
  }

  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(res.headers)) if (!DROPPED_HEADERS.has(key)) headers[key] = value;
  const out: ApiResponse = { status: res.status, headers, body };
  // Last line of defence: whatever the server echoed, the token never reaches the page.
  if (token && JSON.stringify(out).includes(token)) return reply(502, desktopMessages.unexpectedReply);
  return out;
}
