import { sql } from 'kysely';
import { type Db, engineOf } from '../../db/database';
import { publicFrom } from '@vitrine/shared/publishing';
import { indexedText } from './analyzer';
import { documentOf, type SearchDocument } from './search-document';
import type { RankablePost } from './ranked-index';

/**
 * What search keeps in the database: one `post_search` row per post with its text without HTML
 * (`body_text`, what the in-memory index reads and excerpts are cut from) and how many times it
 * was indexed (`revision`, which tells every process's in-memory index what changed). The
 * ranking itself is in memory (ranked-index.ts), the same code on both engines; the databases'
 * own full-text indexes answered nothing the same way and were dropped (migration 0031).
 */

/**
 * Which schema the index is written to. Migration 0012 made the databases' own full-text
 * indexes (FTS5 on SQLite, a tsvector column on PostgreSQL) and indexes the posts there with
 * it; migration 0031 dropped them, since every search is answered by the in-memory index
 * (ranked-index.ts), and from then on a post's entry is its text and its revision only.
 */
export type IndexSchema = 'current' | 'migration-0012';

/** Writes a post's document into the index (again): search-index.service calls it in the post's transaction. Every indexing counts (`revision`). */
export async function writeIndexEntry(
  db: Db,
  id: number,
  doc: SearchDocument,
  schema: IndexSchema = 'current',
): Promise<void> {
  if (schema === 'migration-0012') return indexAtMigration0012(db, id, doc);
  await db
    .insertInto('post_search')
    .values({ post_id: id, body_text: doc.body })
    .onConflict((oc) =>
      oc.column('post_id').doUpdateSet({ body_text: doc.body, revision: sql<number>`post_search.revision + 1` }),
    )
    .execute();
}

/**
 * A post as migration 0012 indexed it, before `revision` (0017) and until 0031 dropped these
 * indexes: PostgreSQL's `document` was each field's lexemes of the `portuguese` configuration,
 * folded by `unaccent` and weighted; SQLite's FTS5 row the fields as search terms.
 */
async function indexAtMigration0012(db: Db, id: number, doc: SearchDocument): Promise<void> {
  if (engineOf(db) === 'postgres') {
    const field = (text: string, weight: 'A' | 'B' | 'C') =>
      sql`setweight(vitrine_unaccent_lexemes(to_tsvector('portuguese', ${text})), ${sql.lit(weight)})`;
    const document = sql`${field(doc.title, 'A')} || ${field(doc.tags, 'A')} || ${field(doc.subtitle, 'B')} || ${field(
      doc.description,
      'B',
    )} || ${field(doc.body, 'C')}`;
    await db
      .insertInto('post_search')
      .values({ post_id: id, body_text: doc.body, document } as never)
      .execute();
    return;
  }
  const text = [doc.title, doc.tags, doc.subtitle, doc.description, doc.body].map(indexedText);
  await sql`insert into post_search_fts (rowid, title, tags, subtitle, description, body) values (${id}, ${sql.join(text)})`.execute(
    db,
  );
  await db.insertInto('post_search').values({ post_id: id, body_text: doc.body }).execute();
}

/** Drops a post from the index: call in the transaction that deletes it. */
export async function deleteIndexEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('post_search').where('post_id', '=', id).execute();
}

/** The next `limit` posts after id `after`, with only the columns posts had at migration 0012. */
export function postsToIndexAfter(db: Db, after: number, limit: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'title', 'subtitle', 'description', 'tags', 'content'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The text of these posts without HTML, by id (excerpts). */
export async function listBodyTexts(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_search')
    .select(['post_id', 'body_text'])
    .where('post_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.post_id, row.body_text]));
}

/**
 * What decides whether a post's entry in the in-memory ranked index is still right: its
 * visibility columns and how many times it was indexed (post_search.revision).
 */
export async function listSearchStates(db: Db): Promise<Array<{ id: number; state: string }>> {
  const rows = await db
    .selectFrom('posts as p')
    .leftJoin('post_search as s', 's.post_id', 'p.id')
    .select(['p.id', 'p.status', 'p.publish_at', 'p.deleted_at', 's.revision'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    state: `${row.status}|${row.publish_at ?? ''}|${row.deleted_at ?? ''}|${row.revision ?? ''}`,
  }));
}

/** These posts as the ranked index keeps them: the same text indexPost was given, and when each is public. */
export async function listRankablePosts(db: Db, ids: number[]): Promise<RankablePost[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('posts as p')
    .leftJoin('post_search as s', 's.post_id', 'p.id')
    .select(['p.id', 'p.title', 'p.subtitle', 'p.description', 'p.tags', 'p.status', 'p.publish_at', 'p.deleted_at'])
    .select('s.body_text')
    .where('p.id', 'in', ids)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    publicFrom: publicFrom(row),
    fields: documentOf(row, row.body_text ?? ''),
  }));
}
