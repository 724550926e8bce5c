import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type Db, engineOf } from '../../db/database';
import { publicFrom } from '@vitrine/shared/publishing';
import { publicPostCondition } from '../posts/posts.repository';
import type { Database, PostsTable } from '../../db/schema';
import { indexedText } from './analyzer';
import { documentOf, type SearchDocument } from './search-document';
import { type RankablePost, type RankedPage, SEARCH_FIELDS } from './ranked-index';
import { type SearchQuery, toFts5Excluded, toFts5Match, toTsquery } from './search-query';

/**
 * The search index (migration 0012) and the ranked search over it, on either engine:
 *
 * - SQLite: FTS5 table `post_search_fts`, fed with the text as search terms (analyzer.ts),
 *   ranked by BM25 with per-column weights.
 * - PostgreSQL: `post_search.document`, a weighted tsvector made by the `portuguese`
 *   configuration with its lexemes then folded by `unaccent`, ranked by ts_rank_cd. The
 *   usual recipe (a configuration with `unaccent` in front of the stemmer) folds before
 *   stemming, and Snowball then no longer sees the endings it knows by their accents:
 *   "contratação" and "contratações" would index as contrataca and contrataco. A
 *   configuration can only put filtering dictionaries before the stemmer, so the folding
 *   happens after it, lexeme by lexeme (vitrine_unaccent_lexemes). Queries are built from
 *   search terms made in JavaScript by the same Snowball stemmer and stop words.
 */

/** The tsvector of a document: each field's lexemes, folded, with its weight. */
function documentVector(doc: SearchDocument) {
  const field = (text: string, weight: 'A' | 'B' | 'C') =>
    sql`setweight(vitrine_unaccent_lexemes(to_tsvector('portuguese', ${text})), ${sql.lit(weight)})`;
  return sql`${field(doc.title, 'A')} || ${field(doc.tags, 'A')} || ${field(doc.subtitle, 'B')} || ${field(
    doc.description,
    'B',
  )} || ${field(doc.body, 'C')}`;
}

/** Which schema the index is written to: migration 0012 runs before post_search.revision exists (0017). */
export type IndexSchema = 'current' | 'migration-0012';

/** Every indexing of a post counts (migration 0017): what in-memory copies compare. */
const revisionOf = (schema: IndexSchema) =>
  schema === 'current' ? { revision: sql<number>`post_search.revision + 1` } : {};

/** Writes a post's document into the index (again): search-index.service calls it in the post's transaction. */
export async function writeIndexEntry(
  db: Db,
  id: number,
  doc: SearchDocument,
  schema: IndexSchema = 'current',
): Promise<void> {
  if (engineOf(db) === 'postgres') {
    const document = documentVector(doc);
    await db
      .insertInto('post_search')
      .values({ post_id: id, body_text: doc.body, document } as never)
      .onConflict((oc) =>
        oc.column('post_id').doUpdateSet({ body_text: doc.body, document, ...revisionOf(schema) } as never),
      )
      .execute();
    return;
  }
  await sql`delete from post_search_fts where rowid = ${id}`.execute(db);
  await sql`insert into post_search_fts (rowid, title, tags, subtitle, description, body) values (${id}, ${indexedText(
    doc.title,
  )}, ${indexedText(doc.tags)}, ${indexedText(doc.subtitle)}, ${indexedText(doc.description)}, ${indexedText(doc.body)})`.execute(
    db,
  );
  await db
    .insertInto('post_search')
    .values({ post_id: id, body_text: doc.body })
    .onConflict((oc) => oc.column('post_id').doUpdateSet({ body_text: doc.body, ...revisionOf(schema) }))
    .execute();
}

/** Drops a post from the index: call in the transaction that deletes it. */
export async function deleteIndexEntry(db: Db, id: number): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`delete from post_search_fts where rowid = ${id}`.execute(db);
  await db.deleteFrom('post_search').where('post_id', '=', id).execute();
}

