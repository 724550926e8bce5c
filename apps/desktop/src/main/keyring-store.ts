import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import type { SecretStore } from './vault';

/**
 * The OS keychain through @napi-rs/keyring: Windows Credential Manager, macOS Keychain,
 * Linux Secret Service. On Linux the store is pinned to the Secret Service: the library's
 * default would fall back to the kernel keyring, which forgets everything at logout and
 * would hide a missing keychain instead of telling the person.
 */
const options: EntryOptions = { linux: { store: 'secret-service' } };

export function createKeyringStore(): SecretStore {
  const entry = (service: string, account: string) => new AsyncEntry(service, account, options);
  return {
    get: (service, account) =>
      entry(service, account)
        .getPassword()
        .then((v) => v ?? null),
    set: (service, account, secret) => entry(service, account).setPassword(secret),
    delete: (service, account) => entry(service, account).deleteCredential(),
  };
}
