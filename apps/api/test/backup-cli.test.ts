import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../src/db/copy';
import { openDatabase } from '../src/db/database';
import type { AppDeps } from '../src/deps';
import { silentLogger } from '../src/lib/logger';
import { runSeeders } from '../src/seed';
import { createTestDatabase, testEngine, type TestDatabase } from './test-database';

/**
 * npm run backup / npm run restore as an operator runs them: the demo site (images included) on
 * the test engine, backed up, restored onto a new SQLite file (so, in the PostgreSQL run, a
 * PostgreSQL site restored onto SQLite), and that copy backed up and restored onto a fresh
 * database of the test engine again (and back), row counts equal all the way.
 */
const repoDir = fileURLToPath(new URL('../../..', import.meta.url));
let site: TestDatabase;
let back: TestDatabase;

function run(command: 'backup' | 'restore', args: string[], databaseUrl: string, dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/backup-cli.ts', command, ...args], {
    cwd: repoDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      BACKUP_KEY: 'chave-de-backup-da-linha-de-comando-0123456789',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function countsOf(url: string) {
  const db = openDatabase(url, { poolMax: 2 });
  try {
    return await rowCounts(db);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  site = await createTestDatabase();
  back = await createTestDatabase({ migrated: false });
  const db = openDatabase(site.url, { poolMax: 2 });
  await runSeeders({ db, now: () => new Date('2026-03-10T12:00:00.000Z'), logger: silentLogger } as AppDeps);
  await db.destroy();
}, 60_000);

afterAll(async () => {
  await site.drop();
  await back.drop();
});

describe(`npm run backup / restore (${testEngine} → SQLite → ${testEngine})`, () => {
  it('backs up, restores onto an empty target, refuses a full one without --replace and a damaged file', async () => {
    const file = join(site.dir, 'site.backup');
    const backup = run('backup', [file], site.url, join(site.dir, 'data'));
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backup gravado em .*site\.backup: \d+ linhas em \d+ tabelas, 8 imagens/);
    const original = await countsOf(site.url);

    const copyFile = join(site.dir, 'restaurado', 'vitrine.db');
    const copyData = join(site.dir, 'restaurado');
    const restored = run('restore', [file], copyFile, copyData);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /^Arquivo conferido: backup de .* sha256 confere; assinatura confere, chave [0-9a-f]{16}\)\./,
    );
    expect(restored.stderr).toMatch(/\[ *\d+\.\d s\] copiando as tabelas para o destino/);
    expect(restored.stdout).toMatch(
      /Restauração concluída: \d+ linhas em \d+ tabelas, 8 imagens conferidas \(sha256 iguais\)/,
    );
    expect(await countsOf(copyFile)).toEqual(original);

    const refused = run('restore', [file], copyFile, copyData);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^Restauração não feita: o banco de destino já tem dados \(.*\); nada foi alterado\. Use --replace/m,
    );
    const replaced = run('restore', [file, '--replace'], copyFile, copyData);
    expect(replaced.status, replaced.stderr).toBe(0);
    expect(await countsOf(copyFile)).toEqual(original);

    const damaged = join(site.dir, 'danificado.backup');
    const bytes = readFileSync(file);
    bytes[bytes.length - 100]! ^= 0x55;
    writeFileSync(damaged, bytes);
    const broken = run('restore', [damaged, '--replace'], copyFile, copyData);
    expect(broken.status).toBe(1);
    expect(broken.stderr.trim().split('\n').at(-1)).toBe(
      'Restauração não feita: o arquivo está danificado: a soma de verificação (sha256) não confere.',
    );
    const notABackup = run('restore', [copyFile], back.url, join(back.dir, 'data'));
    expect(notABackup.status).toBe(1);
    expect(notABackup.stderr).toMatch(/não é um backup do Vitrine/);
    expect(await countsOf(copyFile)).toEqual(original);

    // And back: the SQLite copy's backup onto a fresh database of the site's engine.
    const again = join(site.dir, 'copia.backup');
    expect(run('backup', [again], copyFile, copyData).status).toBe(0);
    const home = run('restore', [again], back.url, join(back.dir, 'data'));
    expect(home.status, home.stderr).toBe(0);
    expect(await countsOf(back.url)).toEqual(original);
  }, 120_000);
});
