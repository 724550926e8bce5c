import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import { postForm } from './post-fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startReceiver, type WebhookReceiver } from './webhook-receiver';

/**
 * Webhooks with two real server processes on one PostgreSQL database (PostgreSQL only, see
 * vitest.config.ts): contacts arrive through both, both workers deliver, and every event
 * reaches every endpoint once.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { username: 'admin@alvorada.test', password: 'Admin-senha-forte-1' };
const CONTACTS = 40;

interface Proc {
  child: ChildProcess;
  url: string;
  output: string;
}

let database: TestDatabase;
let db: Db;
let procs: Proc[] = [];
const receivers: WebhookReceiver[] = [];

function startProcess(name: string): Promise<Proc> {
  const dataDir = join(database.dir, name);
  mkdirSync(dataDir, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'error',
        RATE_LIMITS: 'false',
        WEBHOOKS_ALLOW_HTTP: 'true',
        WEB_DIST: join(database.dir, 'no-dist'),
      },
    });
    const proc: Proc = { child, url: '', output: '' };
    const onData = (chunk: Buffer) => {
      proc.output += chunk.toString();
      const match = /Vitrine no ar em (http:\/\/\S+)/.exec(proc.output);
      if (match && !proc.url) {
        proc.url = match[1]!;
        resolve(proc);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${proc.output}`)));
  });
}

async function call(proc: Proc, method: string, path: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.60' };
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${proc.url}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  db = openDatabase(database.url, { poolMax: 2 });
  procs = await Promise.all([startProcess('a'), startProcess('b')]);
}, 120_000);

afterAll(async () => {
  for (const proc of procs) {
    proc.child.removeAllListeners('exit');
    const exited = new Promise((resolve) => proc.child.once('exit', resolve));
    proc.child.kill('SIGTERM');
    await exited;
  }
  for (const r of receivers) await r.close();
  await db.destroy();
  await database.drop();
}, 60_000);

describe('webhooks across two API processes on one PostgreSQL database', () => {
  it('delivers each event once per endpoint, whichever process stored it', async () => {
    const [a, b] = procs as [Proc, Proc];
    const login = await call(a, 'POST', '/api/login', ADMIN);
    expect(login.status, login.text).toBe(200);
    const token = login.body.token as string;
    for (let i = 0; i < 3; i += 1) {
      // Small delays so both workers are busy at once and claims overlap.
      const receiver = await startReceiver(() => ({ status: 200, delayMs: 5 }));
      receivers.push(receiver);
      const created = await call(
        a,
        'POST',
        '/api/integracoes',
        { url: receiver.url, events: ['contact.created'] },
        token,
      );
      expect(created.status, created.text).toBe(201);
    }

    const ids: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let n = worker; n < CONTACTS; n += 4) {
          const proc = n % 2 === 0 ? a : b;
          const res = await call(proc, 'POST', '/api/contato', {
            name: 'Pessoa Teste',
            email: `lead${n}@cliente.test`,
            phone: '(47) 99999-1234',
            subject: `Contato ${n}`,
            message: 'Quero uma demonstração.',
          });
          expect(res.status, res.text).toBe(201);
          ids.push(res.body.id as number);
        }
      }),
    );

    for (const receiver of receivers) await receiver.waitFor(CONTACTS, 30_000);
    // A moment for a duplicate, if there were one, to arrive too.
    await new Promise((r) => setTimeout(r, 2_500));
    const sorted = [...ids].sort((x, y) => x - y);
    for (const receiver of receivers) {
      const got = receiver.received.map((r) => JSON.parse(r.body).data.id as number);
      expect(got).toHaveLength(CONTACTS);
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(CONTACTS);
      // Contacts stored by two processes at once commit in any order, so ids are compared as a set;
      // the order per endpoint is the unit tests' (webhooks.test.ts).
      expect([...got].sort((x, y) => x - y)).toEqual(sorted);
    }
    const rows = await db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
    expect(rows).toHaveLength(CONTACTS * 3);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  }, 90_000);

  it('announces a scheduled post once when its time comes, though both processes look', async () => {
    const [a, b] = procs as [Proc, Proc];
    const token = (await call(b, 'POST', '/api/login', ADMIN)).body.token as string;
    const receiver = await startReceiver();
    receivers.push(receiver);
    const endpoint = await call(
      a,
      'POST',
      '/api/integracoes',
      { url: receiver.url, events: ['post.published'] },
      token,
    );
    expect(endpoint.status, endpoint.text).toBe(201);
    // Both processes look every few seconds; the post goes public between their looks.
    const publishAt = new Date(Date.now() + 4_000).toISOString();
    const form = postForm({ title: 'Agendado para dois processos' });
    form.set('status', 'scheduled');
    form.set('publish_at', publishAt);
    const created = await fetch(`${b.url}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.60' },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(receiver.received).toHaveLength(0);

    await receiver.waitFor(1, 30_000);
    // Time for both processes to look again (every 5 s): a second announcement would arrive now.
    await new Promise((r) => setTimeout(r, 12_000));
    expect(receiver.received).toHaveLength(1);
    const event = JSON.parse(receiver.received[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'post.published', data: { id, published_at: publishAt } });
    expect(receiver.received[0]!.at).toBeGreaterThanOrEqual(Date.parse(publishAt));
    const rows = await db
      .selectFrom('webhook_deliveries')
      .select('status')
      .where('event_type', '=', 'post.published')
      .execute();
    expect(rows).toEqual([{ status: 'delivered' }]);
  }, 60_000);
});
