import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Config } from '../config';
import { copyDatabase, rowCounts } from '../db/copy';
import { engineOf, isPostgresUrl, openDatabase, type Db } from '../db/database';
import { recordBackupSuccess } from '../features/ops/backup-status.service';
import { migrationNames } from '../db/migrations';
import { migrateToLatest } from '../migrate';
import { rebuildSearchIndex } from '../features/search/search-index.service';
import { takeExclusiveLock } from '../db/serving-lock';
import { BackupFileError, readBackupFile, writeBackupFile, type BackupHeader } from './backup-file';
import { createScratch, removeScratch } from './scratch';
import { restoreIntoPostgres, restoreIntoSqlite } from './restore-target';

/** What a long backup or restore is doing now (the CLI prints it; large sites take minutes). */
export type Progress = (step: string) => void;

/** The operator's backup key (BACKUP_KEY, or the file BACKUP_KEY_FILE names), if one is set. */
export function backupKey(config: Config): string | undefined {
  if (config.BACKUP_KEY) return config.BACKUP_KEY;
  if (!config.BACKUP_KEY_FILE) return undefined;
  const key = readFileSync(config.BACKUP_KEY_FILE, 'utf8').trim();
  if (key.length < 32)
    throw new Error(`a chave em BACKUP_KEY_FILE (${config.BACKUP_KEY_FILE}) tem menos de 32 caracteres`);
  return key;
}

/** Where the signing key travels inside the backup (the same row PostgreSQL sites keep it in). */
const JWT_SECRET_KEY = 'jwt.secret';

export { RestoreRefusedError } from './restore-target';

/** The signing key tokens were made with: JWT_SECRET, else (SQLite) the one generated into the data folder. */
function currentJwtSecret(config: Config): string | undefined {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.dataDir, 'jwt-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/**
 * One consistent copy of the site's database, while the server runs and writes go on, in the
 * portable format (backup-file.ts), with the signing key, so sessions and the first Admin's
 * password work on the restored site. SQLite: SQLite's online backup API (a snapshot, never
 * blocking writers). PostgreSQL: every table read in one REPEATABLE READ, read-only
 * transaction (one snapshot) and copied into a SQLite file by db/copy.ts.
 */
export async function takeBackup(config: Config, file: string, progress: Progress = () => {}): Promise<BackupHeader> {
  const key = backupKey(config);
  const scratch = createScratch(file, 'backup');
  const source = openDatabase(config.DATABASE_URL, { poolMax: 2 });
  const engine = engineOf(source);
  try {
    if (engine === 'sqlite') {
      await source.destroy();
      const live = new SQLite(config.DATABASE_URL, { readonly: true, fileMustExist: true });
      try {
        // After the first step, everything else in one: a write landing between two steps restarts the copy.
        progress('copiando o banco (SQLite, cópia online)');
        await live.backup(scratch, { progress: () => 1_000_000 });
      } finally {
        live.close();
      }
    } else {
      const snapshot = openDatabase(scratch);
      try {
        await migrateToLatest(snapshot);
        await source
          .transaction()
          .setIsolationLevel('repeatable read')
          .setAccessMode('read only')
          .execute((trx) =>
            copyDatabase(trx, snapshot, rebuildSearchIndex, (table, rows) =>
              progress(`copiando ${table} (${rows} linhas)`),
            ),
          );
      } finally {
        await snapshot.destroy();
      }
    }
    const snapshot = openDatabase(scratch);
    let header: Omit<BackupHeader, 'sha256' | 'bytes'>;
    try {
      const secret = currentJwtSecret(config);
      if (secret) {
        await snapshot
          .insertInto('settings')
          .values({ key: JWT_SECRET_KEY, value: secret })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: secret }))
          .execute();
      }
      // Sessions are live credentials of the running site: a restored site starts with none, and
      // a stolen backup opens no one's session.
      await snapshot.deleteFrom('sessions').execute();
      const tables = await rowCounts(snapshot);
      header = {
        format: 1,
        createdAt: new Date().toISOString(),
        engine,
        migration: await newestMigration(snapshot),
        tables,
        images: tables.post_images ?? 0,
        signingKey: Boolean(secret),
      };
      // One self-contained file: no -wal beside it.
      await sql`pragma journal_mode = DELETE`.execute(snapshot);
    } finally {
      await snapshot.destroy();
    }
    progress('compactando e gravando o arquivo');
    const written = writeBackupFile(file, header, readFileSync(scratch), key);
    const done = openDatabase(config.DATABASE_URL, { poolMax: 1 });
    try {
      await recordBackupSuccess(done, new Date());
    } catch {
      // The file is good; only the dashboard's "last backup" could not be updated (read-only database).
    } finally {
      await done.destroy();
    }
    return written;
  } finally {
    if (engine === 'postgres') await source.destroy();
    removeScratch(scratch);
  }
}

