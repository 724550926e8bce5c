import { type Kysely, type Migration } from 'kysely';
import { bytesType } from '../portable';

/*
 * The table as this migration creates it. Declared here rather than taken from db/schema.ts,
 * which follows the newest migration: this one must keep compiling as the schema moves on.
 */
type Tables = {
  content_versions: { name: string; version: number };
};

/**
 * Cached public reads and responsive images:
 *
 * - `content_versions`: one counter per cached content kind ('posts'), bumped in the same
 *   transaction as every write to it. Each server process reads it before answering from
 *   its cache, so a write is seen by the very next read in every process on the database.
 * - `posts_search_text_idx`: counting posts (all, or those matching a search) reads this
 *   narrow index instead of the table with its post bodies.
 * - `post_images.width/height`: the original's size, for width/height attributes; null
 *   until the start-up step reads it for images stored before this migration.
 * - `post_image_variants`: resized WebP copies at a few widths (bytes: blob on SQLite,
 *   bytea on PostgreSQL).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_versions')
      .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await db.withTables<Tables>().insertInto('content_versions').values({ name: 'posts', version: 1 }).execute();

    await db.schema.createIndex('posts_search_text_idx').on('posts').column('search_text').execute();

    await db.schema.alterTable('post_images').addColumn('width', 'integer').execute();
    await db.schema.alterTable('post_images').addColumn('height', 'integer').execute();

    await db.schema
      .createTable('post_image_variants')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .addColumn('image_id', 'integer', (c) => c.notNull())
      .addColumn('format', 'varchar(10)', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('mime', 'varchar(40)', (c) => c.notNull())
      .addColumn('bytes', bytesType(db), (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_image_variants_pk', ['post_id', 'image_id', 'format', 'width'])
      .execute();
  },
};
