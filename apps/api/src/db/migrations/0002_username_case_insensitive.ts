import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Usernames are one account regardless of case (login looks them up with lower()), so
 * the database enforces that too: two parallel creates of 'Ana' and 'ana' cannot both win
 * a check-then-insert race. An expression index is portable to PostgreSQL.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const clashes = await sql<{ name: string }>`
      select lower(username) as name from users group by lower(username) having count(*) > 1
    `.execute(db);
    if (clashes.rows.length > 0) {
      throw new Error(
        `usernames that differ only in case must be renamed or removed first: ${clashes.rows.map((r) => r.name).join(', ')}`,
      );
    }
    await db.schema
      .createIndex('users_username_lower_uq')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .execute();
  },
};
