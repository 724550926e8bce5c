import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';
import * as campaigns from '../src/features/campaigns/campaigns.service';
import { silentLogger } from '../src/lib/logger';
import { createMailWorker } from '../src/jobs/mail-worker';
import { createMailTransport } from '../src/mail/transport';
import { seedSubscribers } from '../test/subscriber-fixtures';

const here = fileURLToPath(new URL('.', import.meta.url));
const SUBSCRIBERS = Number(process.env.BENCH_MAIL_SUBSCRIBERS ?? 10_000);

export interface MailRow {
  subscribers: number;
  queueMs: number;
  deliverMs: number;
  perMinute: number;
  received: number;
}

/** The SMTP sink in its own process; resolves with its port and a stop() that answers how many it received. */
async function startSink() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'smtp-sink-process.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const messages: Array<Record<string, number>> = [];
  const waiters: Array<() => void> = [];
  lines.on('line', (line) => {
    try {
      messages.push(JSON.parse(line) as Record<string, number>);
      waiters.splice(0).forEach((w) => w());
    } catch {
      // Not ours.
    }
  });
  const next = async (key: string) => {
    for (;;) {
      const found = messages.find((m) => key in m);
      if (found) return found[key]!;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const port = await next('port');
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      return next('received');
    },
  };
}

/**
 * The mail row: SUBSCRIBERS active subscribers on a temp SQLite file; "Enviar agora"
 * queues one outbox row each (timed), then the real mail worker delivers them through pooled
 * SMTP to a sink in another process, unthrottled (NEWSLETTER_RATE_PER_MINUTE far above), timed
 * until the campaign is 'sent'.
 */
export async function measureMail(dataDir: string): Promise<MailRow> {
  const sink = await startSink();
  const config = loadConfig({
    DATABASE_URL: join(dataDir, 'bench-mail.db'),
    DATA_DIR: join(dataDir, 'mail'),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    NEWSLETTER_RATE_PER_MINUTE: '1000000',
    SMTP_POOL_SIZE: process.env.BENCH_SMTP_POOL ?? '10',
    PUBLIC_URL: 'https://www.alvorada.test',
    LOG_LEVEL: 'silent',
  });
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    await seedSubscribers(db, SUBSCRIBERS, new Date().toISOString(), 'cliente.exemplo');
    const body = `<h2>Edição do benchmark</h2>${'<p>Um parágrafo de conteúdo da newsletter, com um <a href="https://www.alvorada.test/blog/1">link</a>.</p>'.repeat(8)}`;
    const id = await campaigns.createCampaign(
      db,
      { subject: 'Benchmark', preheader: 'Medição', body, post_id: null },
      'bench',
      new Date(),
    );
    const queued = performance.now();
    await campaigns.startCampaign(db, id, new Date());
    const queueMs = performance.now() - queued;

    const deps = { db, config, logger: silentLogger, now: () => new Date(), jwtSecret: 'bench-secret-'.repeat(4) };
    const worker = createMailWorker(deps, createMailTransport(config));
    const started = performance.now();
    let status = 'sending';
    while (status !== 'sent') {
      await worker.runOnce();
      status = (await campaigns.findCampaignRow(db, id))!.status;
    }
    const deliverMs = performance.now() - started;
    await worker.stop();
    const received = await sink.stop();
    return {
      subscribers: SUBSCRIBERS,
      queueMs: Math.round(queueMs),
      deliverMs: Math.round(deliverMs),
      perMinute: Math.round((SUBSCRIBERS / deliverMs) * 60_000),
      received,
    };
  } finally {
    await db.destroy();
  }
}

export const describeMailRow = (row: MailRow) =>
  `Mail: ${row.subscribers.toLocaleString('en')} subscribers queued in ${row.queueMs} ms (≤ 2,000), ` +
  `delivered to an SMTP sink in another process in ${row.deliverMs} ms = ${row.perMinute.toLocaleString('en')} mails/min ` +
  `(≥ 50,000); the sink received ${row.received.toLocaleString('en')}`;
