import { describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  createTokenVault,
  KeychainUnavailableError,
  VAULT_SERVICE,
  type SecretStore,
} from './vault';

const server = 'https://vitrine.example.com.br';

describe('token vault (in-memory store)', () => {
  it('saves, reads and deletes the token under service vitrine-admin, account = server URL', async () => {
    const store = createMemoryStore();
    const vault = createTokenVault(store);
    expect(await vault.get(server)).toBeNull();
    await vault.save(server, 'tok-1');
    expect(await vault.get(server)).toBe('tok-1');
    expect(await store.get(VAULT_SERVICE, server)).toBe('tok-1');
    await vault.delete(server);
    expect(await vault.get(server)).toBeNull();
  });

  it('keeps one session per server', async () => {
    const vault = createTokenVault(createMemoryStore());
    await vault.save(server, 'a');
    await vault.save('http://localhost:3000', 'b');
    await vault.delete(server);
    expect(await vault.get('http://localhost:3000')).toBe('b');
  });

  it('deleting a missing token is not an error', async () => {
    await expect(createTokenVault(createMemoryStore()).delete(server)).resolves.toBeUndefined();
  });

  it('turns a keychain failure into a readable Portuguese message, with no fallback', async () => {
    const broken: SecretStore = {
      get: () => Promise.reject(new Error('org.freedesktop.DBus.Error.ServiceUnknown')),
      set: () => Promise.reject(new Error('org.freedesktop.DBus.Error.ServiceUnknown')),
      delete: () => Promise.reject(new Error('org.freedesktop.DBus.Error.ServiceUnknown')),
    };
    const vault = createTokenVault(broken);
    const error = await vault.save(server, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect((error as Error).message).toMatch(/cofre de senhas do sistema/);
    expect((error as Error).message).toMatch(/GNOME Keyring ou KWallet/);
    await expect(vault.get(server)).rejects.toBeInstanceOf(KeychainUnavailableError);
  });
});
