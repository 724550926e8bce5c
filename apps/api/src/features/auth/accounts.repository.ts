import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

/**
 * Finding a staff account by id or by name. Sign-in, sessions and two-factor read and write the
 * account rows' credential columns, so the lookups live with them in auth; the users feature,
 * which manages accounts on top of auth (creating, renaming, removing), reads them through
 * auth.service.
 */

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique ignoring case: "Ana" and "ana" are one account. */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
}
