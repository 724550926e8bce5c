import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When a post's publication was announced (the post.published webhook). A scheduled post
 * becomes public by the clock, with no save to announce it; the server finds the public posts
 * not yet announced and claims each one with a conditional update of this column, so it is
 * announced once however many processes look (docs/WEBHOOKS.md). Null while a post is a
 * draft, scheduled, or public but not yet announced.
 *
 * Posts that are already public when this runs were news before anyone could be told: they
 * are marked announced now, so upgrading sends nothing for them. Scheduled ones stay null and
 * are announced when their time comes. The partial index holds only the unannounced rows, so
 * looking for due ones reads a handful of rows however large the blog grows.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('posts').addColumn('announced_at', 'varchar(30)').execute();
    const now = new Date().toISOString();
    await sql`update posts set announced_at = ${now} where status = 'published' and publish_at <= ${now}`.execute(db);
    await db.schema
      .createIndex('posts_unannounced_idx')
      .on('posts')
      .column('publish_at')
      .where(sql.ref('announced_at'), 'is', null)
      .execute();
  },
};
