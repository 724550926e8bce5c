import type { Db } from './database';

/** Kinds of content whose public reads are cached; one row each in content_versions. */
export type ContentName = 'posts';

/**
 * The version of a kind of content, as this process must see it before answering from a
 * cache. `read()` is called on every cached request, so it must be cheap: here one
 * primary-key read through a query compiled once (and, on SQLite, a statement prepared
 * once — db/statement-cache.ts); a PostgreSQL setup may give its own (a named prepared
 * statement, or LISTEN/NOTIFY) behind the same interface.
 */
export interface ContentVersion {
  /** A token that changes whenever the content changed, in this process or any other on the database. */
  read(): Promise<string>;
  /** Called after this process committed a write, so its own cache drops at once whatever `read` answers. */
  bumpLocal(): void;
}

/**
 * Bumps the version in the caller's transaction: the write and the bump commit together, so
 * no reader can see the new version with the old content, or the other way round.
 */
export async function bumpContentVersion(trx: Db, name: ContentName): Promise<void> {
  await trx
    .updateTable('content_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', name)
    .execute();
}

/** The version read from the database on each call (see ContentVersion). */
export function databaseContentVersion(db: Db, name: ContentName): ContentVersion {
  const query = db.selectFrom('content_versions').select('version').where('name', '=', name).compile();
  let local = 0;
  return {
    async read() {
      const { rows } = await db.executeQuery(query);
      return `${rows[0]?.version ?? 0}.${local}`;
    },
    bumpLocal() {
      local += 1;
    },
  };
}
