import { createServer, type Server } from 'node:http';
import type * as Dns from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

/**
 * Names that resolve to addresses a webhook must never reach: refused when an endpoint is
 * saved, and again when a delivery is sent (a name may resolve elsewhere by then: DNS
 * rebinding), without a connection ever being opened. The DNS answers are the test's, standing
 * for what an attacker's DNS server could return.
 */
const ANSWERS: Record<string, Array<{ address: string; family: number }>> = {
  'crm-loopback.test': [{ address: '127.0.0.1', family: 4 }],
  'crm-private.test': [{ address: '10.0.0.7', family: 4 }],
  'crm-metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'crm-v6-loopback.test': [{ address: '::1', family: 6 }],
};

vi.mock('node:dns', async (importOriginal) => {
  const real = await importOriginal<typeof Dns>();
  const lookup = (hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    const answer = ANSWERS[hostname];
    if (!answer) return (real.lookup as (...args: unknown[]) => void)(hostname, options, callback);
    setImmediate(() => callback(null, answer));
  };
  return { ...real, default: { ...real, lookup }, lookup };
});

const { sendWebhook } = await import('../../jobs/webhook-sender');

let ctx: TestContext | undefined;
let server: Server | undefined;
afterEach(async () => {
  if (server) await new Promise((r) => server!.close(r));
  await ctx?.close();
  ctx = server = undefined;
});

describe('webhook URLs whose names resolve to private addresses', () => {
  it('are refused when the endpoint is saved', async () => {
    ctx = await createTestContext();
    const token = await ctx.adminToken();
    for (const name of Object.keys(ANSWERS)) {
      const res = await ctx.request('POST', '/api/integracoes', {
        token,
        json: { url: `https://${name}/hook`, events: ['contact.created'] },
      });
      expect(res.status, name).toBe(422);
      expect(res.body.errors.url, name).toBeTruthy();
    }
    expect((await ctx.request('GET', '/api/integracoes', { token })).body).toEqual([]);
  });

  it('are refused at send time without opening a connection', async () => {
    // A listener on loopback counts connections: a refused send must not reach it.
    let connections = 0;
    server = createServer((_, res) => res.end());
    server.on('connection', () => (connections += 1));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    for (const name of Object.keys(ANSWERS)) {
      const result = await sendWebhook(`https://${name}:${port}/hook`, {}, '{}', {
        policy: { allowLoopback: false },
        timeoutMs: 2_000,
      });
      expect(result, name).toMatchObject({ ok: false, statusCode: null, error: 'address is not public' });
    }
    expect(connections).toBe(0);
  });
});
