import { request as httpRequest, Agent } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { serverConfig } from '../test/helpers';
import { silentLogger } from './lib/logger';
import { KEEP_ALIVE_TIMEOUT_MS, startServer } from './server';

/** The real server's connection handling: what a proxy that keeps connections open relies on. */
let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterEach(() => database.drop());

/** Node's own idle keep-alive timeout, which the server must not use. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

describe('keep-alive connections', () => {
  it('stay open past Node’s 5 s default, so the proxy (60 s idle) is the side that closes them', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const server = await startServer(serverConfig(database), { logger: silentLogger });
    // One socket for every request, as nginx's upstream keepalive pool holds it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
        const req = httpRequest(`${server.url}/api/config`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket! }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const first = await get();
      let closedByServer = false;
      first.socket.once('close', () => (closedByServer = true));
      await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_KEEP_ALIVE_MS + 1_000));
      expect(closedByServer).toBe(false);
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await server.close();
    }
  }, 20_000);
});
