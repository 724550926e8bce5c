import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { RedirectsTable } from '../../db/schema';

export type RedirectRow = Selectable<RedirectsTable>;

export function listRedirects(db: Db): Promise<RedirectRow[]> {
  return db.selectFrom('redirects').selectAll().orderBy('from_path').execute();
}

/** Every redirect as the lookup table needs it (the path to match and where it goes). */
export function listTargets(db: Db): Promise<Array<Pick<RedirectRow, 'id' | 'from_path' | 'to_path'>>> {
  return db.selectFrom('redirects').select(['id', 'from_path', 'to_path']).execute();
}

export function findRedirect(db: Db, id: number): Promise<RedirectRow | undefined> {
  return db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByFrom(db: Db, fromPath: string): Promise<RedirectRow | undefined> {
  return db.selectFrom('redirects').selectAll().where('from_path', '=', fromPath).executeTakeFirst();
}

export async function insertRedirect(db: Db, row: Insertable<RedirectsTable>): Promise<number> {
  const inserted = await db.insertInto('redirects').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRedirect(
  db: Db,
  id: number,
  changes: Pick<RedirectRow, 'from_path' | 'to_path' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('redirects').set(changes).where('id', '=', id).execute();
}

export async function deleteRedirect(db: Db, id: number): Promise<void> {
  await db.deleteFrom('redirects').where('id', '=', id).execute();
}

export async function recordHit(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('redirects')
    .set((eb) => ({ hits: eb('hits', '+', 1), last_hit_at: at }))
    .where('id', '=', id)
    .execute();
}
