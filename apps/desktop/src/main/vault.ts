import { desktopMessages } from './desktop-messages';

/** Where secrets go: the OS keychain in the app, a Map in tests. */
export interface SecretStore {
  get(service: string, account: string): Promise<string | null>;
  set(service: string, account: string, secret: string): Promise<void>;
  delete(service: string, account: string): Promise<boolean>;
}

/** The keychain service name; the account is the server URL, so each server has its own session. */
export const VAULT_SERVICE = 'vitrine-admin';

/** Thrown when no OS keychain answers; its message is what the person reads. */
export class KeychainUnavailableError extends Error {
  override readonly cause: unknown;
  constructor(cause: unknown) {
    super(desktopMessages.keychainUnavailable);
    this.name = 'KeychainUnavailableError';
    this.cause = cause;
  }
}

export interface TokenVault {
  get(serverUrl: string): Promise<string | null>;
  save(serverUrl: string, token: string): Promise<void>;
  delete(serverUrl: string): Promise<void>;
}

/**
 * The token lives only in the store: no cache in memory beyond one request, and no fallback
 * to a file when the store fails — a missing keychain is an error the person sees.
 */
export function createTokenVault(store: SecretStore): TokenVault {
  async function guard<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (error) {
      throw error instanceof KeychainUnavailableError ? error : new KeychainUnavailableError(error);
    }
  }
  return {
    get: (serverUrl) => guard(() => store.get(VAULT_SERVICE, serverUrl)),
    save: (serverUrl, token) => guard(() => store.set(VAULT_SERVICE, serverUrl, token)),
    delete: async (serverUrl) => {
      await guard(() => store.delete(VAULT_SERVICE, serverUrl));
    },
  };
}

/** For tests and the renderer e2e: same contract as the keychain, nothing persisted. */
export function createMemoryStore(): SecretStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const key = (service: string, account: string) => `${service}\u0000${account}`;
  return {
    entries,
    get: async (service, account) => entries.get(key(service, account)) ?? null,
    set: async (service, account, secret) => {
      entries.set(key(service, account), secret);
    },
    delete: async (service, account) => entries.delete(key(service, account)),
  };
}
