import { sql } from 'kysely';
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

/** A post as the releases before migration 0011 stored it. */
const oldPost = (title: string, tags: string, at: string) =>
  sql`insert into posts (title, subtitle, reading_time, description, content, tags, search_text, created_at, updated_at)
      values (${title}, '', '05:00', 'Descrição', '<p>x</p>', ${tags}, 'x', ${at}, ${at})`;

describe('migration 0011 (publishing) on a database with posts', () => {
  it('publishes existing posts at their creation time, with unique slugs and tag slugs', async () => {
    await migrateToLatest(db, '0009_rate_limits');
    await oldPost('Gestão de Pessoas', '[{"key":"RH","label":"Gestão de RH"}]', '2025-01-02T03:04:05.000Z').execute(db);
    await oldPost('Gestão de pessoas', 'não é JSON', '2025-02-02T03:04:05.000Z').execute(db);
    await oldPost('2024', '[]', '2025-03-02T03:04:05.000Z').execute(db);
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('posts')
      .select(['slug', 'status', 'publish_at', 'tag_slugs'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        slug: 'gestao-de-pessoas',
        status: 'published',
        publish_at: '2025-01-02T03:04:05.000Z',
        tag_slugs: ' gestao-de-rh ',
      },
      { slug: 'gestao-de-pessoas-2', status: 'published', publish_at: '2025-02-02T03:04:05.000Z', tag_slugs: '' },
      { slug: 'post-2024', status: 'published', publish_at: '2025-03-02T03:04:05.000Z', tag_slugs: '' },
    ]);
  });
});
