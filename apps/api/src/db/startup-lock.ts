import { sql } from 'kysely';
import { engineOf, type Db } from './database';

/**
 * Runs `task` (migrations, first-Admin bootstrap, demo seed) while holding the database's
 * startup lock, so API processes that start together on one PostgreSQL database do it one
 * after another: the second one finds the Admin and the seed markers the first one wrote.
 * The lock is a session-level advisory lock on a connection reserved for the task (which
 * gets that connection as its `db`); it is released at the end or when the connection drops.
 * A SQLite file serves one process, so there the task simply runs.
 */
export async function withStartupLock<T>(db: Db, task: (db: Db) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return task(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('vitrine.startup'))`.execute(connection);
    try {
      return await task(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('vitrine.startup'))`.execute(connection);
    }
  });
}
