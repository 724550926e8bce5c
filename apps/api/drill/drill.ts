import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { smtpFailureDrill } from './smtp-failure-drill';

/**
 * npm run drill: the failure drills against the real server process, with
 * their figures printed. About a minute.
 *
 * (a) Locked database: a second process (another better-sqlite3 connection, as the sqlite3
 *     shell or a backup script would be) holds BEGIN IMMEDIATE for DRILL_LOCK_MS (5 s)
 *     while reads on other routes are timed (bar: p99 under 50 ms) and a contact POST
 *     waits for the lock (bar: 201 after the release, or a clear 503).
 * (b) kill -9 during a burst of contact POSTs, DRILL_RUNS times (3): after a restart, every
 *     contact the server answered 2xx for must be in the database.
 * (c) 100 oversized bodies (3 MB logins through fetch and through a client that reads only
 *     once it has sent everything, as curl does, and 30 MB post uploads), 10 at a time: every
 *     client must read its 413, none a reset.
 * (d) A campaign to 25 subscribers while the SMTP server refuses the password (535 on AUTH):
 *     no subscriber may be suppressed, the campaign must wait for the server, and once the
 *     password works again it must resume by itself and reach all 25 once (smtp-failure-drill.ts).
 *
 * DRILL_PORT (3161) is the server's port. Exit code 1 when a bar is missed. Letters after the
 * command run only those drills (`npm run drill -- d` is the SMTP failure alone, about 15 s).
 */
const PORT = Number(process.env.DRILL_PORT ?? 3161);
const LOCK_MS = Number(process.env.DRILL_LOCK_MS ?? 5000);
const RUNS = Number(process.env.DRILL_RUNS ?? 3);
const BURST_WORKERS = 16;
const BURST_MS = 1500;
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const base = `http://127.0.0.1:${PORT}`;

interface Server {
  child: ChildProcess;
  exited: Promise<number | null>;
}

function startServer(databaseUrl: string, seed: boolean, extraEnv: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: String(seed),
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'error',
      PUBLIC_URL: base,
      WEB_DIST: join(databaseUrl, '..', 'no-site'),
      JWT_SECRET: 'drill-secret-that-is-long-enough-0123456789abcdef',
      ADMIN_USERNAME: 'admin@drill.test',
      ADMIN_PASSWORD: 'drill-Admin-senha-1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Vitrine no ar')) resolve({ child, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  await server.exited;
}

const contactBody = (tag: string) =>
  JSON.stringify({
    name: 'Drill Contato',
    email: 'drill@cliente.test',
    phone: '(47) 99999-1234',
    subject: `Drill ${tag}`,
    message: 'Mensagem do exercício de falhas.',
  });

const postContact = (tag: string) =>
  fetch(`${base}/api/contato`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: contactBody(tag),
  });

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function lockedDatabaseDrill(dir: string): Promise<boolean> {
  const databaseUrl = join(dir, 'locked.db');
  const server = await startServer(databaseUrl, true);
  try {
    const posts = (await (await fetch(`${base}/api/posts`)).json()) as { id: number }[];
    const routes = ['/api/config', '/api/posts', `/api/posts/${posts[0]?.id ?? 1}`];

    const locker = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), 'hold-lock', databaseUrl, String(LOCK_MS)],
      {
        cwd: apiDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let released = false;
    let releasedAt = 0;
    await new Promise<void>((resolve) =>
      locker.stdout!.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('locked')) resolve();
        if (String(chunk).includes('released')) {
          released = true;
          releasedAt = performance.now();
        }
      }),
    );
    const lockedAt = performance.now();

    const write = (async () => {
      const started = performance.now();
      const res = await postContact('locked');
      const body = await res.text();
      return { status: res.status, ms: performance.now() - started, body, retryAfter: res.headers.get('retry-after') };
    })();

    const timings = new Map<string, number[]>(routes.map((r) => [r, []]));
    const failures: string[] = [];
    await Promise.all(
      routes.map(async (route) => {
        while (!released) {
          const started = performance.now();
          try {
            const res = await fetch(`${base}${route}`);
            await res.arrayBuffer();
            if (res.status !== 200) failures.push(`${route} ${res.status}`);
          } catch (error) {
            failures.push(`${route} ${(error as Error).message}`);
          }
          timings.get(route)!.push(performance.now() - started);
        }
      }),
    );
    const result = await write;
    await new Promise((resolve) => locker.on('exit', resolve));

    console.log(`\n(a) Locked database: outside writer held BEGIN IMMEDIATE for ${ms(releasedAt - lockedAt)}`);
    console.log('    route                      reads      p50        p99        max');
    let worstP99 = 0;
    for (const [route, list] of timings) {
      const sorted = [...list].sort((a, b) => a - b);
      worstP99 = Math.max(worstP99, percentile(sorted, 99));
      console.log(
        `    ${route.padEnd(26)} ${String(sorted.length).padStart(5)}  ${ms(percentile(sorted, 50)).padStart(9)}  ${ms(percentile(sorted, 99)).padStart(9)}  ${ms(sorted.at(-1) ?? NaN).padStart(9)}`,
      );
    }
    console.log(
      `    read failures: ${failures.length}${failures.length ? ` (${failures.slice(0, 3).join('; ')})` : ''}`,
    );
    const waitedPastRelease = result.ms - (releasedAt - lockedAt);
    console.log(
      `    waiting contact POST: ${result.status} after ${ms(result.ms)} (${ms(waitedPastRelease)} after the release)${result.status === 503 ? `, Retry-After ${result.retryAfter}, ${result.body}` : ''}`,
    );
    const writeOk = result.status === 201 || (result.status === 503 && result.retryAfter !== null);
    const ok = worstP99 < 50 && failures.length === 0 && writeOk;
    console.log(`    bar (p99 < 50 ms, no read failures, write 201 or clear 503): ${ok ? 'met' : 'MISSED'}`);
    return ok;
  } finally {
    await stopServer(server);
  }
}

