import { type Kysely, type Migration, sql } from 'kysely';
import { engineOf } from '../database';

/**
 * Drops the databases' own full-text indexes of the posts (migration 0012): SQLite's FTS5
 * table and PostgreSQL's weighted tsvector with its GIN index and folding function. Every
 * search is answered by the in-memory index each process builds from `post_search`
 * (features/search/ranked-index.ts), the same code on both engines; these indexes were only
 * a fallback with another analyzer, whose answers and order differed from the index's, and
 * each post write paid for them. `post_search` keeps the text and the revision. The
 * `unaccent` extension stays: dropping an extension may need rights the database's owner
 * lacks, and it costs nothing unused.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (engineOf(db) === 'postgres') {
      await sql`drop index if exists post_search_document_idx`.execute(db);
      await sql`alter table post_search drop column if exists document`.execute(db);
      await sql`drop function if exists vitrine_unaccent_lexemes(tsvector)`.execute(db);
      return;
    }
    await sql`drop table if exists post_search_fts`.execute(db);
  },
};
