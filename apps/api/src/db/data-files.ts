import { accessSync, chmodSync, closeSync, constants, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The data folder holds the database, the JWT secret and the mail outbox: readable by the
 * service account only (folder 0700, files 0600). Problems found here stop the start-up
 * with a line that names the path and the fix, instead of SQLite's bare "unable to open
 * database file" or a mail failing with ENOENT hours later.
 */
export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

/** Makes sure `folder` exists (created 0700) and this process can write in it. */
export function ensureWritableFolder(folder: string, variable: string): void {
  const path = resolve(folder);
  if (!existsSync(path)) {
    try {
      mkdirSync(path, { recursive: true, mode: DATA_DIR_MODE });
    } catch (error) {
      throw new DataFolderError(
        `data folder ${path} does not exist and cannot be created (${codeOf(error)}); create it for the service account, or point ${variable} elsewhere`,
      );
    }
  }
  if (!statSync(path).isDirectory()) {
    throw new DataFolderError(`data folder ${path} is not a folder; point ${variable} to a folder`);
  }
  try {
    accessSync(path, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new DataFolderError(
      `data folder ${path} is not writable (${codeOf(error)}); give the service account write access (e.g. chown it to that user, mode 700) or point ${variable} to a writable folder`,
    );
  }
}

/**
 * Before SQLite opens `file`: the folder checked as above, the file created 0600 if new.
 * SQLite gives its -wal and -shm files the database file's permissions; existing ones are
 * tightened too, for installations made before this rule.
 */
export function prepareSqliteFile(file: string): void {
  const path = resolve(file);
  ensureWritableFolder(resolve(path, '..'), 'DATABASE_URL');
  if (!existsSync(path)) {
    try {
      closeSync(openSync(path, 'a', DATA_FILE_MODE));
    } catch (error) {
      throw new DataFolderError(`database file ${path} cannot be created (${codeOf(error)}); check DATABASE_URL`);
    }
  }
  tightenDataFiles([path, `${path}-wal`, `${path}-shm`]);
}

export function tightenDataFiles(paths: string[]): void {
  for (const path of paths) {
    try {
      if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, DATA_FILE_MODE);
    } catch {
      // Not ours to change (e.g. another owner): opening it will say what is wrong.
    }
  }
}

const codeOf = (error: unknown) => (error as { code?: string }).code ?? String(error);
