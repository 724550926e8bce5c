import { closeSync, openSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Scratch databases of a backup or a restore: whole copies of the site (password hashes,
 * personal data), so they are created 0600 before SQLite opens them (SQLite gives its journal
 * the database file's mode), removed when the work ends or the command is interrupted
 * (SIGINT/SIGTERM), and, after a kill nothing can catch (SIGKILL, a power cut), removed by the
 * next backup or restore once the process that made them is gone.
 */
const SCRATCH = /^\.vitrine-(backup|restore|restored)-(\d+)-[0-9a-z]+\.db(-wal|-shm|-journal)?$/;
const live = new Set<string>();

export function removeSqliteFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

/** A new, empty scratch file beside `near`, mode 0600, removed by removeScratch or on interruption. */
export function createScratch(near: string, label: 'backup' | 'restore' | 'restored'): string {
  sweepStaleScratch(dirname(near));
  const path = join(dirname(near), `.vitrine-${label}-${process.pid}-${Date.now().toString(36)}.db`);
  closeSync(openSync(path, 'wx', 0o600));
  live.add(path);
  watchInterruptions();
  return path;
}

export function removeScratch(path: string): void {
  removeSqliteFiles(path);
  live.delete(path);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes scratch files left in `folder` by processes that no longer run. */
export function sweepStaleScratch(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = SCRATCH.exec(name);
    if (!match || Number(match[2]) === process.pid || alive(Number(match[2]))) continue;
    rmSync(join(folder, name), { force: true });
    removed.push(name);
  }
  return removed;
}

let watching = false;
function watchInterruptions(): void {
  if (watching) return;
  watching = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const path of live) removeSqliteFiles(path);
      live.clear();
      // Only where nobody else decides what the signal does (the CLI); a server has its own handlers.
      if (process.listenerCount(signal) === 0) process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}