async function newestMigration(db: Db): Promise<string> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows.rows[0]?.name ?? '';
}

export interface RestoreReport {
  header: BackupHeader;
  /** Signed with the configured key, or restored on the operator's word (--trust). */
  origin: 'signed' | 'trusted';
  tables: Record<string, number>;
  rows: number;
  imagesVerified: number;
  /** The signing key came with the backup (and went to the data folder on SQLite). */
  signingKey: boolean;
}

/**
 * Checks the backup first (format, sha256, SQLite integrity, row counts against the header)
 * and only then touches DATABASE_URL. A target holding data is refused unless `replace`.
 * SQLite: the restored database is built beside the target and moved over it at the end, so a
 * failure leaves the old one as it was. PostgreSQL: one transaction copies every row (with
 * `replace`, the old tables are dropped first). Stop the server(s) on the target first.
 */
export interface RestoreOptions {
  replace: boolean;
  /** Go on although a server seems to use the database (its lock): only for a holder known dead. */
  force?: boolean;
  /** Restore a file that is unsigned, signed with another key, or edited since. */
  trust?: boolean;
  progress?: Progress;
}

export async function restoreBackup(config: Config, file: string, options: RestoreOptions): Promise<RestoreReport> {
  const progress = options.progress ?? (() => {});
  progress('conferindo o arquivo');
  const { header, database, origin } = readBackupFile(file, { key: backupKey(config), trust: options.trust });
  const postgresTarget = isPostgresUrl(config.DATABASE_URL);
  const near = postgresTarget ? join(config.dataDir, 'x') : config.DATABASE_URL;
  mkdirSync(dirname(near), { recursive: true, mode: 0o700 });
  // No server may be using the target: a SQLite server would go on writing into the file the
  // restore replaces, and lose every write at its next restart.
  const lock = options.force ? undefined : await takeExclusiveLock(config.DATABASE_URL);
  const scratch = createScratch(near, 'restore');
  writeFileSync(scratch, database);
  const backup = openDatabase(scratch);
  try {
    await checkBackupDatabase(backup, header);
    const known = new Set(migrationNames());
    if (header.migration && !known.has(header.migration)) {
      throw new BackupFileError(
        `o backup é de uma versão mais nova do Vitrine (migração ${header.migration}); atualize antes de restaurar`,
      );
    }
    // A backup from an older version is brought up to this one first.
    await migrateToLatest(backup);
    const secret = (
      await backup.selectFrom('settings').select('value').where('key', '=', JWT_SECRET_KEY).executeTakeFirst()
    )?.value;
    progress('copiando as tabelas para o destino');
    const copied = postgresTarget
      ? await restoreIntoPostgres(config.DATABASE_URL, backup, options.replace)
      : await restoreIntoSqlite(config.DATABASE_URL, backup, options.replace);
    if (secret && !postgresTarget) {
      // The SQLite server reads its key from the data folder (JWT_SECRET, when set, still wins).
      mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
      const keyFile = join(config.dataDir, 'jwt-secret');
      writeFileSync(keyFile, `${secret}\n`, { mode: 0o600 });
      chmodSync(keyFile, 0o600);
    }
    const tables = Object.fromEntries(copied.tables.map((t) => [t.table, t.targetRows]));
    return {
      header,
      origin,
      tables,
      rows: Object.values(tables).reduce((a, b) => a + b, 0),
      imagesVerified: copied.imagesVerified,
      signingKey: Boolean(secret),
    };
  } finally {
    await backup.destroy();
    removeScratch(scratch);
    await lock?.release();
  }
}

async function checkBackupDatabase(backup: Db, header: BackupHeader): Promise<void> {
  let verdict: string;
  try {
    const result = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(backup);
    verdict = result.rows.map((r) => r.integrity_check).join('; ');
  } catch (error) {
    throw new BackupFileError(
      `o banco dentro do backup não abre (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (verdict !== 'ok')
    throw new BackupFileError(`o banco dentro do backup está danificado (${verdict.slice(0, 200)})`);
  const counts = await rowCounts(backup);
  for (const [table, rows] of Object.entries(header.tables)) {
    if (counts[table] !== rows) {
      throw new BackupFileError(
        `a tabela ${table} tem ${counts[table] ?? 0} linhas no backup; o cabeçalho diz ${rows}`,
      );
    }
  }
}
