import { statSync, readdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { restoreBackup, takeBackup } from '../src/backup/backup';
import { BackupTrustError, readBackupFile, writeBackupFile } from '../src/backup/backup-file';
import { DatabaseInUseError } from '../src/db/serving-lock';
import { silentLogger } from '../src/lib/logger';
import { startServer, type RunningServer } from '../src/server';
import { ADMIN, sampleContact, serverConfig } from './helpers';
import { createTestDatabase, testEngine, type TestDatabase } from './test-database';

/**
 * A restore cannot lose data under a running server, and only restores what this site's own
 * backups wrote: refused while a server holds the database, a server whose database was replaced
 * anyway (--force) takes no more writes, and unsigned, foreign or edited files are refused unless
 * the operator says --trust. Also: no live sessions in a backup, scratch files private and swept.
 */
const KEY = 'chave-de-backup-dos-testes-0123456789abcdef';
let site: TestDatabase;
let server: RunningServer | undefined;
let config: Config;

beforeEach(async () => {
  site = await createTestDatabase();
  config = serverConfig(site, { BACKUP_KEY: KEY, RATE_LIMITS: 'false' });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await site.drop();
});

const post = (s: RunningServer, path: string, body: unknown) =>
  fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe(`restoring under a running server (${testEngine})`, () => {
  it('is refused while a server uses the database; --force replaces it and that server stops taking writes', async () => {
    server = await startServer(config, { logger: silentLogger });
    const file = join(site.dir, 'agora.backup');
    await takeBackup(config, file);

    const refused = await restoreBackup(config, file, { replace: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toMatch(/^um servidor do Vitrine está usando este banco .*pare o servidor/);
    // Nothing changed: the server still writes to the one database.
    expect((await post(server, '/api/contato', sampleContact())).status).toBe(201);

    await restoreBackup(config, file, { replace: true, force: true });
    await server.deps.databaseWatch!.check();
    const write = await post(server, '/api/contato', sampleContact({ name: 'Depois da restauração' }));
    expect(write.status).toBe(503);
    expect(await write.json()).toMatchObject({ code: 'database_replaced' });
    expect(write.headers.get('retry-after')).toBeTruthy();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database_replaced' });

    // Once stopped, the same restore goes through, and a new server starts on the restored database.
    await server.close();
    server = undefined;
    await restoreBackup(config, file, { replace: true });
    server = await startServer(config, { logger: silentLogger });
    expect((await post(server, '/api/contato', sampleContact())).status).toBe(201);
  }, 60_000);

  it('an older process stops serving the API (503 migrations_pending) once a newer release migrated the database', async () => {
    server = await startServer(config, { logger: silentLogger });
    expect((await fetch(`${server.url}/api/posts`)).status).toBe(200);
    await sql`insert into kysely_migration (name, timestamp) values ('0099_de_uma_versao_nova', ${new Date().toISOString()})`.execute(
      server.db,
    );
    await server.deps.databaseWatch!.check();
    const read = await fetch(`${server.url}/api/posts`);
    expect(read.status).toBe(503);
    expect(await read.json()).toMatchObject({ code: 'migrations_pending' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);
});

describe(`what a backup holds and which backups a restore believes (${testEngine})`, () => {
  it('holds no sessions, records its success, and keeps its scratch files private', async () => {
    server = await startServer(config, { logger: silentLogger });
    const signIn = await post(server, '/api/login', ADMIN);
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    // A scratch file of a backup killed earlier (its process is gone) is swept by the next one.
    const stale = join(site.dir, '.vitrine-backup-999999-abc.db');
    writeFileSync(stale, 'x');
    const modes: number[] = [];
    const file = join(site.dir, 'privado.backup');
    const header = await takeBackup(config, file, () => {
      for (const name of readdirSync(site.dir).filter((n) => n.startsWith('.vitrine-backup-')))
        modes.push(statSync(join(site.dir, name)).mode & 0o777);
    });
    expect(header.tables.sessions).toBe(0);
    expect(header.signature?.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set([0o600]));
    expect(readdirSync(site.dir).filter((n) => n.startsWith('.vitrine-'))).toEqual([]);
    const metrics = await fetch(`${server.url}/metrics`);
    const seconds = Number(
      /vitrine_backup_last_success_timestamp_seconds (\d+(\.\d+)?)/.exec(await metrics.text())?.[1],
    );
    expect(Date.now() / 1000 - seconds).toBeLessThan(120);
    const status = await fetch(`${server.url}/api/backups`, { headers: { authorization: `Bearer ${token}` } });
    expect(await status.json()).toEqual({ lastSuccessAt: expect.stringMatching(/^\d{4}-/), nightly: false });
  }, 60_000);

  it('refuses unsigned, foreign and edited files unless --trust', async () => {
    const file = join(site.dir, 'assinado.backup');
    await takeBackup(config, file);
    const target = await createTestDatabase({ migrated: false });
    try {
      const into = serverConfig(target, { BACKUP_KEY: KEY });
      const { header, database } = readBackupFile(file, { key: KEY });
      const { signature: _signature, sha256: _sha, bytes: _bytes, ...plain } = header;
      const unsigned = join(site.dir, 'sem-assinatura.backup');
      writeBackupFile(unsigned, plain, database);
      const foreign = join(site.dir, 'outra-chave.backup');
      writeBackupFile(foreign, plain, database, 'uma-chave-que-nao-e-a-do-site-0123456789');
      // An edited header (one more row claimed, the signature kept): a tampered file.
      const edited = join(site.dir, 'editado.backup');
      const raw = readFileSync(file, 'latin1').replace(/"createdAt":"[^"]+"/, '"createdAt":"2020-01-01T00:00:00.000Z"');
      writeFileSync(edited, raw, 'latin1');

      const reasons = [];
      for (const f of [unsigned, foreign, edited]) {
        const error = await restoreBackup(into, f, { replace: false }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BackupTrustError);
        reasons.push((error as Error).message);
      }
      expect(reasons[0]).toMatch(/^o backup não está assinado\. .*use --trust$/);
      expect(reasons[1]).toMatch(/^o backup foi assinado com outra chave/);
      expect(reasons[2]).toMatch(/^a assinatura do backup não confere/);
      const withoutKey = await restoreBackup(serverConfig(target), file, { replace: false }).catch((e: unknown) => e);
      expect((withoutKey as Error).message).toMatch(/BACKUP_KEY não está definida/);

      const trusted = await restoreBackup(into, unsigned, { replace: false, trust: true });
      expect(trusted.origin).toBe('trusted');
      const signed = await restoreBackup(into, file, { replace: true });
      expect(signed.origin).toBe('signed');
    } finally {
      await target.drop();
    }
  }, 60_000);
});
