import { createFetchTransport, type ApiErrorBody, type ApiRequest, type ApiResponse } from '@vitrine/shared/api-client';
import type { Endpoint } from '@vitrine/shared/api-contract';
import { API_ERROR_STATUS, hasErrorCode } from '@vitrine/shared/error-codes';
import { desktopMessages } from './desktop-messages';
import type { SettingsStore } from './settings';
import { KeychainUnavailableError, type TokenVault } from './vault';

export interface IpcDeps {
  vault: TokenVault;
  settings: SettingsStore;
  fetchImpl: typeof fetch;
  openExternal(url: string): Promise<void>;
}

/** An error answered by the desktop itself, in the server's error shape (docs/ARCHITECTURE.md §4). */
const reply = (code: 'unavailable' | 'unexpected_reply', message: string): ApiResponse => ({
  status: API_ERROR_STATUS[code],
  headers: {},
  body: { message, code } satisfies ApiErrorBody,
});

function withoutToken(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Headers the page has no use for and that could carry credentials. */
const DROPPED_HEADERS = new Set(['set-cookie', 'authorization', 'www-authenticate']);

/** Sign-in calls: sent without a token. Contract keys, so a renamed path fails typecheck here too. */
const SIGN_IN_ENDPOINTS: Endpoint[] = ['POST /login', 'POST /login/2fa'];
const SIGN_IN: ReadonlySet<string> = new Set(SIGN_IN_ENDPOINTS);
/** Calls whose success answers a new session token (PUT /usuarios: the password change rotates it). */
const ISSUES_TOKEN: ReadonlySet<string> = new Set<Endpoint>([...SIGN_IN_ENDPOINTS, 'PUT /usuarios']);
const endpointOf = (req: ApiRequest) => `${req.method} ${req.path}`;
const issuesToken = (req: ApiRequest) => ISSUES_TOKEN.has(endpointOf(req));

/**
 * The one path every renderer API call takes: read the token from the vault, call the
 * configured server with it, keep a fresh session token in the vault and out of the reply,
 * forget the token when the server says its session is no longer valid (code session_ended:
 * expired, or ended by a password change, an Admin, "Sair de todas as sessões").
 */
export async function forwardApiRequest(deps: IpcDeps, req: ApiRequest): Promise<ApiResponse> {
  const serverUrl = deps.settings.get().serverUrl;
  if (!serverUrl) return reply('unavailable', desktopMessages.serverNotConfigured);
  const isLogin = SIGN_IN.has(endpointOf(req));

  let token: string | null = null;
  if (!isLogin) {
    try {
      token = await deps.vault.get(serverUrl);
    } catch (error) {
      if (error instanceof KeychainUnavailableError) return reply('unavailable', error.message);
      throw error;
    }
  }

  const transport = createFetchTransport({ baseUrl: serverUrl, getToken: () => token, fetchImpl: deps.fetchImpl });
  let res: ApiResponse;
  try {
    res = await transport.request(req);
  } catch {
    return reply('unavailable', desktopMessages.serverUnreachable(serverUrl));
  }

  let body = res.body;
  // The password step of an account with 2FA answers a short-lived challenge, no session:
  // it goes to the page for the code step (it opens nothing by itself).
  const isChallenge = (body as { twoFactorRequired?: unknown } | null)?.twoFactorRequired === true;
  if (issuesToken(req) && res.status >= 200 && res.status < 300 && !isChallenge) {
    const fresh = (body as { token?: unknown } | null)?.token;
    if (typeof fresh !== 'string' || !fresh) return reply('unexpected_reply', desktopMessages.unexpectedReply);
    try {
      await deps.vault.save(serverUrl, fresh);
    } catch (error) {
      // Never a plaintext fallback: without a keychain there is no desktop session.
      return reply('unavailable', error instanceof Error ? error.message : desktopMessages.keychainUnavailable);
    }
    token = fresh;
    body = withoutToken(body);
  }
  if (token && hasErrorCode(res.body, 'session_ended')) {
    await deps.vault.delete(serverUrl).catch(() => undefined);
  }

  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(res.headers)) if (!DROPPED_HEADERS.has(key)) headers[key] = value;
  const out: ApiResponse = { status: res.status, headers, body };
  // Last line of defence: whatever the server echoed, the token never reaches the page.
  if (token && JSON.stringify(out).includes(token)) return reply('unexpected_reply', desktopMessages.unexpectedReply);
  return out;
}
