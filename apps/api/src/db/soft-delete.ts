import type { Db } from './database';

/** The tables whose rows staff deletes only mark (`deleted_at`, migration 0016), so they can be undone. */
export type SoftDeletable = 'posts' | 'newsletter_subscribers';

/**
 * Marks a row deleted at `deletedAt`, or live again (null). Only a live row can be deleted and
 * only a deleted one restored: answers false when no row changed (unknown id, or nothing to do).
 */
export async function setDeletedAt(
  db: Db,
  table: SoftDeletable,
  id: number,
  deletedAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ deleted_at: deletedAt })
    .where('id', '=', id)
    .where('deleted_at', deletedAt ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
