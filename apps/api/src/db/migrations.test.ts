import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';
import { migrateToLatest } from './migrations';
import { Role } from '@vitrine/shared/roles';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase({ migrated: false }));
});
afterEach(() => close());

const user = (username: string) => ({
  username,
  role: Role.Marketing,
  password_hash: 'x',
  must_change_password: 0,
  created_at: '2026-03-10T12:00:00.000Z',
});

describe('upgrading a database of the first release', () => {
  it('adds the case-insensitive username index and the contact notification column', async () => {
    await migrateToLatest(db, '0001_initial');
    await db.insertInto('users').values(user('Ana@alvorada.test')).execute();
    await migrateToLatest(db);
    await expect(db.insertInto('users').values(user('ana@ALVORADA.test')).execute()).rejects.toThrow(
      /UNIQUE|unique constraint/,
    );
    const columns = await db.introspection.getTables();
    const contacts = columns.find((t) => t.name === 'contacts')!;
    expect(contacts.columns.map((c) => c.name)).toContain('notified_at');
  });

  it('stops with the clashing names when usernames already differ only in case', async () => {
    await migrateToLatest(db, '0001_initial');
    await db
      .insertInto('users')
      .values([user('Ana@alvorada.test'), user('ana@alvorada.test')])
      .execute();
    await expect(migrateToLatest(db)).rejects.toThrow(/ana@alvorada\.test/);
  });
});
