import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import { signedUnsubscribeToken } from '../src/features/newsletter/unsubscribe-token';
import { campaignBatchSize } from '../src/jobs/mail-rate';
import { campaignToken, startSmtpSink, type SmtpSink } from './smtp-sink';
import { seedSubscribers } from './subscriber-fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Newsletter campaigns across processes, on SQLite and on PostgreSQL: two real server processes (as
 * behind a reverse proxy) send one campaign to 1,000 subscribers through a real SMTP server in
 * this process. Each process sends with its own envelope sender, so the sink tells who sent what.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_PASSWORD = 'Admin-senha-forte-1';
const SECRET = 'process-test-secret-that-is-long-enough-0123456789';
const SUBSCRIBERS = 1000;
/** Per process: batches of 100 about every second, so a campaign lasts long enough to share and to kill. */
const RATE = 6000;
const LEASE_SECONDS = 3;

interface Proc {
  child: ChildProcess;
  url: string;
  output: string;
}

let database: TestDatabase;
let db: Db;
let sink: SmtpSink;
let a: Proc;
let b: Proc;

function startProcess(name: string): Promise<Proc> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        DATA_DIR: database.dir,
        JWT_SECRET: SECRET,
        PORT: '0',
        SEED_DEMO: 'false',
        ADMIN_USERNAME: 'admin@alvorada.test',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        RATE_LIMITS: 'false',
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_FROM: `${name}@alvorada.test`,
        PUBLIC_URL: 'https://www.alvorada.test',
        NEWSLETTER_RATE_PER_MINUTE: String(RATE),
        MAIL_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS),
        WEB_DIST: `${database.dir}/no-dist`,
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
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}): ${proc.output}`)));
  });
}

async function call(proc: Proc, method: string, path: string, options: { json?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${proc.url}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  sink = await startSmtpSink();
  a = await startProcess('a');
  b = await startProcess('b');
  db = openDatabase(database.url, { poolMax: 2 });
  await seedSubscribers(db, SUBSCRIBERS);
}, 120_000);

afterAll(async () => {
  for (const proc of [a, b]) {
    if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) continue;
    proc.child.removeAllListeners('exit');
    const exited = new Promise((resolve) => proc.child.once('exit', resolve));
    proc.child.kill('SIGTERM');
    await exited;
  }
  await sink?.close();
  await db?.destroy();
  await database?.drop();
}, 60_000);

async function startCampaign(subject: string): Promise<number> {
  const login = await call(a, 'POST', '/api/login', {
    json: { username: 'admin@alvorada.test', password: ADMIN_PASSWORD },
  });
  expect(login.status, login.text).toBe(200);
  const token = login.body.token as string;
  const created = await call(a, 'POST', '/api/campanhas-newsletter', {
    token,
    json: { subject, preheader: 'Resumo', body: '<p>Conteúdo da edição.</p>' },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as number;
  expect((await call(a, 'POST', `/api/campanhas-newsletter/${id}/enviar`, { token })).status).toBe(200);
  return id;
}

const campaignStatus = async (id: number) =>
  (await db.selectFrom('newsletter_campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** Every mail carries its recipient's own token: the one the server signs for that subscriber. */
async function expectOwnTokens(mails: typeof sink.received) {
  const subscribers = await db.selectFrom('newsletter_subscribers').selectAll().execute();
  const byEmail = new Map(subscribers.map((s) => [s.email, s]));
  for (const mail of mails) {
    expect(campaignToken(mail.data), mail.to).toBe(signedUnsubscribeToken(SECRET, byEmail.get(mail.to)!));
  }
}

describe('a campaign sent by two server processes', () => {
  it('reaches 1,000 subscribers exactly once each, each with their own unsubscribe token', async () => {
    const id = await startCampaign('Edição de março');
    await expect.poll(() => campaignStatus(id), { timeout: 60_000, interval: 250 }).toBe('sent');
    const mails = sink.received.splice(0);
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to)).size).toBe(SUBSCRIBERS);
    // Both processes took part (the second joins on its next poll).
    const senders = new Set(mails.map((m) => m.from));
    expect(senders).toEqual(new Set(['a@alvorada.test', 'b@alvorada.test']));
    await expectOwnTokens(mails);
  }, 90_000);

  it('when one is killed with SIGKILL halfway, the other finishes: nobody is left out, duplicates at most its batch in flight', async () => {
    const id = await startCampaign('Edição de abril');
    // Halfway, and after the second process has started sending.
    await expect
      .poll(() => sink.received.length >= SUBSCRIBERS / 2 && sink.received.some((m) => m.from === 'b@alvorada.test'), {
        timeout: 60_000,
        interval: 20,
      })
      .toBe(true);
    b.child.removeAllListeners('exit');
    const killed = new Promise((resolve) => b.child.once('exit', resolve));
    b.child.kill('SIGKILL');
    await killed;
    const byKilledAtKill = sink.received.filter((m) => m.from === 'b@alvorada.test').length;
    // The survivor takes the killed process's claimed mails back once their lease ends.
    await expect.poll(() => campaignStatus(id), { timeout: 60_000, interval: 250 }).toBe('sent');
    const mails = sink.received.splice(0);
    const perAddress = new Map<string, number>();
    for (const mail of mails) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
    expect(perAddress.size).toBe(SUBSCRIBERS);
    const duplicates = mails.length - SUBSCRIBERS;
    // SMTP cannot do better: a mail the sink accepted but the killed process never marked sent
    // is sent again. At most the one batch it had claimed.
    expect(duplicates).toBeLessThanOrEqual(campaignBatchSize(RATE));
    console.log(
      `SIGKILL drill: killed process had delivered ${byKilledAtKill}; ${duplicates} duplicate(s) after the kill ` +
        `(bound: one batch of ${campaignBatchSize(RATE)})`,
    );
    await expectOwnTokens(mails);
    const pending = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(0);
  }, 120_000);
});
