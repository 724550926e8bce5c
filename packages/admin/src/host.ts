import type { ApiClient } from '@vitrine/shared/api-client';
import type { RoleId } from '@vitrine/shared/roles';

/**
 * What a host (the browser's /admin, the desktop renderer) hands the admin screens. The
 * screens know nothing of where they run: they call the API through `api` (whose transport
 * the host chose) and remember who is logged in through `session`.
 */
export interface AdminSession {
  username: string;
  role: RoleId;
  /** The browser host keeps the token here (spec: admin_token); the desktop host never has it. */
  token?: string;
  mustChangePassword?: boolean;
  /** REQUIRE_2FA_FOR_ADMIN: this Admin enables 2FA before anything else. */
  mustEnableTotp?: boolean;
}

export interface SessionStore {
  load(): AdminSession | null;
  save(session: AdminSession): void;
  /** Logout or an invalid token: forget the session (the desktop host also empties the keychain). */
  clear(): Promise<void>;
}

export interface AdminHostProps {
  api: ApiClient;
  session: SessionStore;
  /**
   * Opens an external http(s) link (the desktop host sends it to the OS browser). Defaults to
   * window.open with noopener.
   */
  openExternal?: (url: string) => void;
  /**
   * 'path' (default): the browser's address (/login, /admin/posts/3). 'hash': #/login, for the
   * desktop renderer, which is loaded from packaged files and has no server to fall back on.
   */
  routing?: 'path' | 'hash';
}
