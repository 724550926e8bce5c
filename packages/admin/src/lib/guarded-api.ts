import { ApiError, type ApiClient } from '@vitrine/shared/api-client';

/**
 * Wraps the host's client so that a 401 on any call made with a session (an expired or
 * revoked token) ends the session. The sign-in calls are left alone: there a 401 means a wrong
 * password or code.
 */
/** Where a 401 means a wrong password or code, not an ended session. */
const SIGN_IN_CALLS = new Set(['login', 'loginSecondStep']);

export function guardedApi(api: ApiClient, onUnauthorized: () => void): ApiClient {
  const wrapped = { ...api } as Record<string, unknown>;
  for (const [name, fn] of Object.entries(api)) {
    if (SIGN_IN_CALLS.has(name) || typeof fn !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        throw error;
      }
    };
  }
  return wrapped as ApiClient;
}
