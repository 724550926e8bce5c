import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBackupFile } from '../backup/backup-file';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createBackupScheduler } from './nightly-backup';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ BACKUP_KEEP: '2', BACKUP_KEY: 'chave-dos-backups-noturnos-0123456789abcdef' });
});
afterEach(async () => {
  await ctx.close();
});

describe('nightly backup (BACKUP_DIR, BACKUP_KEEP)', () => {
  it('writes the day’s backup once and keeps the newest BACKUP_KEEP', async () => {
    const folder = join(ctx.dir, 'backups');
    const config = { ...ctx.config, BACKUP_DIR: folder };
    const scheduler = createBackupScheduler({ ...ctx.deps, config });
    expect(await scheduler.runOnce()).toBe(join(folder, 'vitrine-2026-03-10.backup'));
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09'])
      writeFileSync(join(folder, `vitrine-${day}.backup`), 'x');
    writeFileSync(join(folder, 'anotacoes.txt'), 'não é um backup');

    // Already there today: nothing new (and nothing pruned until the next one is written).
    expect(await scheduler.runOnce()).toBeUndefined();
    ctx.advance(86_400_000);
    expect(await scheduler.runOnce()).toBe(join(folder, 'vitrine-2026-03-11.backup'));
    expect(readdirSync(folder).sort()).toEqual([
      'anotacoes.txt',
      'vitrine-2026-03-10.backup',
      'vitrine-2026-03-11.backup',
    ]);

    const { header, origin } = readBackupFile(join(folder, 'vitrine-2026-03-11.backup'), { key: config.BACKUP_KEY });
    expect(header.tables.users).toBe(1);
    expect(header.signingKey).toBe(true);
    expect(origin).toBe('signed');
  });

  it('does nothing without BACKUP_DIR', async () => {
    expect(await createBackupScheduler(ctx.deps).runOnce()).toBeUndefined();
  });
});
