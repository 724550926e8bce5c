import type { Db } from '../../db/database';

/** The settings row where the last backup that succeeded is recorded (ISO time), whoever wrote it. */
const LAST_BACKUP_KEY = 'backup.last_success_at';

export async function readLastBackupAt(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', LAST_BACKUP_KEY).executeTakeFirst();
  return row?.value;
}

export async function writeLastBackupAt(db: Db, at: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: LAST_BACKUP_KEY, value: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: at }))
    .execute();
}
