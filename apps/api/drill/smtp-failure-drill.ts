import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { startSmtpSink } from '../test/smtp-sink';
import { seedSubscribers } from '../test/subscriber-fixtures';
import { openDatabase } from '../src/db/database';

interface Server {
  child: ChildProcess;
  exited: Promise<number | null>;
}

interface DrillServer {
  startServer(databaseUrl: string, seed: boolean, env?: Record<string, string>): Promise<Server>;
  stopServer(server: Server): Promise<void>;
  base: string;
}

const AUDIENCE = 25;
const RETRY_SECONDS = 3;
const ADMIN = { username: 'admin@drill.test', password: 'drill-Admin-senha-1' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await what()) return true;
    await sleep(250);
  }
  return false;
}

/**
 * (d) A campaign while the SMTP server refuses the password (535 on AUTH, as after a rotated
 * password): nobody may be suppressed, the campaign waits for the server, and once AUTH works
 * again it resumes by itself and reaches every subscriber exactly once.
 */
export async function smtpFailureDrill(dir: string, { startServer, stopServer, base }: DrillServer): Promise<boolean> {
  console.log(`\n(d) A campaign to ${AUDIENCE} subscribers while the SMTP server refuses AUTH (535)`);
  const sink = await startSmtpSink({ requireAuth: true });
  sink.failure = 'auth';
  const databaseUrl = join(dir, 'smtp-failure.db');
  const server = await startServer(databaseUrl, false, {
    SMTP_URL: `smtp://vitrine:senha-girada@127.0.0.1:${sink.port}`,
    NEWSLETTER_RATE_PER_MINUTE: '60000',
    MAIL_SERVER_RETRY_SECONDS: String(RETRY_SECONDS),
  });
  const db = openDatabase(databaseUrl);
  const file = new SQLite(databaseUrl, { readonly: true });
  try {
    await seedSubscribers(db, AUDIENCE);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((res) => res.json() as Promise<Record<string, unknown>>);
    const { id } = await call('POST', '/campanhas-newsletter', {
      subject: 'Drill SMTP',
      preheader: '',
      body: '<p>Exercício de falha do servidor de e-mail.</p>',
    });
    await call('POST', `/campanhas-newsletter/${id}/enviar`, {});
    const campaign = () => call('GET', `/campanhas-newsletter/${id}`);

    const waited = await until(async () => (await campaign()).mail_server_error !== null, 15_000);
    const paused = await campaign();
    const suppressed = () =>
      (
        file.prepare('select count(*) as n from newsletter_subscribers where suppressed_at is not null').get() as {
          n: number;
        }
      ).n;
    const suppressedDuring = suppressed();
    console.log(
      `    during the failure: campaign ${String(paused.status)}, "${String(paused.mail_server_error)}", ${suppressedDuring} suppressed, ${sink.received.length} delivered`,
    );

    const fixedAt = performance.now();
    sink.failure = undefined;
    const resumed = await until(async () => (await campaign()).status === 'sent', 30_000);
    const after = await campaign();
    const recipients = new Set(sink.received.map((r) => r.to));
    console.log(
      `    after the fix: campaign ${String(after.status)} ${((performance.now() - fixedAt) / 1000).toFixed(1)} s later, ${sink.received.length} delivered to ${recipients.size} addresses, ${suppressed()} suppressed`,
    );
    const ok =
      waited &&
      suppressedDuring === 0 &&
      suppressed() === 0 &&
      resumed &&
      sink.received.length === AUDIENCE &&
      recipients.size === AUDIENCE;
    console.log(
      `    bar (no one suppressed, resumed by itself, each subscriber mailed once): ${ok ? 'met' : 'MISSED'}`,
    );
    return ok;
  } finally {
    file.close();
    await db.destroy();
    await stopServer(server);
    await sink.close();
  }
}
