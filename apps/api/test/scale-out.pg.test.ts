import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import { DEMO_POSTS } from '../src/demo/demo-posts';
import { postForm } from './post-fixtures';
import { accountKey, THROTTLE_POLICY } from '../src/features/auth/throttle.service';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Scale-out (PostgreSQL only, see vitest.config.ts): two real server processes on one
 * database, as behind a reverse proxy. What one process does, the other sees and counts.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_PASSWORD = 'Admin-senha-forte-1';

interface Proc {
  child: ChildProcess;
  url: string;
  output: string;
}

let database: TestDatabase;
let db: Db;
let smtp: SMTPServer;
const received: string[] = [];
let a: Proc;
let b: Proc;

function startProcess(name: string, smtpPort: number): Promise<Proc> {
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
        SEED_DEMO: 'true',
        ADMIN_USERNAME: 'admin@alvorada.test',
        ADMIN_PASSWORD: ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        TRUST_PROXY: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
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

async function call(
  proc: Proc,
  method: string,
  path: string,
  options: { json?: unknown; form?: FormData; token?: string; address?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.address ?? '203.0.113.50' };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${proc.url}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  db = openDatabase(database.url, { poolMax: 2 });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.push(to.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  // Both at once, on a database nobody has migrated yet.
  [a, b] = await Promise.all([startProcess('a', smtpPort), startProcess('b', smtpPort)]);
}, 120_000);

afterAll(async () => {
  for (const proc of [a, b]) {
    if (!proc) continue;
    proc.child.removeAllListeners('exit');
    const exited = new Promise((resolve) => proc.child.once('exit', resolve));
    proc.child.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.destroy();
  await database.drop();
}, 60_000);

describe('two API processes on one PostgreSQL database', () => {
  it('starting together, they create one Admin and one demo seed', async () => {
    const users = await db.selectFrom('users').select(['username', 'role']).execute();
    expect(users).toEqual([{ username: 'admin@alvorada.test', role: 1 }]);
    // Each process says so when it created the Admin: exactly one did.
    const creators = [a, b].filter((p) => p.output.includes('criada a partir de ADMIN_USERNAME'));
    expect(creators).toHaveLength(1);
    const posts = await db.selectFrom('posts').select('title').execute();
    expect(posts).toHaveLength(DEMO_POSTS.length);
    const markers = await db.selectFrom('settings').select('key').where('key', 'like', 'seed.%').execute();
    expect(markers.map((m) => m.key).sort()).toEqual([
      'seed.demo-contacts',
      'seed.demo-posts',
      'seed.demo-subscribers',
    ]);
    expect(await db.selectFrom('contacts').select('id').execute()).toHaveLength(3);
  });

  it('a post written through one process is read from the other, and a session works on both', async () => {
    const login = await call(a, 'POST', '/api/login', {
      json: { username: 'admin@alvorada.test', password: ADMIN_PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    const token = login.body.token as string;

    const created = await call(a, 'POST', '/api/posts', {
      token,
      form: postForm({ title: 'Escrito pelo processo A' }),
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const fromB = await call(b, 'GET', `/api/posts/${id}`);
    expect(fromB.status).toBe(200);
    expect(fromB.body.title).toBe('Escrito pelo processo A');

    // Edited through B (with A's session), the new title is what A answers.
    const form = postForm({ title: 'Editado pelo processo B', postId: id });
    const edited = await call(b, 'PUT', '/api/posts', { token, form });
    expect(edited.status, edited.text).toBe(200);
    expect((await call(a, 'GET', `/api/posts/${id}`)).body.title).toBe('Editado pelo processo B');
    const list = await call(a, 'GET', '/api/posts?pageSize=50');
    expect(JSON.stringify(list.body)).toContain('Editado pelo processo B');
  });

  it('a post scheduled through one process goes public on the other within a second of its time', async () => {
    const login = await call(a, 'POST', '/api/login', {
      json: { username: 'admin@alvorada.test', password: ADMIN_PASSWORD },
    });
    const token = login.body.token as string;
    const slugsOnB = async () =>
      ((await call(b, 'GET', '/api/posts?page=1&pageSize=5')).body as Array<{ slug: string }>).map((p) => p.slug);
    // B has the list cached before the post exists.
    expect(await slugsOnB()).not.toContain('agendado-no-processo-a');
    const publishAt = Date.now() + 3000;
    const form = postForm({ title: 'Agendado no processo A' });
    form.set('status', 'scheduled');
    form.set('publish_at', new Date(publishAt).toISOString());
    const created = await call(a, 'POST', '/api/posts', { token, form });
    expect(created.status, created.text).toBe(201);
    expect(await slugsOnB()).not.toContain('agendado-no-processo-a');
    expect((await call(b, 'GET', '/api/posts/agendado-no-processo-a')).status).toBe(404);

    // No request to B meanwhile; its first read after the time shows the post.
    await new Promise((resolve) => setTimeout(resolve, publishAt - Date.now() + 50));
    expect(await slugsOnB()).toContain('agendado-no-processo-a');
    expect((await call(b, 'GET', '/api/posts/agendado-no-processo-a')).status).toBe(200);
    expect(Date.now() - publishAt).toBeLessThan(1000);
  });

  it('ten queued mails are each sent exactly once while both workers run', async () => {
    const at = new Date().toISOString();
    const addresses = Array.from({ length: 10 }, (_, i) => `destino${i}@cliente.test`);
    await db
      .insertInto('mail_outbox')
      .values(
        addresses.map((to) => ({
          kind: 'test',
          to,
          subject: 'Teste',
          text: 'Olá',
          html: '<p>Olá</p>',
          status: 'pending',
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
    // A contact notification queued through each process nudges both workers at once.
    const contact = (name: string) => ({
      name,
      email: `${name.toLowerCase()}@cliente.test`,
      phone: '4733334444',
      subject: 'Proposta',
      message: 'Podem me ligar?',
    });
    const sends = await Promise.all(
      [a, b].map(async (proc, i) => {
        const info = contact(i === 0 ? 'Ana' : 'Bruno');
        expect((await call(proc, 'POST', '/api/contato', { json: info, address: '198.51.100.1' })).status).toBe(201);
        return call(proc, 'POST', '/api/contato/send', { json: { info }, address: '198.51.100.1' });
      }),
    );
    expect(sends.map((s) => s.status)).toEqual([202, 202]);
    await expect
      .poll(
        async () => (await db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute()).length,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe(0);
    // Every mail once: the ten, and one notification per contact to the company inbox.
    for (const to of addresses)
      expect(
        received.filter((r) => r === to),
        to,
      ).toHaveLength(1);
    expect(received).toHaveLength(12);
    const rows = await db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('the login throttle counts failures sent to either process', async () => {
    const fail = (proc: Proc, i: number) =>
      call(proc, 'POST', '/api/login', {
        json: { username: 'admin@alvorada.test', password: 'senha-errada' },
        address: `192.0.2.${i}`,
      });
    // Four failures from four addresses, alternating processes: the account-wide counter (the
    // lock ceiling) holds one row with all four, not one per process.
    for (let i = 0; i < 4; i++) expect((await fail(i % 2 === 0 ? a : b, i)).status).toBe(401);
    const counted = await db
      .selectFrom('login_attempts')
      .selectAll()
      .where('key', '=', accountKey('admin@alvorada.test'))
      .execute();
    expect(counted.map((r) => r.failures)).toEqual([4]);
    // From one address, still alternating: the (username, address) block arrives right after its
    // free failures, counted across both processes (the block itself is short and this
    // machine's clock is real, so only its arrival is checked).
    let attempts = 0;
    let blocked = false;
    while (!blocked && attempts < THROTTLE_POLICY.pairFree + 3) {
      blocked = (await fail(attempts % 2 === 0 ? a : b, 200)).status === 429;
      attempts += 1;
    }
    expect(blocked).toBe(true);
    // pairFree free failures, one more that starts the block, then the 429.
    expect(attempts).toBe(THROTTLE_POLICY.pairFree + 2);
  });

  it('the contact rate limit counts requests sent to either process', async () => {
    const info = {
      name: 'Carla Souza',
      email: 'carla@cliente.test',
      phone: '4733334444',
      subject: 'Proposta',
      message: 'Podem me ligar amanhã?',
    };
    const address = '198.51.100.77';
    for (let i = 0; i < 20; i++) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/contato', { json: info, address });
      expect(res.status, `request ${i + 1}`).toBe(201);
    }
    expect((await call(a, 'POST', '/api/contato', { json: info, address })).status).toBe(429);
    expect((await call(b, 'POST', '/api/contato', { json: info, address })).status).toBe(429);
    // Another address is not affected.
    expect((await call(b, 'POST', '/api/contato', { json: info, address: '198.51.100.78' })).status).toBe(201);
  });
});
