import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { closeSync, existsSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isPostgresUrl } from './database';
import { ensureWritableFolder } from './data-files';

/**
 * "A server uses this database", as a lock the operating system or PostgreSQL drops by itself
 * when the process ends (killed or not), so a restore can refuse while any server runs and
 * never finds a lock left behind by a dead one.
 *
 * - SQLite: a small lock database beside the site's (`<file>-in-use`). Each server holds a
 *   read transaction on it (SQLite's SHARED file lock); a restore needs its EXCLUSIVE lock,
 *   which SQLite refuses while any reader holds on.
 * - PostgreSQL: each server holds a session-level shared advisory lock on one connection of its
 *   own (application_name `vitrine-server`); a restore needs the exclusive one.
 */
const PG_LOCK_KEY = "hashtext('vitrine.serving')";
const PG_APPLICATION = 'vitrine-server';

export const sqliteLockPath = (databaseUrl: string) => `${databaseUrl}-in-use`;

/** A server is using the database: the restore did nothing. `holders` describes who, where known. */
export class DatabaseInUseError extends Error {
  constructor(readonly holders: string[]) {
    super(
      `um servidor do Vitrine está usando este banco${holders.length ? ` (${holders.join('; ')})` : ''}; ` +
        'pare o servidor (systemctl stop vitrine, ou docker compose stop) e rode a restauração de novo. ' +
        'Use --force apenas se tiver certeza de que nenhum servidor está rodando',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface HeldLock {
  release(): Promise<void>;
}

const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code));

function openSqliteLock(databaseUrl: string, busyTimeoutMs: number): SQLite.Database {
  // The database's folder first: a missing or read-only one is named with its fix.
  ensureWritableFolder(dirname(resolve(databaseUrl)), 'DATABASE_URL');
  const path = sqliteLockPath(databaseUrl);
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  const lock = new SQLite(path);
  lock.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // A rollback journal, not WAL: in WAL mode readers take no lock a writer waits for.
  lock.pragma('journal_mode = DELETE');
  lock.exec('create table if not exists held (since text)');
  return lock;
}

/**
 * The server's side: held from start to close. Waits (up to `waitMs`) while a restore holds the
 * exclusive side, then fails with a plain message.
 */
export async function holdServingLock(databaseUrl: string, waitMs = 30_000): Promise<HeldLock> {
  if (isPostgresUrl(databaseUrl)) return holdPostgresLock(databaseUrl, waitMs);
  if (databaseUrl === ':memory:') return { release: async () => {} };
  let lock: SQLite.Database;
  try {
    lock = openSqliteLock(databaseUrl, waitMs);
    lock.exec('begin');
    lock.prepare('select count(*) from held').get();
  } catch (error) {
    if (isBusy(error)) throw new Error('uma restauração de backup está em andamento neste banco; aguarde o fim dela');
    throw error;
  }
  return {
    release: async () => {
      if (lock.inTransaction) lock.exec('commit');
      lock.close();
    },
  };
}

async function holdPostgresLock(databaseUrl: string, waitMs: number): Promise<HeldLock> {
  let client: pg.Client | undefined;
  let released = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: PG_APPLICATION });
    next.on('error', () => {});
    await next.connect();
    await next.query(`set lock_timeout = ${Math.max(1, waitMs)}`);
    try {
      await next.query(`select pg_advisory_lock_shared(${PG_LOCK_KEY})`);
    } catch (error) {
      await next.end().catch(() => {});
      if ((error as { code?: string }).code === '55P03') {
        throw new Error('uma restauração de backup está em andamento neste banco; aguarde o fim dela');
      }
      throw error;
    }
    // A dropped connection (PostgreSQL restarted) loses the lock: take it again, quietly retrying.
    next.on('end', () => {
      if (!released) void reconnect();
    });
    client = next;
  };
  const reconnect = async () => {
    for (let pause = 1_000; !released; pause = Math.min(pause * 2, 30_000)) {
      try {
        await connect();
        return;
      } catch {
        await sleep(pause, undefined, { ref: false });
      }
    }
  };
  await connect();
  return {
    release: async () => {
      released = true;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * The restore's side: the exclusive lock, at once or DatabaseInUseError naming who holds it.
 * Held until released, so a server starting meanwhile waits for the restore to end.
 */
export async function takeExclusiveLock(databaseUrl: string): Promise<HeldLock> {
  if (isPostgresUrl(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'vitrine-restore' });
    client.on('error', () => {});
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(${PG_LOCK_KEY}) as ok`);
    if (!rows[0]?.ok) {
      const holders = await client.query<{ pid: number; addr: string | null; since: Date }>(
        `select pid, client_addr::text as addr, backend_start as since from pg_stat_activity
          where application_name = $1 and datname = current_database() order by backend_start`,
        [PG_APPLICATION],
      );
      await client.end().catch(() => {});
      throw new DatabaseInUseError(
        holders.rows.map(
          (h) =>
            `sessão ${h.pid} de ${h.addr ?? 'socket local'} desde ${new Date(h.since).toISOString().slice(0, 19)}Z`,
        ),
      );
    }
    return { release: () => client.end().catch(() => {}) };
  }
  let lock: SQLite.Database | undefined;
  try {
    lock = openSqliteLock(databaseUrl, 0);
    lock.exec('begin exclusive');
  } catch (error) {
    lock?.close();
    if (isBusy(error)) throw new DatabaseInUseError([`arquivo ${sqliteLockPath(databaseUrl)} em uso`]);
    throw error;
  }
  const held = lock;
  return {
    release: async () => {
      if (held.inTransaction) held.exec('rollback');
      held.close();
    },
  };
}

/** A fresh identity for a database that was just restored (PostgreSQL: a server compares it). */
export const newIncarnation = () => randomUUID();
