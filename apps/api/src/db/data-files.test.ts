import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { DataFolderError, ensureWritableFolder } from './data-files';

/** The database was created world-readable (0644). */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

describe('data files', () => {
  it('creates the data folder 0700 and the database, -wal and -shm 0600', async () => {
    const folder = join(dir, 'dados');
    const file = join(folder, 'vitrine.db');
    const db = openDatabase(file);
    await sql`create table t (v text)`.execute(db);
    await sql`insert into t values ('x')`.execute(db);
    expect(mode(folder)).toBe(0o700);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
    await db.destroy();
  });

  it('tightens a database file an older version left world-readable', async () => {
    const file = join(dir, 'antigo.db');
    writeFileSync(file, '', { mode: 0o644 });
    const db = openDatabase(file);
    expect(mode(file)).toBe(0o600);
    await db.destroy();
  });

  it('names the path and the fix when the folder cannot be created', () => {
    writeFileSync(join(dir, 'arquivo'), 'x');
    const folder = join(dir, 'arquivo', 'dados');
    expect(() => ensureWritableFolder(folder, 'DATA_DIR')).toThrow(DataFolderError);
    expect(() => ensureWritableFolder(folder, 'DATA_DIR')).toThrow(
      `data folder ${folder} does not exist and cannot be created (ENOTDIR); create it for the service account, or point DATA_DIR elsewhere`,
    );
    expect(() => openDatabase(join(folder, 'vitrine.db'))).toThrow(/data folder .*arquivo\/dados.*DATABASE_URL/);
  });
});
