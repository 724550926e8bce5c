import type { Db } from '../../db/database';

/**
 * Counts one request in a fixed window, atomically, in one statement: the first request
 * (or the first after the window ended) starts a new window at `nowIso` with count 1; any
 * other adds 1. Answers the count and the window's start after this request. Correct with
 * any number of API processes on one database, since the database serialises the upsert.
 */
export async function hitWindow(
  db: Db,
  key: string,
  nowIso: string,
  windowStartedBeforeIso: string,
): Promise<{ count: number; window_start: string }> {
  return db
    .insertInto('rate_limits')
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        // Both expressions see the row as it was before this update (SQL semantics on either engine).
        const expired = eb('rate_limits.window_start', '<=', windowStartedBeforeIso);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
          window_start: eb.case().when(expired).then(nowIso).else(eb.ref('rate_limits.window_start')).end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Removes windows that started before `beforeIso` (they count for nothing any more). */
export async function deleteWindowsBefore(db: Db, beforeIso: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', beforeIso).execute();
}
