import { describe, expect, it, vi } from 'vitest';
import { isAllowedAddress } from '../../lib/public-address';

// DNS answers chosen by the test: each name stands for what an attacker's DNS could return.
vi.mock('node:dns', () => ({
  lookup: (
    hostname: string,
    _options: unknown,
    callback: (error: Error | null, addresses: Array<{ address: string; family: number }>) => void,
  ) => {
    const answers: Record<string, Array<{ address: string; family: number }>> = {
      'loopback.test': [{ address: '127.0.0.1', family: 4 }],
      'private.test': [{ address: '10.20.30.40', family: 4 }],
      'metadata.test': [{ address: '169.254.169.254', family: 4 }],
      'v6-loopback.test': [{ address: '::1', family: 6 }],
      'mixed.test': [
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ],
      'public.test': [{ address: '93.184.216.34', family: 4 }],
    };
    setImmediate(() => callback(null, answers[hostname] ?? []));
  },
}));

const { checkWebhookUrl, resolveAllowed } = await import('./url-safety');
const strict = { allowLoopback: false };

describe('webhook address checks', () => {
  it('refuses names that resolve to loopback, private, link-local or metadata addresses', async () => {
    for (const name of ['loopback.test', 'private.test', 'metadata.test', 'v6-loopback.test', 'mixed.test']) {
      await expect(resolveAllowed(name, strict), name).rejects.toThrow(/not public/);
    }
    await expect(resolveAllowed('public.test', strict)).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it('classifies literal addresses, v4 mapped into v6 included', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect(isAllowedAddress(ip, strict), ip).toBe(false);
    }
    expect(isAllowedAddress('8.8.8.8', strict)).toBe(true);
    expect(isAllowedAddress('2606:4700::1111', strict)).toBe(true);
    // The local-testing setting opens loopback only.
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isAllowedAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
  });

  it('accepts only https URLs without credentials unless local testing is on', () => {
    expect(checkWebhookUrl('https://crm.example.com/hook', strict)).toBeNull();
    expect(checkWebhookUrl('http://crm.example.com/hook', strict)).toBe('invalid');
    expect(checkWebhookUrl('http://127.0.0.1:9000/hook', { allowLoopback: true })).toBeNull();
    expect(checkWebhookUrl('https://[::1]/hook', strict)).toBe('not_public');
    expect(checkWebhookUrl('ftp://crm.example.com', strict)).toBe('invalid');
    expect(checkWebhookUrl('não é url', strict)).toBe('invalid');
  });
});
