import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { startReceiver } from '../test/webhook-receiver';

/**
 * npm run drill:webhooks: kill -9 of the server while 1,000 webhook events wait in the outbox.
 * 1,000 contacts are stored (each queues contact.created for one endpoint, a local receiver
 * answering in ~10 ms); the server is killed with SIGKILL as soon as they are stored, started
 * again, and the drill waits until the receiver has every event. Bar: none lost (every contact's
 * webhook-id received); duplicates are counted (at least once: the one in flight at the kill may
 * come twice). Figures printed; exit code 1 when an event is lost.
 */
const PORT = Number(process.env.DRILL_PORT ?? 3162);
const EVENTS = Number(process.env.DRILL_EVENTS ?? 1000);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'admin@drill.test', password: 'drill-Admin-senha-1' };

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'error',
      PUBLIC_URL: base,
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEB_DIST: join(databaseUrl, '..', 'no-site'),
      JWT_SECRET: 'drill-secret-that-is-long-enough-0123456789abcdef',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Vitrine no ar')) resolve({ child, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => reject(new Error(`server exited (${String(code)}):\n${output}`)));
  });
}

async function post(path: string, json: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-webhook-drill-'));
  const dbPath = join(dir, 'vitrine.db');
  const receiver = await startReceiver(() => ({ status: 200, delayMs: 10 }));
  let server = await startServer(dbPath);
  try {
    const login = await post('/login', ADMIN);
    const token = login.body?.token as string;
    const endpoint = await post('/integracoes', { url: receiver.url, events: ['contact.created'] }, token);
    if (endpoint.status !== 201) throw new Error(`endpoint: ${JSON.stringify(endpoint.body)}`);

    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < EVENTS) {
          const n = next++;
          const res = await post('/contato', {
            name: 'Drill Contato',
            email: `lead${n}@drill.test`,
            phone: '(47) 99999-1234',
            subject: `Contato ${n}`,
            message: 'Webhook drill.',
          });
          if (res.status !== 201) throw new Error(`contact ${n}: ${res.status}`);
        }
      }),
    );
    const storedMs = performance.now() - started;
    server.child.kill('SIGKILL');
    await server.exited;
    const receivedBeforeKill = receiver.received.length;
    const db = new SQLite(dbPath, { readonly: true });
    const pending = (
      db.prepare("select count(*) as n from webhook_deliveries where status = 'pending'").get() as { n: number }
    ).n;
    const ids = (db.prepare('select message_id from webhook_deliveries').all() as Array<{ message_id: string }>).map(
      (r) => r.message_id,
    );
    db.close();

    const restarted = performance.now();
    server = await startServer(dbPath);
    const deadline = Date.now() + 240_000;
    const unique = () => new Set(receiver.received.map((r) => String(r.headers['webhook-id'])));
    while (unique().size < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const drainMs = performance.now() - restarted;
    const got = unique();
    const lost = ids.filter((id) => !got.has(id)).length;
    const figures = {
      events: ids.length,
      storedInMs: Math.round(storedMs),
      receivedBeforeKill,
      pendingAtKill: pending,
      receivedAfterRestart: receiver.received.length - receivedBeforeKill,
      uniqueReceived: got.size,
      duplicates: receiver.received.length - got.size,
      lost,
      drainAfterRestartMs: Math.round(drainMs),
    };
    console.log(JSON.stringify(figures, null, 2));
    if (lost > 0 || ids.length !== EVENTS) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
