import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ImportedPostsTable } from '../../db/schema';

export type ImportedPostRow = Selectable<ImportedPostsTable>;

export function findImported(db: Db, site: string, sourceId: number): Promise<ImportedPostRow | undefined> {
  return db
    .selectFrom('imported_posts')
    .selectAll()
    .where('site', '=', site)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
}

export async function saveImported(db: Db, row: Insertable<ImportedPostsTable>): Promise<void> {
  await db
    .insertInto('imported_posts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['site', 'source_id']).doUpdateSet({
        post_id: row.post_id,
        guid: row.guid,
        source_hash: row.source_hash,
        author_id: row.author_id,
        byline: row.byline,
        imported_at: row.imported_at,
      }),
    )
    .execute();
}
