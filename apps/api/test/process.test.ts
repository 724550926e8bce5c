import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
