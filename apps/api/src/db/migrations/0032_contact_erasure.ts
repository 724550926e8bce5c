import { type Kysely, type Migration } from 'kysely';

/**
 * When a contact's data was erased for a data-subject request, and which request asked for it.
 * The inbox keeps an erased contact's row (counts add up) and must say what happened to it, with
 * the date and the request's number, instead of an anonymous address. Null on every other row,
 * and on rows erased before this version (the screen then says only that the data was erased).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contacts').addColumn('erased_at', 'varchar(30)').execute();
    await db.schema.alterTable('contacts').addColumn('erased_request_id', 'integer').execute();
  },
};
