import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { indexPost } from '../features/search/search-index.service';
import { parseSearch, searchPostList } from '../features/search/search.service';
import { type Db, engineOf } from './database';
import { migrateToLatest } from '../migrate';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase({ migrated: false }));
});
afterEach(() => close());

/** The databases' own full-text indexes that migration 0012 made, as far as they are still there. */
async function fullTextIndexes(): Promise<string[]> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns where table_name = 'post_search' and column_name = 'document'
      union all select indexname from pg_indexes where indexname = 'post_search_document_idx'
      union all select proname from pg_proc where proname = 'vitrine_unaccent_lexemes'`.execute(db);
    return rows.map((row) => row.name).sort();
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where name like 'post_search_fts%' order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe('migration 0031 (search answered in memory only) on a database with posts', () => {
  it('drops the full-text indexes, keeps every post findable, and indexes later writes', async () => {
    await migrateToLatest(db, '0011_publishing');
    const post = (slug: string, title: string, content: string) => ({
      slug,
      title,
      content,
      status: 'published',
      publish_at: '2026-03-10T12:00:00.000Z',
      subtitle: '',
      reading_time: '02:00',
      description: 'Resumo.',
      tags: JSON.stringify([{ key: 'TMS', label: 'TMS' }]),
      link_button: null,
      footer: null,
      search_text: '',
      created_at: '2026-03-10T12:00:00.000Z',
      updated_at: '2026-03-10T12:00:00.000Z',
    });
    await db
      .insertInto('posts')
      .values([
        post('entregas', 'Entregas urbanas', '<p>A roteirização dinâmica.</p>'),
        post('outro', 'Outro assunto', '<p>Nada a ver.</p>'),
      ] as never)
      .execute();
    await migrateToLatest(db, '0026_schema_version');
    expect((await fullTextIndexes()).length).toBeGreaterThan(0);

    await migrateToLatest(db);
    expect(await fullTextIndexes()).toEqual([]);
    const now = new Date('2026-04-01T12:00:00.000Z');
    const found = await searchPostList(db, parseSearch('roteirizacao'), { page: 1, pageSize: 10 }, now);
    expect({ total: found.total, ids: found.posts.map((p) => p.id) }).toEqual({ total: 1, ids: [1] });

    // A post written after the upgrade: its text and a new revision, nothing else.
    await indexPost(db, 2, { ...post('outro', 'Paletização', '<p>Cargas.</p>'), tags: '[]' });
    const row = await db.selectFrom('post_search').selectAll().where('post_id', '=', 2).executeTakeFirstOrThrow();
    expect(row).toEqual({ post_id: 2, body_text: 'Cargas.', revision: 1 });
  });
});
