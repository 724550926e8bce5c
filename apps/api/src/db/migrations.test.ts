import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';
import { migrateToLatest } from '../migrate';
import { Role } from '@vitrine/shared/roles';
import { parseSearch } from '../features/search/search-query';
import { searchPostList } from '../features/search/search.service';

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

describe('upgrading a database with posts to full-text search (0012)', () => {
  it('finds the posts already there after the upgrade, body included', async () => {
    await migrateToLatest(db, '0011_publishing');
    const post = {
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
    };
    await db
      .insertInto('posts')
      .values([
        {
          ...post,
          slug: 'entregas-urbanas',
          title: 'Entregas urbanas',
          content: '<p>A <em>roteirização</em> dinâmica.</p>',
        },
        { ...post, slug: 'outro-assunto', title: 'Outro assunto', content: '<p>Nada a ver.</p>' },
      ])
      .execute();
    await migrateToLatest(db);
    const now = new Date('2026-04-01T12:00:00.000Z');
    // Searched as visitors search (the index each process keeps, on both engines).
    const found = await searchPostList(db, parseSearch('roteirizacao'), { page: 1, pageSize: 10 }, now);
    expect({ total: found.total, ids: found.posts.map((post) => post.id) }).toEqual({ total: 1, ids: [1] });
    expect((await searchPostList(db, parseSearch('tms'), { page: 1, pageSize: 10 }, now)).total).toBe(2);
  });
});