/** Empties SQLite's FTS5 table before the whole index is written again (PostgreSQL keeps the document in post_search). */
export async function clearFullTextTable(db: Db): Promise<void> {
  if (engineOf(db) === 'sqlite')
    await sql`insert into post_search_fts (post_search_fts) values ('delete-all')`.execute(db);
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

/**
 * PUBLIC VISIBILITY: the one place that decides which posts a visitor can find. Every search
 * query (the count, the ranked page, the suggestions) goes through here with the posts table
 * joined as `p`, and posts.repository's visibility rule (published, publish time passed) is
 * applied to `p`: drafts and scheduled posts are never found. The in-memory ranked index keeps
 * each post's `publicFrom` (the same rule, packages/shared/src/publishing.ts) and compares it with the reader's clock.
 */
function onlyPublic<DB extends { p: PostsTable }, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  now: Date,
): SelectQueryBuilder<DB, TB, O> {
  return query.where(publicPostCondition(now, 'p'));
}

/** BM25 weight of each FTS5 column, in the table's order (ranked-index.ts SEARCH_FIELDS). */
const BM25_WEIGHTS = sql.raw(SEARCH_FIELDS.map((field) => field.weight.toFixed(1)).join(', '));
/**
 * ts_rank_cd's weights for D, C, B, A: the body (C) counts a tenth of a title word, so a word
 * said many times in the body does not outrank a title; normalisation 1 divides by
 * 1 + log(length), as BM25 damps long documents.
 */
const TS_RANK_WEIGHTS = sql.lit('{0.05, 0.1, 0.4, 1.0}');

/** Posts as `p`, narrowed to those that match; the other tables joined are read only by `score`. */
type MatchedPosts = SelectQueryBuilder<Database & { p: PostsTable }, 'p', object>;
const narrowed = (query: unknown) => query as MatchedPosts;

/**
 * The posts that match (posts as `p`, public ones only) and how well each does (`score`, lower
 * is better), on this database's engine.
 */
function matching(db: Db, query: SearchQuery, now: Date): { posts: MatchedPosts; score: RawBuilder<number> } {
  const posts = db.selectFrom('posts as p');
  if (engineOf(db) === 'postgres') {
    const tsquery = sql`cast(${toTsquery(query)} as tsquery)`;
    return {
      posts: narrowed(
        onlyPublic(
          posts.innerJoin('post_search as s', 's.post_id', 'p.id').where(sql<boolean>`s.document @@ ${tsquery}`),
          now,
        ),
      ),
      score: sql<number>`-ts_rank_cd(${TS_RANK_WEIGHTS}, s.document, ${tsquery}, 1)`,
    };
  }
  const match = toFts5Match(query);
  if (match) {
    return {
      posts: narrowed(
        onlyPublic(
          db
            // Unaliased: FTS5 knows its table by name in MATCH and bm25().
            .selectFrom(sql<{ rowid: number }>`post_search_fts`.as('post_search_fts'))
            // A CROSS JOIN, which SQLite never reorders: the match drives and each matching post
            // is read by its primary key. Joined the other way round, the planner walked every
            // public post by the visibility index and ran the match once per post: seconds per
            // search at 10,000 posts (search.test.ts checks the plan).
            .crossJoin('posts as p')
            .whereRef('p.id', '=', 'post_search_fts.rowid')
            .where(sql<boolean>`post_search_fts match ${match}`),
          now,
        ),
      ),
      score: sql<number>`bm25(post_search_fts, ${BM25_WEIGHTS})`,
    };
  }
  // Only exclusions: every post without the excluded words, newest first.
  const excluded = toFts5Excluded(query) ?? '""';
  return {
    posts: onlyPublic(
      posts.where(
        sql<boolean>`p.id not in (select rowid from post_search_fts where post_search_fts match ${excluded})`,
      ),
      now,
    ),
    score: sql<number>`0`,
  };
}

export type { RankedPage } from './ranked-index';

/** How many posts match and the ids of one page of them, best first, newest first among equals. */
export async function searchPosts(
  db: Db,
  query: SearchQuery,
  range: { limit: number; offset: number },
  now: Date,
): Promise<RankedPage> {
  const { posts, score } = matching(db, query, now);
  const [count, page] = await Promise.all([
    posts.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    // Recency breaks ties: the most recently published first, as the blog lists them.
    posts
      .select(['p.id', score.as('score')])
      .orderBy('score')
      .orderBy('p.publish_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(range.limit)
      .offset(range.offset)
      .execute(),
  ]);
  return { total: Number(count.n), ids: page.map((row) => row.id) };
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
