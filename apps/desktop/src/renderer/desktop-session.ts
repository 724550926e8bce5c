import type { AdminSession, SessionStore } from '@vitrine/admin';
import type { DesktopBridge } from '@vitrine/shared/desktop-bridge';

/**
 * The desktop session lives in memory only: who is logged in (username, role). The token
 * stays in main's keychain, so nothing here is worth stealing and nothing is persisted in
 * the page; at start the host asks main whether a token exists and the server who it is.
 */
export function createDesktopSession(bridge: DesktopBridge, initial: AdminSession | null): SessionStore {
  let current = initial;
  return {
    load: () => current,
    save: (session) => {
      // Defensive: a session handed over with a token must not keep it in the page.
      const { token: _token, ...rest } = session;
      current = rest;
    },
    clear: async () => {
      current = null;
      await bridge.session.clear();
    },
  };
}
