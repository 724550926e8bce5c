import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './request';

async function addressOf(forwardedFor: string | undefined, trustProxy = true): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return (await app.request('/', { headers })).text();
}

describe('clientAddress', () => {
  it('takes the entry our proxy appended, not the ones the client sent', async () => {
    expect(await addressOf('1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await addressOf('1.2.3.4,5.6.7.8 ')).toBe('5.6.7.8');
  });

  it('reads a single entry as before', async () => {
    expect(await addressOf('203.0.113.10')).toBe('203.0.113.10');
  });

  it('ignores the header when no proxy is trusted', async () => {
    expect(await addressOf('1.2.3.4', false)).toBe('unknown');
  });
});
