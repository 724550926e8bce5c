import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The systemd unit as Debian's systemd reads it, and Node run under its system-call filter: the
 * filter is built from the unit's own SystemCallFilter= lines and this machine's systemd groups
 * (ops/systemd/run-under-unit-filter.py), loaded with libseccomp, for an unprivileged user as
 * DynamicUser= gives. Without `SystemCallFilter=@pkey` Node 20 dies at start with SIGSYS.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const unit = join(repo, 'ops/systemd/vitrine.service');
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-unit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What the server does at start and while serving: SQLite in WAL, argon2, sharp, threads, HTTP. */
const SERVER_LIKE_WORK = `
import Database from 'better-sqlite3';
import { hash } from '@node-rs/argon2';
import sharp from 'sharp';
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
const db = new Database(process.env.DB_FILE);
db.pragma('journal_mode = WAL');
db.exec('create table if not exists t (x)');
db.prepare('insert into t values (?)').run(1);
await hash('uma senha qualquer');
await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b2a4a' } }).webp().toBuffer();
await new Promise((r) => new Worker('1', { eval: true }).on('exit', r));
const server = createServer((_, res) => res.end('ok'));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const answer = await (await fetch('http://127.0.0.1:' + server.address().port)).text();
server.close();
console.log('served ' + answer);
`;

describe('ops/systemd/vitrine.service', () => {
  it('passes systemd-analyze verify', () => {
    const verify = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
  });

  it('lets Node 20 start and serve under its system-call filter, as an unprivileged user', () => {
    // The service's user is never root (DynamicUser=yes); as root SQLite would also chown its journal.
    const asService =
      process.getuid?.() === 0 ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'] : [];
    if (asService.length) chownSync(scratch, 65534, 65534);
    const [command, ...args] = [
      ...asService,
      '/usr/bin/python3',
      join(repo, 'ops/systemd/run-under-unit-filter.py'),
      unit,
      '--',
      process.execPath,
      '--input-type=module',
      '-e',
      SERVER_LIKE_WORK,
    ];
    const run = spawnSync(command!, args, {
      cwd: join(repo, 'apps/api'),
      env: { PATH: process.env.PATH ?? '', DB_FILE: join(scratch, 'unit.db') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.signal, run.stderr).toBeNull();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('served ok');
  }, 90_000);
});
