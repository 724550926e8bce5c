import { type Kysely, type Migration } from 'kysely';

/**
 * What each kept version of a post was, so the history never shows two entries alike: `kind`
 * is one of original (the post as it stood before its first recorded edit), published,
 * scheduled, edited or restored; `kind_at` is the instant the kind refers to (the planned
 * publication of a schedule, the date of the version a restore brought back), null otherwise.
 * Versions kept before this migration were all saves of a public post: they read as edits.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('post_revisions')
      .addColumn('kind', 'varchar(20)', (col) => col.notNull().defaultTo('edited'))
      .execute();
    await db.schema.alterTable('post_revisions').addColumn('kind_at', 'varchar(30)').execute();
  },
};
