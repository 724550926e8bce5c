import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VITRINE_VERSION } from '@vitrine/shared/version';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';
import { migrateToLatest } from '../migrate';
import { recordedSchemaVersion } from './migrations';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase({ migrated: false }));
});
afterEach(() => close());

/** What a newer release leaves behind: a migration this build does not know, and its version. */
async function migrateAsNewerRelease(version: string) {
  await migrateToLatest(db);
  await sql`insert into kysely_migration (name, timestamp) values ('0099_from_the_future', ${new Date().toISOString()})`.execute(
    db,
  );
  await sql`update schema_version set version = ${version} where id = 1`.execute(db);
}

describe('the release that migrated a database', () => {
  it('is recorded when this build migrates it, and every migration is logged as it runs', async () => {
    const lines: Array<[string, Record<string, unknown> | undefined]> = [];
    const logger = {
      level: 'info' as const,
      info: (e: string, f?: Record<string, unknown>) => lines.push([e, f]),
      error: () => {},
    };
    await migrateToLatest(db, undefined, logger);
    expect(await recordedSchemaVersion(db)).toBe(VITRINE_VERSION);
    const started = lines.filter(([e]) => e === 'migration.start').map(([, f]) => f?.migration);
    const done = lines.filter(([e]) => e === 'migration.done').map(([, f]) => f?.migration);
    expect(started[0]).toBe('0001_initial');
    expect(started).toContain('0026_schema_version');
    expect(done).toEqual(started);
    lines.length = 0;
    await migrateToLatest(db, undefined, logger);
    expect(lines).toEqual([]);
  });

  it('an older build meeting a database a newer release migrated refuses in plain words, touching nothing', async () => {
    await migrateAsNewerRelease('1.7.2');
    await expect(migrateToLatest(db)).rejects.toThrow(
      'este banco foi atualizado pela versão 1.7.2; use a versão 1.7.2 ou mais nova, ou restaure um backup',
    );
    expect(await recordedSchemaVersion(db)).toBe('1.7.2');
  });

  it('does not lower the recorded version when an older build migrates after a newer one', async () => {
    await migrateToLatest(db);
    await sql`update schema_version set version = '9.0.0' where id = 1`.execute(db);
    await migrateToLatest(db);
    expect(await recordedSchemaVersion(db)).toBe('9.0.0');
  });
});
