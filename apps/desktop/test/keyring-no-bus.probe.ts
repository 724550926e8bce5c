// Run by keyring-store.test.ts in a child process whose D-Bus address points nowhere.
import { createKeyringStore } from '../src/main/keyring-store';
import { createTokenVault } from '../src/main/vault';

const vault = createTokenVault(createKeyringStore());
try {
  await vault.save('http://127.0.0.1:1/no-bus', 'x');
  await vault.delete('http://127.0.0.1:1/no-bus');
  console.log('stored');
} catch (error) {
  console.log(`refused: ${(error as Error).message}`);
}
