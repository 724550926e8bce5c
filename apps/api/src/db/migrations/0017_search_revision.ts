import { type Kysely, type Migration } from 'kysely';

/**
 * `post_search.revision` counts how many times a post was indexed: every indexPost adds one.
 * The in-memory ranked index (features/search/live-ranked-index.ts) tells by it which posts
 * to read again after a write, in this process or another; `updated_at` cannot tell, as two
 * writes in the same millisecond (or under a fixed test clock) leave it unchanged.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('post_search')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
