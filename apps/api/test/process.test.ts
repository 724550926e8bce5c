import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The real process: configuration errors, first-run credentials, shutdown, the admin CLI. */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-proc-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const baseEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DATABASE_URL: join(dir, 'vitrine.db'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'error',
  WEB_DIST: join(dir, 'no-dist'),
});

function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...baseEnv(), ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('server process', () => {
  it('stops with one clear line for a bad PORT', () => {
    const result = runMain({ PORT: 'abc' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT="abc": use a whole number from 0 to 65535');
  });

  it('stops with one clear line for a bad DATABASE_URL', () => {
    const result = runMain({ DATABASE_URL: 'mysql://db/site' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: DATABASE_URL="mysql:\/\/db\/site": /);
  });

  it('stops with a clear message when the database file cannot be opened', () => {
    // The "folder" of the database is a regular file: it can be neither created nor opened.
    writeFileSync(join(dir, 'arquivo'), 'x');
    const result = runMain({ DATABASE_URL: join(dir, 'arquivo', 'vitrine.db') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Vitrine could not start: /);
  });

  it('names the data folder and the fix when it is read-only', () => {
    const folder = join(dir, 'dados');
    mkdirSync(folder, { mode: 0o555 });
    // root may write anywhere: as root the server runs without the capabilities that override
    // file permissions (util-linux setpriv), so the folder really is read-only for it. Running
    // it as another user instead failed wherever that user cannot read the checkout (a clone
    // inside a private mktemp -d folder).
    const node = [process.execPath, '--import', 'tsx', 'src/main.ts'];
    const command =
      process.getuid?.() === 0 ? ['setpriv', '--bounding-set', '-dac_override,-dac_read_search', ...node] : node;
    const result = spawnSync(command[0]!, command.slice(1), {
      cwd: apiDir,
      env: { ...baseEnv(), DATABASE_URL: join(folder, 'vitrine.db'), HOME: dir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Vitrine could not start: data folder ${folder} is not writable (EACCES); give the service account write access (e.g. chown it to that user, mode 700) or point DATABASE_URL (or DATA_DIR) to a writable folder`,
    );
  });

  it('names the data folder and the fix when DATA_DIR cannot be created', () => {
    writeFileSync(join(dir, 'arquivo'), 'x');
    const result = runMain({ DATA_DIR: join(dir, 'arquivo', 'dados') });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Vitrine could not start: data folder ${join(dir, 'arquivo', 'dados')} does not exist and cannot be created (ENOTDIR); create it for the service account, or point DATA_DIR elsewhere`,
    );
  });

  it('warns at start-up when TRUST_PROXY is on and the port is reachable directly', async () => {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: { ...baseEnv(), PORT: '0', HOST: '0.0.0.0', TRUST_PROXY: 'true' },
      });
      let text = '';
      child.stderr.on('data', (chunk) => (text += chunk));
      child.stdout.on('data', (chunk) => {
        if (String(chunk).includes('Vitrine no ar')) child.kill('SIGTERM');
      });
      child.on('error', reject);
      child.on('exit', () => resolve(text));
    });
    const line = output.split('\n').find((l) => l.includes('config.trust_proxy.exposed'));
    expect(line).toBeDefined();
    const { message } = JSON.parse(line!) as { message: string };
    expect(message).toContain('TRUST_PROXY=true while HOST=0.0.0.0');
    expect(message).toContain('X-Forwarded-For');
    expect(message).toContain('HOST=127.0.0.1');
  }, 30_000);

  it('prints generated Admin credentials once, serves, and shuts down on SIGTERM', async () => {
    const start = () =>
      new Promise<{ output: string; code: number | null }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: apiDir,
          env: { ...baseEnv(), PORT: '0' },
        });
        let output = '';
        child.stdout.on('data', async (chunk) => {
          output += chunk;
          const match = /Vitrine no ar em (http:\/\/\S+)/.exec(output);
          if (match && !output.includes('__checked__')) {
            output += '__checked__';
            const res = await fetch(`${match[1]}/api/config`);
            output += `status=${res.status}`;
            child.kill('SIGTERM');
          }
        });
        child.on('error', reject);
        child.on('exit', (code) => resolve({ output, code }));
      });

    const first = await start();
    expect(first.code).toBe(0);
    expect(first.output).toContain('status=200');
    expect(first.output).toContain('Encerrando (SIGTERM)');
    const password = /senha:\s+(\S+)/.exec(first.output)?.[1];
    expect(password).toMatch(/^\S{16}$/);
    expect(first.output).toMatch(/usuário: admin\b/);

    const second = await start();
    expect(second.code).toBe(0);
    expect(second.output).not.toContain('senha:');
  }, 40_000);

  it('creates later Admins from the command line', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
        cwd: apiDir,
        env: baseEnv(),
        encoding: 'utf8',
        timeout: 20_000,
      });
    const created = run(['create', 'ana@alvorada.test']);
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Admin "ana@alvorada.test" criado\. Senha temporária .*: \S{16}/);
    const duplicate = run(['create', 'ana@alvorada.test']);
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr.trim()).toBe('Já existe um usuário com este nome.');
    const usage = run([]);
    expect(usage.status).toBe(2);
  });
});
