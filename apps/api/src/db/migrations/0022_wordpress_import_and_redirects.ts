import { type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

type Tables = {
  content_versions: { name: string; version: number };
};

/**
 * Moving in from WordPress (features/wordpress):
 *
 * - `imported_posts` ties each imported post to its source: the site it came from (its base
 *   URL, so a second site's post 12 is not the first site's) and the WordPress post id. A
 *   second import of the same export finds its posts here and updates them instead of adding
 *   copies; `source_hash` tells whether the item changed at all. The byline of an author who
 *   is not a staff user is kept here, as posts have no author column of their own.
 * - `redirects`: old addresses (a path, or a path with its query such as `/?p=12`) answered
 *   with 301 to a new one, with their hits. The importer writes them; staff edit them.
 * - a `redirects` row in `content_versions`, so every process reloads its redirect table after
 *   a change made by any of them.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('imported_posts')
      .addColumn('site', 'varchar(300)', (c) => c.notNull())
      .addColumn('source_id', 'integer', (c) => c.notNull())
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .addColumn('guid', 'varchar(2000)', (c) => c.notNull())
      .addColumn('source_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('author_id', 'integer')
      .addColumn('byline', 'varchar(200)')
      .addColumn('imported_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('imported_posts_pk', ['site', 'source_id'])
      .execute();
    await db.schema.createIndex('imported_posts_post_idx').on('imported_posts').column('post_id').execute();

    const [idType, idColumn] = serialId(db);
    await db.schema
      .createTable('redirects')
      .addColumn('id', idType, idColumn)
      .addColumn('from_path', 'varchar(2000)', (c) => c.notNull().unique())
      .addColumn('to_path', 'varchar(2000)', (c) => c.notNull())
      .addColumn('source', 'varchar(20)', (c) => c.notNull())
      .addColumn('site', 'varchar(300)')
      .addColumn('created_by', 'integer')
      .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_hit_at', 'varchar(40)')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.withTables<Tables>().insertInto('content_versions').values({ name: 'redirects', version: 1 }).execute();
  },
};
