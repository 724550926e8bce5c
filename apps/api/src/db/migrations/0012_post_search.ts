import { type Kysely, type Migration, sql } from 'kysely';
import { engineOf } from '../database';
import type { DerivedDataRebuilders } from '../derived-data';

/**
 * Full-text search of the blog. `post_search` has one row per post: its text with
 * the HTML removed (`body_text`, what excerpts are cut from) and, per engine, the index:
 *
 * - SQLite: `post_search_fts`, an FTS5 table over title, tags, subtitle, description and body.
 *   It is contentless (content='') with contentless_delete=1: what it indexes is the text as
 *   search terms (stems without accents, see search/analyzer.ts), which nobody reads, so there
 *   is nothing worth storing a second copy of (an ordinary FTS5 table) or pointing back at (an
 *   external-content table would need the stems stored somewhere anyway); excerpts are built
 *   from `body_text`. contentless_delete lets a post's row be deleted or replaced by rowid (the
 *   post id). The tokenizer only splits on the spaces between the terms.
 * - PostgreSQL: `document`, a tsvector with weights (title and tags A, subtitle and description
 *   B, body C) from the `portuguese` configuration, its lexemes then folded by `unaccent`
 *   (search.repository.ts tells why in that order), with a GIN index. `unaccent` is in
 *   PostgreSQL's contrib, shipped in Debian's postgresql-15 package, and a trusted extension:
 *   the database's owner may create it.
 *
 * Every post there is indexed here; from now on each post write updates its row in the same
 * transaction (posts.service.ts). The indexing itself is the search feature's, handed in by the
 * caller that runs the migrations (db/ imports no feature).
 */
export const migration = (rebuild: DerivedDataRebuilders): Migration => ({
  async up(db: Kysely<unknown>) {
    const postgres = engineOf(db) === 'postgres';
    if (postgres) {
      await sql`create extension if not exists unaccent`.execute(db);
      // The lexemes of a tsvector with their accents folded, positions and weights kept. Each
      // lexeme is quoted on its own: unaccent turns some letters into an apostrophe ("ŉ" →
      // "'n"), so folding the tsvector's text form as a whole could break its syntax.
      await sql`
        create or replace function vitrine_unaccent_lexemes(vector tsvector) returns tsvector
        language sql stable parallel safe as $$
          select coalesce(string_agg(
            '''' || replace(replace(unaccent(u.lexeme), '\\', '\\\\'), '''', '''''') || ''':' ||
              (select string_agg(x.position::text || x.weight, ',') from unnest(u.positions, u.weights) as x(position, weight)),
            ' '), '')::tsvector
          from unnest(vector) as u
        $$`.execute(db);
    }
    await db.schema
      .createTable('post_search')
      .addColumn('post_id', 'integer', (c) => c.primaryKey().references('posts.id').onDelete('cascade'))
      .addColumn('body_text', 'text', (c) => c.notNull())
      .$call((table) => (postgres ? table.addColumn('document', sql`tsvector`, (c) => c.notNull()) : table))
      .execute();
    if (postgres) {
      await sql`create index post_search_document_idx on post_search using gin (document)`.execute(db);
    } else {
      await sql`
        create virtual table post_search_fts using fts5(
          title, tags, subtitle, description, body,
          content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
        )`.execute(db);
    }
    await rebuild.searchIndex(db, 'migration-0012');
  },
});
