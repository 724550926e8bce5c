import { Role } from '@vitrine/shared/roles';
import { engineOf, type Db } from '../../db/database';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('id').execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('role', '=', Role.Admin)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The Admins, counted inside a transaction that may remove one, with their rows locked until it
 * ends. On PostgreSQL two Admins demoting (or deleting) each other at once each counted two
 * under READ COMMITTED and both went through, leaving none: with
 * `FOR UPDATE` the second waits for the first, then re-reads the rows and counts one. SQLite
 * needs no lock here: its write transactions (`begin immediate`) already run one at a time.
 */
export async function countAdminsLocked(trx: Db): Promise<number> {
  let query = trx.selectFrom('users').select('id').where('role', '=', Role.Admin);
  if (engineOf(trx) === 'postgres') query = query.forUpdate();
  return (await query.execute()).length;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
