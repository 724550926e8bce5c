import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FetchRefused, fetchPublic, isPrivateAddress } from './safe-fetch';

describe('fetching images of the old site', () => {
  it('knows private, loopback and link-local addresses, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.1', '2606:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('never connects to this machine, by address or by a name that resolves to it', async () => {
    let reached = false;
    const server = createServer((_req, res) => {
      reached = true;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const limits = { maxBytes: 1000, timeoutMs: 2000 };
      await expect(fetchPublic(`http://127.0.0.1:${port}/a.png`, limits)).rejects.toBeInstanceOf(FetchRefused);
      await expect(fetchPublic(`http://localhost:${port}/a.png`, limits)).rejects.toBeInstanceOf(FetchRefused);
      await expect(fetchPublic(`http://[::1]:${port}/a.png`, limits)).rejects.toBeInstanceOf(FetchRefused);
      await expect(fetchPublic('file:///etc/passwd', limits)).rejects.toBeInstanceOf(FetchRefused);
      expect(reached).toBe(false);
    } finally {
      server.close();
    }
  });
});
