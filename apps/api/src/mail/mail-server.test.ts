import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { serverConfig } from '../../test/helpers';
import { openDatabase } from '../db/database';
import { silentLogger } from '../lib/logger';
import { startServer } from '../server';

/** The real server: its mail worker runs, sends what a request queued, and stops on close. */
let database: TestDatabase;
let dir: string;
beforeEach(async () => {
  database = await createTestDatabase({ migrated: false });
  dir = database.dir;
});
afterEach(() => database.drop());

describe('mail worker in the server', () => {
  it('writes the notification of a new contact as .eml soon after the request', async () => {
    const server = await startServer(serverConfig(database), { logger: silentLogger });
    try {
      const contact = {
        name: 'Paula Dias',
        email: 'paula@cliente.test',
        phone: '4733334444',
        subject: 'Proposta',
        message: 'Podem me ligar amanhã?',
      };
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/contato', contact)).status).toBe(201);
      expect((await post('/api/contato/send', { info: contact })).status).toBe(202);
      const folder = join(dir, 'outbox');
      await expect.poll(() => (existsSync(folder) ? readdirSync(folder).length : 0), { timeout: 5000 }).toBe(1);
    } finally {
      await server.close();
    }
    // Reopened after close: the worker finished its send before the database closed.
    const db = openDatabase(database.url);
    const rows = await db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    await db.destroy();
    expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
  });
});
