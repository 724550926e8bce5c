import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';
import { migrateToLatest } from '../migrate';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase({ migrated: false }));
});
afterEach(() => close());

describe('migration 0032 (a contact’s erasure) on a database with data', () => {
  it('keeps every contact, none of them marked erased', async () => {
    await migrateToLatest(db, '0031_search_in_memory_only');
    const at = '2026-01-05T10:00:00.000Z';
    await db
      .insertInto('contacts')
      .values([
        { name: 'Ana', email: 'ana@cliente.test', phone: '', subject: 'Oi', message: 'Olá', read: 0, create_date: at },
        {
          name: '[eliminado]',
          email: 'eliminado-2@anonimo.invalid',
          phone: '',
          subject: '[eliminado]',
          message: '[eliminado]',
          read: 1,
          create_date: at,
        },
      ] as never)
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('contacts')
      .select(['email', 'erased_at', 'erased_request_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { email: 'ana@cliente.test', erased_at: null, erased_request_id: null },
      { email: 'eliminado-2@anonimo.invalid', erased_at: null, erased_request_id: null },
    ]);
  });
});
