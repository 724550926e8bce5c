import { statSync } from 'node:fs';
import type { Logger } from '../lib/logger';
import { engineOf, type Db } from './database';
import { unknownMigrations } from './migrations';
import { newIncarnation } from './serving-lock';

/**
 * What a running server knows about the database under it:
 * - `replaced`: a restore put another database in its place (SQLite: another file under the
 *   name; PostgreSQL: another incarnation id). A SQLite server would go on writing into the
 *   deleted file and lose every write at the next restart, so it takes no more writes.
 * - `newer_release`: a newer build migrated the database (several processes on one PostgreSQL):
 *   this older process may not understand it, so it stops serving the API.
 * Both stay until the process restarts.
 */
export type DatabaseState = 'ok' | 'replaced' | 'newer_release';

export interface DatabaseWatch {
  /** The state as last seen, without looking (every request may ask). */
  state(): DatabaseState;
  /** The state now; on SQLite a write asks this first, and it costs one stat(2). */
  current(): DatabaseState;
  /** The full check (the database's migrations, PostgreSQL's incarnation), run every few seconds. */
  check(): Promise<DatabaseState>;
  start(): void;
  stop(): void;
}

const INCARNATION_KEY = 'database.incarnation';
const CHECK_EVERY_MS = 5_000;

/** Stamps a database with a new identity: a restore does it, so servers on the old one notice. */
export async function stampIncarnation(db: Db): Promise<void> {
  const value = newIncarnation();
  await db
    .insertInto('settings')
    .values({ key: INCARNATION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

async function readIncarnation(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', INCARNATION_KEY).executeTakeFirst();
  return row?.value;
}

const fileIdentity = (path: string): string | undefined => {
  try {
    const s = statSync(path);
    return `${s.dev}:${s.ino}`;
  } catch {
    return undefined;
  }
};

export async function watchDatabase(db: Db, databaseUrl: string, logger: Logger): Promise<DatabaseWatch> {
  const postgres = engineOf(db) === 'postgres';
  const sqliteFile = !postgres && databaseUrl !== ':memory:' ? databaseUrl : undefined;
  const startedOn = sqliteFile ? fileIdentity(sqliteFile) : undefined;
  let incarnation: string | undefined;
  if (postgres) {
    await db
      .insertInto('settings')
      .values({ key: INCARNATION_KEY, value: newIncarnation() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    incarnation = await readIncarnation(db);
  }
  let state: DatabaseState = 'ok';
  const enter = (next: DatabaseState) => {
    if (state !== 'ok' || next === 'ok') return;
    state = next;
    if (next === 'replaced') {
      logger.error('database.replaced', {
        message:
          'o banco de dados foi substituído enquanto este servidor rodava (uma restauração); ele não aceita mais gravações. Reinicie o serviço.',
      });
    } else {
      logger.error('database.newer_release', {
        message:
          'uma versão mais nova migrou este banco; este processo (mais antigo) parou de servir a API. Atualize-o ou pare-o.',
      });
    }
  };
  const current = () => {
    if (state === 'ok' && sqliteFile && fileIdentity(sqliteFile) !== startedOn) enter('replaced');
    return state;
  };
  const check = async () => {
    if (current() !== 'ok') return state;
    try {
      if (postgres && (await readIncarnation(db)) !== incarnation) enter('replaced');
      else if ((await unknownMigrations(db)).length > 0) enter('newer_release');
    } catch {
      // A database that does not answer is the requests' 503, not a state of its own here.
    }
    return state;
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    state: () => state,
    current,
    check,
    start() {
      timer ??= setInterval(() => void check(), CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
