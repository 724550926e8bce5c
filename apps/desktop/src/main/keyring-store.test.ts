import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createKeyringStore } from './keyring-store';
import { createTokenVault, KeychainUnavailableError, VAULT_SERVICE } from './vault';

/**
 * The real OS keychain. `npm test` runs Vitest under dbus-run-session with an unlocked
 * gnome-keyring, which sets DBUS_SESSION_BUS_ADDRESS. Without a session bus these tests are
 * not registered (one line says so) — and under CI=1 that absence is itself a failure, so
 * a CI machine that lost its keychain cannot pass silently.
 */
const haveSessionBus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS) || process.platform !== 'linux';

if (!haveSessionBus && process.env.CI !== '1') {
  console.log(
    'Keychain tests not run: no D-Bus session (run `npm test`, which starts dbus-run-session with gnome-keyring).',
  );
} else if (!haveSessionBus) {
  it('has a Secret Service to test against under CI', () => {
    expect.fail('CI=1 but DBUS_SESSION_BUS_ADDRESS is not set: the real keychain tests could not run.');
  });
} else {
  describe('token vault (real OS keychain via @napi-rs/keyring)', () => {
    const server = `http://127.0.0.1:${40000 + (process.pid % 20000)}/vitest`;

    it('saves, reads back and deletes a token', async () => {
      const vault = createTokenVault(createKeyringStore());
      await vault.delete(server);
      await vault.save(server, 'real-keychain-token');
      expect(await vault.get(server)).toBe('real-keychain-token');
      // Same entry as another process would see it: service + account.
      expect(await createKeyringStore().get(VAULT_SERVICE, server)).toBe('real-keychain-token');
      await vault.delete(server);
      expect(await vault.get(server)).toBeNull();
    });

    it('overwrites the token on a new login', async () => {
      const vault = createTokenVault(createKeyringStore());
      await vault.save(server, 'first');
      await vault.save(server, 'second');
      expect(await vault.get(server)).toBe('second');
      await vault.delete(server);
    });
  });
}

if (process.platform === 'linux') {
  describe('without a Secret Service (Linux)', () => {
    it('refuses with the Portuguese message instead of falling back to another store', async () => {
      // A child process with a dead session bus: the store is pinned to the Secret Service.
      const probe = fileURLToPath(new URL('../../test/keyring-no-bus.probe.ts', import.meta.url));
      const result = spawnSync(process.execPath, ['--import', 'tsx', probe], {
        env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/vitrine-bus' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.stdout.trim()).toBe(`refused: ${new KeychainUnavailableError(null).message}`);
    });
  });
}
