import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, createBridgeInvokers } from './desktop-bridge';

describe('bridge invokers (what the preload exposes)', () => {
  it('gives one function per channel, forwarding its arguments to that channel', async () => {
    const invoke = vi.fn(async (..._args: unknown[]) => 'ok');
    const bridge = createBridgeInvokers(invoke);
    await bridge.settings.setServerUrl('https://vitrine.example');
    await bridge.session.clear();
    expect(invoke.mock.calls).toEqual([
      [BRIDGE_CHANNELS['settings.setServerUrl'], 'https://vitrine.example'],
      [BRIDGE_CHANNELS['session.clear']],
    ]);
    const built = Object.entries(bridge).flatMap(([group, methods]) =>
      Object.keys(methods).map((m) => `${group}.${m}`),
    );
    expect(built.sort()).toEqual(Object.keys(BRIDGE_CHANNELS).sort());
  });
});
