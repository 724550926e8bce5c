import { errorCode, type ApiClient } from '@vitrine/shared/api-client';

/**
 * Wraps the host's client so that any call the server answers with `session_ended` (an
 * expired or revoked token) ends the session here. A wrong password or code at the sign-in
 * is a 401 too, but with its own code, so it leaves the screen alone.
 */
export function guardedApi(api: ApiClient, onUnauthorized: () => void): ApiClient {
  const wrapped = { ...api } as Record<string, unknown>;
  for (const [name, fn] of Object.entries(api)) {
    if (typeof fn !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (errorCode(error) === 'session_ended') onUnauthorized();
        throw error;
      }
    };
  }
  return wrapped as ApiClient;
}
