// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder,
// pg_ctl on a free port, everything removed by stop() (also when the process exits early).
// As root (CI containers) the server runs as the `postgres` user, since initdb refuses root.
//
//   import { startCluster } from './pg-cluster.mjs';
//   const cluster = await startCluster();   // cluster.url = postgres://postgres@127.0.0.1:PORT/postgres
//   ...; await cluster.stop();
//
// Run directly (`node scripts/pg-cluster.mjs`) it prints the URL and keeps the cluster until Ctrl+C.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder with initdb and pg_ctl: Debian's versioned folder (newest first), else PATH. */
export function findPgBin() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..');
  return undefined;
}

function tryPort(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** A free port: any, or one of PG_CLUSTER_PORTS=from-to (machines where ports are shared out). */
async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PG_CLUSTER_PORTS ?? '');
  if (!range) return tryPort(0);
  const [from, to] = [Number(range[1]), Number(range[2])];
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i += 1) {
    const port = await tryPort(from + ((start - from + i) % (to - from + 1)));
    if (port) return port;
  }
  throw new Error(`no free port in PG_CLUSTER_PORTS=${process.env.PG_CLUSTER_PORTS}`);
}

function postgresUid() {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  return id.status === 0 ? Number(id.stdout.trim()) : undefined;
}

export async function startCluster({ log = () => {} } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? postgresUid() : undefined;
  if (asRoot && uid === undefined) throw new Error('running as root, but there is no postgres user to run the server');
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: tmpdir() });
    if (result.status !== 0) {
      throw new Error(`${tool} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`);
    }
  };

  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pg-'));
  if (asRoot) chownSync(dir, uid, uid);
  const data = join(dir, 'data');
  let started = false;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopSync);
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: the folder is removed below either way.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Also on an exception or process.exit between start and stop: never leave a server behind.
  const stopSync = () => void stop();
  process.on('exit', stopSync);

  try {
    log(`initdb in ${dir}`);
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    // Durability is irrelevant for a throwaway cluster; speed is not.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster({ log: (line) => console.error(line) });
  console.log(cluster.url);
  const end = () => cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  setInterval(() => {}, 1 << 30);
}
