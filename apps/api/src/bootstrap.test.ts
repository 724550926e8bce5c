import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { ensureFirstAdmin } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { findUserByUsername } from './features/auth/accounts.repository';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.url);
});
afterEach(async () => {
  await db.destroy();
  await database.drop();
});

const configWith = (env: Record<string, string>) =>
  loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.dir, ...env });
const now = new Date('2026-03-10T12:00:00Z');

describe('first Admin', () => {
  it('with a generated password: printed once and must be changed at first login', async () => {
    const result = await ensureFirstAdmin(db, configWith({}), now);
    expect(result.generatedAdmin?.username).toBe('admin');
    expect((await findUserByUsername(db, 'admin'))?.must_change_password).toBe(1);
  });

  it('from ADMIN_USERNAME/ADMIN_PASSWORD: the operator chose it, so no forced change', async () => {
    const config = configWith({ ADMIN_USERNAME: 'ana@alvorada.test', ADMIN_PASSWORD: 'Uma-senha-forte-1' });
    const result = await ensureFirstAdmin(db, config, now);
    expect(result).toEqual({ createdAdmin: 'ana@alvorada.test' });
    expect((await findUserByUsername(db, 'ana@alvorada.test'))?.must_change_password).toBe(0);
  });

  it('does nothing once a user exists', async () => {
    await ensureFirstAdmin(db, configWith({}), now);
    expect(await ensureFirstAdmin(db, configWith({}), now)).toEqual({});
  });
});