async function killDrill(dir: string, run: number): Promise<boolean> {
  const databaseUrl = join(dir, `kill-${run}.db`);
  let server = await startServer(databaseUrl, false);
  const acknowledged: { id: number; tag: string }[] = [];
  let errors = 0;
  let sent = 0;
  let stop = false;
  const workers = Array.from({ length: BURST_WORKERS }, async (_, worker) => {
    for (let n = 0; !stop; n += 1) {
      const tag = `r${run}-w${worker}-n${n}`;
      sent += 1;
      try {
        const res = await postContact(tag);
        if (res.status >= 200 && res.status < 300)
          acknowledged.push({ id: ((await res.json()) as { id: number }).id, tag });
        else await res.arrayBuffer();
      } catch {
        errors += 1;
        if (stop) return;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, BURST_MS + Math.random() * 500));
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(workers);

  // Restart on the same file (the WAL is recovered), then look at the rows.
  server = await startServer(databaseUrl, false);
  const health = await fetch(`${base}/api/config`);
  await stopServer(server);
  const db = new SQLite(databaseUrl, { readonly: true });
  const rows = new Map(
    (db.prepare('select id, subject from contacts').all() as { id: number; subject: string }[]).map((r) => [
      r.id,
      r.subject,
    ]),
  );
  db.close();
  const missing = acknowledged.filter((a) => rows.get(a.id) !== `Drill ${a.tag}`);
  console.log(
    `    run ${run}: ${sent} POSTs sent, ${acknowledged.length} answered 2xx, ${errors} cut off by the kill; after restart (${health.status}) ${rows.size} rows, ${missing.length} acknowledged rows missing`,
  );
  return missing.length === 0 && health.status === 200;
}

/** One POST of `total` bytes over a raw socket, read only once it is all sent; answers the status or the error. */
function uploadThenRead(path: string, total: number, type: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1');
    socket.pause();
    let answer = '';
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'no answer'));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${total}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        const size = Math.min(chunk.length, total - sent);
        sent += size;
        if (!socket.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return socket.once('drain', pump);
      }
      socket.resume();
    };
    pump();
  });
}

async function oversizedBodyDrill(dir: string): Promise<boolean> {
  const COUNT = 100;
  const AT_ONCE = 10;
  console.log(`\n(c) ${COUNT} oversized bodies, ${AT_ONCE} at a time: every client must read a 413`);
  const server = await startServer(join(dir, 'oversized.db'), false);
  const login = 'a'.repeat(3 * 1024 * 1024);
  const kinds = [
    async () =>
      fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: login }).then(
        async (res) => (await res.arrayBuffer(), String(res.status)),
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      ),
    () => uploadThenRead('/api/login', 3 * 1024 * 1024, 'application/json'),
    () => uploadThenRead('/api/posts', 30 * 1024 * 1024, 'multipart/form-data; boundary=x'),
  ];
  const outcomes = new Map<string, number>();
  try {
    for (let sent = 0; sent < COUNT; sent += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, COUNT - sent) }, (_, i) =>
        kinds[(sent + i) % kinds.length]!(),
      );
      for (const outcome of await Promise.all(batch)) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  } finally {
    await stopServer(server);
  }
  const read413 = outcomes.get('413') ?? 0;
  console.log(`    outcomes: ${[...outcomes].map(([what, n]) => `${what} × ${n}`).join(', ')}`);
  console.log(`    bar (${COUNT} of ${COUNT} read a 413): ${read413 === COUNT ? 'met' : 'MISSED'}`);
  return read413 === COUNT;
}

async function killDrills(dir: string): Promise<boolean> {
  console.log(`\n(b) kill -9 during a burst of contact POSTs (${BURST_WORKERS} clients, ${RUNS} runs)`);
  let survived = true;
  for (let run = 1; run <= RUNS; run += 1) survived = (await killDrill(dir, run)) && survived;
  console.log(`    bar (every 2xx answer's row present after restart): ${survived ? 'met' : 'MISSED'}`);
  return survived;
}

async function main(only: string[]) {
  const drills: Record<string, (dir: string) => Promise<boolean>> = {
    a: lockedDatabaseDrill,
    b: killDrills,
    c: oversizedBodyDrill,
    d: (dir) => smtpFailureDrill(dir, { startServer, stopServer, base }),
  };
  const unknown = only.filter((letter) => !(letter in drills));
  if (unknown.length > 0) throw new Error(`unknown drill ${unknown.join(', ')}: use a, b, c or d`);
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-drill-'));
  let ok = true;
  try {
    for (const [letter, drill] of Object.entries(drills)) {
      if (only.length === 0 || only.includes(letter)) ok = (await drill(dir)) && ok;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exitCode = ok ? 0 : 1;
}

// Last, after every declaration above: child mode holds the write lock, then releases it.
if (process.argv[2] === 'hold-lock') {
  const db = new SQLite(process.argv[3]!);
  db.exec('begin immediate');
  process.stdout.write('locked\n');
  setTimeout(() => {
    db.exec('commit');
    db.close();
    process.stdout.write('released\n');
    process.exit(0);
  }, Number(process.argv[4]));
} else {
  await main(process.argv.slice(2));
}
