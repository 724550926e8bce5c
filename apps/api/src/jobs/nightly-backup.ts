import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../deps';
import { takeBackup } from '../backup/backup';
import { periodicJob, type PeriodicJob } from './periodic-job';

const HOUR_MS = 3_600_000;
const BACKUP_NAME = /^vitrine-\d{4}-\d{2}-\d{2}\.backup$/;

/** runOnce: today's backup unless it exists, then the pruning; answers the file written, if any. */
export type BackupScheduler = PeriodicJob<string | undefined>;

/**
 * BACKUP_DIR set: one backup a day (`vitrine-YYYY-MM-DD.backup`, UTC date, npm run backup's
 * format) and only the newest BACKUP_KEEP kept. Checked every hour and a few minutes after start,
 * so a server that was down at night catches up; a day's file that exists (written by this or
 * another process on the same folder) is not written again.
 */
export function createBackupScheduler(
  deps: Pick<AppDeps, 'config' | 'logger' | 'now'>,
  options: { checkEveryMs?: number; firstCheckDelayMs?: number } = {},
): BackupScheduler {
  const folder = deps.config.BACKUP_DIR;
  if (folder && !deps.config.BACKUP_KEY && !deps.config.BACKUP_KEY_FILE) {
    // Still written (a backup beats none), but a restore will ask for --trust.
    deps.logger.error('backup.unsigned', {
      message: 'BACKUP_DIR está definido sem BACKUP_KEY: os backups noturnos sairão sem assinatura',
    });
  }

  async function backupIfDue(): Promise<string | undefined> {
    if (!folder) return undefined;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = join(folder, `vitrine-${deps.now().toISOString().slice(0, 10)}.backup`);
    if (existsSync(file)) return undefined;
    const header = await takeBackup(deps.config, file);
    deps.logger.info('backup.written', { file, bytes: header.bytes, images: header.images });
    const old = readdirSync(folder)
      .filter((name) => BACKUP_NAME.test(name))
      .sort()
      .slice(0, -deps.config.BACKUP_KEEP);
    for (const name of old) rmSync(join(folder, name), { force: true });
    if (old.length > 0) deps.logger.info('backup.pruned', { removed: old });
    return file;
  }

  return periodicJob(backupIfDue, {
    enabled: Boolean(folder),
    everyMs: options.checkEveryMs ?? HOUR_MS,
    firstAfterMs: options.firstCheckDelayMs ?? 5 * 60_000,
    onError: (error) => deps.logger.error('backup.failed', { error: String(error) }),
  });
}
