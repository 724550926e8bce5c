import type { Db } from '../../db/database';

export interface AttemptRow {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
}

export function findAttempts(db: Db, keys: string[]): Promise<AttemptRow[]> {
  return db.selectFrom('login_attempts').selectAll().where('key', 'in', keys).execute();
}

export async function saveAttempt(db: Db, row: AttemptRow): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: row.failures,
        last_failure_at: row.last_failure_at,
        blocked_until: row.blocked_until,
      }),
    )
    .execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
