import { type Kysely, type Migration } from 'kysely';
import { slugify } from '@vitrine/shared/publishing';
import { serialId } from '../portable';

/* The tables as this migration sees them (db/schema.ts follows the newest migration). */
type Tables = {
  posts: { id: number; title: string; tags: string; created_at: string; slug: string | null; tag_slugs: string };
};

/**
 * Publishing like a newsroom:
 * - `posts.status` ('draft' | 'published') and `publish_at` (ISO UTC; null for a draft): a post
 *   is public when published and its time has passed, decided at read time (posts.repository
 *   `wherePublic`). Existing posts were public: published at their creation time.
 * - `posts.slug` (unique) and `post_slugs`, every earlier slug of a post, answered with a 301.
 * - `posts.tag_slugs`: " slug1 slug2 " of the post's tags, for the tag pages (LIKE, portable).
 * - `post_revisions`: the saved versions of a post (the newest 50 are kept).
 * - `post_previews`: preview links, by the sha256 of their token (the token is never stored).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('posts')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable('posts').addColumn('publish_at', 'varchar(30)').execute();
    await db.schema.alterTable('posts').addColumn('slug', 'varchar(200)').execute();
    await db.schema
      .alterTable('posts')
      .addColumn('tag_slugs', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    const typed = db.withTables<Tables>();
    const rows = await typed.selectFrom('posts').select(['id', 'title', 'tags', 'created_at']).orderBy('id').execute();
    const taken = new Set<string>();
    for (const row of rows) {
      const base = slugify(row.title) || `post-${row.id}`;
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
      taken.add(slug);
      let labels: string[] = [];
      try {
        labels = (JSON.parse(row.tags) as Array<{ label: string }>).map((t) => t.label);
      } catch {
        labels = [];
      }
      const tagSlugs = labels.length ? ` ${labels.map(slugify).join(' ')} ` : '';
      await db
        .withTables<Tables & { posts: { publish_at: string | null } }>()
        .updateTable('posts')
        .set({ slug, tag_slugs: tagSlugs, publish_at: row.created_at })
        .where('id', '=', row.id)
        .execute();
    }
    await db.schema.createIndex('posts_slug_idx').on('posts').column('slug').unique().execute();
    await db.schema.createIndex('posts_public_idx').on('posts').columns(['status', 'publish_at']).execute();

    await db.schema
      .createTable('post_slugs')
      .addColumn('slug', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('post_revisions')
      .addColumn('id', ...serialId(db))
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('author_id', 'integer')
      .addColumn('author', 'varchar(120)', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('post_revisions_post_idx').on('post_revisions').columns(['post_id', 'id']).execute();

    await db.schema
      .createTable('post_previews')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(30)')
      .addColumn('created_by', 'integer')
      .execute();
    await db.schema.createIndex('post_previews_post_idx').on('post_previews').column('post_id').execute();
  },
};
