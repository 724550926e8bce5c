import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { restoreBackup, takeBackup, RestoreRefusedError } from '../src/backup/backup';
import { BackupFileError } from '../src/backup/backup-file';
import { silentLogger } from '../src/lib/logger';
import { startServer, type RunningServer } from '../src/server';
import { sampleContact } from './helpers';
import { pngBytes, postForm } from './post-fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from './test-database';

/**
 * The backup drill: a backup taken from a running server while 20 writers post
 * contacts, restored into a fresh database served by a second server, must hold every contact
 * acknowledged before the backup began, the post's image byte for byte, the Admin's password
 * and the signing key, and no session of the first server. A damaged file
 * is refused with a clear message and changes nothing; so is a non-empty target without --replace.
 */
const ADMIN = { username: 'ti@alvorada.test', password: 'Senha-do-admin-forte-1' };
const WRITERS = 20;

let source: TestDatabase;
let target: TestDatabase;
let first: RunningServer;
let second: RunningServer | undefined;
let backupFile: string;

function configFor(database: TestDatabase): Config {
  return loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: join(database.dir, 'data'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    PORT: '0',
    WEB_DIST: database.dir,
    BACKUP_KEY: 'chave-de-backup-do-ensaio-0123456789abcdef',
  });
}

async function login(server: RunningServer): Promise<Response> {
  return fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
}

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase({ migrated: false });
  first = await startServer(configFor(source), { logger: silentLogger });
  backupFile = join(source.dir, 'vitrine.backup');
}, 60_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await source.drop();
  await target.drop();
});

describe(`backup drill on ${testEngine}`, () => {
  const image = pngBytes('#3a7bd5', 64);
  let token: string;
  let imageUrl: string;
  let acknowledgedBeforeBackup: number[] = [];

  it('takes a backup while 20 writers post contacts, none of them failing', async () => {
    token = ((await (await login(first)).json()) as { token: string }).token;
    const form = postForm({ title: 'Post com imagem', image });
    const created = await fetch(`${first.url}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const postId = ((await created.json()) as { id: number }).id;
    const post = (await (await fetch(`${first.url}/api/posts/${postId}`)).json()) as { images: Array<{ url: string }> };
    imageUrl = post.images[0]!.url;

    const acknowledged: number[] = [];
    const failures: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const res = await fetch(`${first.url}/api/contato`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sampleContact({ name: `Escritor ${w} nº ${i}`, message: `Mensagem ${w}/${i}` })),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        else failures.push(`${res.status} ${await res.text()}`);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 10));

    // Everything acknowledged up to this instant must be in the backup.
    acknowledgedBeforeBackup = [...acknowledged];
    await takeBackup(first.deps.config, backupFile);
    // Writes go on after it too (the writers would hang here otherwise).
    const atEnd = acknowledged.length;
    while (acknowledged.length < atEnd + 20) await new Promise((r) => setTimeout(r, 10));
    stop = true;
    await Promise.all(writers);

    expect(failures).toEqual([]);
    expect(acknowledgedBeforeBackup.length).toBeGreaterThanOrEqual(60);
  }, 60_000);

  it('restores into a fresh database; a second server has every acknowledged row, the image and the password', async () => {
    const configB = configFor(target);
    const report = await restoreBackup(configB, backupFile, { replace: false });
    expect(report.signingKey).toBe(true);
    expect(report.imagesVerified).toBe(1);
    second = await startServer(configB, { logger: silentLogger });

    const ids = new Set((await second.db.selectFrom('contacts').select('id').execute()).map((row) => row.id));
    const missing = acknowledgedBeforeBackup.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);

    const fromFirst = new Uint8Array(await (await fetch(`${first.url}${imageUrl}`)).arrayBuffer());
    const fromSecond = await fetch(`${second.url}${imageUrl}`);
    expect(fromSecond.status).toBe(200);
    const restoredBytes = new Uint8Array(await fromSecond.arrayBuffer());
    expect(Buffer.compare(restoredBytes, fromFirst)).toBe(0);
    expect(Buffer.compare(restoredBytes, image)).toBe(0);

    const fresh = (await (await login(second)).json()) as { token: string };
    // The signing key came along (a token signed on the second server is good there), but no
    // session did: a backup holds no live credentials, so the first server's session is unknown.
    const users = (t: string) => fetch(`${second!.url}/api/usuarios`, { headers: { authorization: `Bearer ${t}` } });
    expect((await users(fresh.token)).status).toBe(200);
    expect((await users(token)).status).toBe(401);
  }, 60_000);

  it('refuses a damaged or truncated file with a clear message and changes nothing', async () => {
    const before = await second!.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const damaged = join(source.dir, 'danificado.backup');
    const bytes = readFileSync(backupFile);
    bytes[Math.floor(bytes.length * 0.6)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const configB = second!.deps.config;
    await expect(restoreBackup(configB, damaged, { replace: true })).rejects.toThrow(
      new BackupFileError('o arquivo está danificado: a soma de verificação (sha256) não confere'),
    );
    const truncated = join(source.dir, 'truncado.backup');
    writeFileSync(truncated, readFileSync(backupFile).subarray(0, 5000));
    await expect(restoreBackup(configB, truncated, { replace: true })).rejects.toThrow(/incompleto ou danificado/);

    const after = await second!.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await login(second!)).status).toBe(200);
  });

  it('refuses a target that already has data unless --replace', async () => {
    // --force past the running second server's lock: the data check still refuses.
    const error = await restoreBackup(second!.deps.config, backupFile, { replace: false, force: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RestoreRefusedError);
    expect((error as Error).message).toMatch(/já tem dados .*nada foi alterado\. Use --replace/);
  });
});
