import { describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '@vitrine/shared/desktop-bridge';
import { createDesktopSession } from './desktop-session';
import { Role } from '@vitrine/shared/roles';

function fakeBridge() {
  const clear = vi.fn(async () => undefined);
  return { bridge: { session: { clear, status: vi.fn() } } as unknown as DesktopBridge, clear };
}

describe('desktop session store (renderer)', () => {
  it('keeps who is logged in, never a token', () => {
    const { bridge } = fakeBridge();
    const store = createDesktopSession(bridge, null);
    expect(store.load()).toBeNull();
    store.save({ username: 'ana', role: Role.Admin, token: 'should-not-stay', mustChangePassword: false });
    expect(store.load()).toEqual({ username: 'ana', role: Role.Admin, mustChangePassword: false });
  });

  it('logout forgets the session and asks main to empty the keychain', async () => {
    const { bridge, clear } = fakeBridge();
    const store = createDesktopSession(bridge, { username: 'ana', role: Role.Marketing });
    await store.clear();
    expect(store.load()).toBeNull();
    expect(clear).toHaveBeenCalledOnce();
  });
});
