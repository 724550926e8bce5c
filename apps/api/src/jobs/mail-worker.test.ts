import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { RETRY_DELAYS_MS } from './mail-attempt';
import { createMailWorker } from './mail-worker';
import { queueMail } from '../mail/outbox';
import { createMailTransport, type MailTransport } from '../mail/transport';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const contact = {
  name: 'Carlos <b>Negrito</b>',
  email: 'carlos@cliente.test',
  phone: '4733334444',
  subject: 'Dúvida sobre TMS',
  message: 'Linha 1\nLinha 2 <img src=x onerror=alert(1)>',
};

async function saveAndNotify(c: TestContext) {
  expect((await c.request('POST', '/api/contato', { json: contact })).status).toBe(201);
  expect((await c.request('POST', '/api/contato/send', { json: { info: contact } })).status).toBe(202);
}

const outbox = (c: TestContext) => c.deps.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

/** A port nothing listens on: connecting to it fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server (smtp-server) on 127.0.0.1, keeping what it receives. Port 0 picks a free one. */
async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/outbox and marks it sent', async () => {
    ctx = await createTestContext({ CONTACT_INBOX: 'caixa@alvorada.test' });
    await saveAndNotify(ctx);
    const worker = createMailWorker(ctx.deps, createMailTransport(ctx.config));
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();

    const folder = join(ctx.config.dataDir, 'outbox');
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{14}-\d+-contact-notification\.eml$/);
    // Visitors' personal data: the service account's eyes only.
    expect(statSync(join(folder, files[0]!)).mode & 0o777).toBe(0o600);
    const eml = readFileSync(join(folder, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: caixa@alvorada\.test$/m);
    expect(eml).toMatch(/^From: Alvorada <nao-responda@alvoradasistemas\.com\.br>$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).not.toContain('carlos@cliente.test\r\nTo:');
    const [mail] = await outbox(ctx);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, sent_at: '2026-03-10T12:00:00.000Z', last_error: null });
    expect(mail!.html).toContain('Carlos &lt;b&gt;Negrito&lt;/b&gt;');
    expect(mail!.html).not.toMatch(/<img src=x/);
    // Nothing due any more.
    expect(await createMailWorker(ctx.deps, createMailTransport(ctx.config)).runOnce()).toBe(0);
  });
});

describe('mail through SMTP', () => {
  it('delivers the welcome mail to the subscriber through a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://site.test' });
      await ctx.request('POST', '/api/assinantes-newsletter', { json: { email: 'leitor@empresa.test' } });
      await ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email: 'leitor@empresa.test' } });

      const worker = createMailWorker(ctx.deps, createMailTransport(ctx.config));
      expect(await worker.runOnce()).toBe(1);
      await worker.stop();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toBe('nao-responda@alvoradasistemas.com.br');
      expect(smtp.received[0]!.to).toEqual(['leitor@empresa.test']);
      expect(smtp.received[0]!.data).toContain('https://site.test/cancelar-newsletter?token=');
      // Composed whole before sending: the same headers and encoding nodemailer's sendMail writes
      // (a long header folded onto the next line, as RFC 5322 allows).
      expect(smtp.received[0]!.data).toMatch(
        /^List-Unsubscribe:\s+<https:\/\/site\.test\/cancelar-newsletter\?token=/m,
      );
      expect(smtp.received[0]!.data).toContain('Content-Transfer-Encoding: quoted-printable');
      expect((await outbox(ctx))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('retries after the SMTP server was down and delivers once it is back', async () => {
    const port = await closedPort();
    ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_INBOX: 'caixa@alvorada.test' });
    await saveAndNotify(ctx);
    const worker = createMailWorker(ctx.deps, createMailTransport(ctx.config));

    // Nothing listens on the port: the attempt fails and a retry is scheduled after the first delay.
    expect(await worker.runOnce()).toBe(0);
    let [mail] = await outbox(ctx);
    expect(mail).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: '2026-03-10T12:01:00.000Z',
      sent_at: null,
    });
    expect(mail!.last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpServer(port);
    try {
      // The server is back, but the retry is not due yet: nothing is sent early.
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);

      ctx.advance(RETRY_DELAYS_MS[0]!);
      expect(await worker.runOnce()).toBe(1);
      await worker.stop();

      expect(smtp.received).toHaveLength(1);
      const [delivered] = smtp.received;
      expect(delivered!.from).toBe('nao-responda@alvoradasistemas.com.br');
      expect(delivered!.to).toEqual(['caixa@alvorada.test']);
      expect(delivered!.data).toMatch(/^X-Vitrine-Kind: contact-notification\r?$/m);
      expect(delivered!.data).toMatch(/^Message-ID: <outbox-\d+-\d+@vitrine>\r?$/im);
      // The visitor's words arrive (quoted-printable may wrap lines: compare unwrapped).
      const text = delivered!.data.replace(/=\r?\n/g, '');
      expect(text).toContain('(47) 3333-4444');
      expect(text).toContain(contact.email);
      expect(text).toContain('Linha 1');
      expect(text).toContain('Carlos &lt;b&gt;Negrito&lt;/b&gt;');

      [mail] = await outbox(ctx);
      expect(mail).toMatchObject({
        status: 'sent',
        attempts: 2,
        sent_at: '2026-03-10T12:01:00.000Z',
        last_error: null,
      });
      // Sent once: a later pass finds nothing due.
      const later = createMailWorker(ctx.deps, createMailTransport(ctx.config));
      expect(await later.runOnce()).toBe(0);
      await later.stop();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the contact and schedules retries with growing backoff when SMTP fails', async () => {
    ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    await saveAndNotify(ctx);
    const worker = createMailWorker(ctx.deps, createMailTransport(ctx.config));

    expect(await worker.runOnce()).toBe(0);
    let [mail] = await outbox(ctx);
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: '2026-03-10T12:01:00.000Z' });
    expect(mail!.last_error).toMatch(/ECONNREFUSED|connect/i);
    const contacts = await ctx.deps.db.selectFrom('contacts').selectAll().execute();
    expect(contacts.map((c) => c.email)).toEqual([contact.email]);

    // Not due yet: nothing is tried.
    await worker.runOnce();
    expect((await outbox(ctx))[0]!.attempts).toBe(1);

    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      ctx.advance(delay);
      await worker.runOnce();
      [mail] = await outbox(ctx);
      expect(mail!.attempts).toBe(index + 2);
    }
    expect(mail!.status).toBe('failed');
    await worker.stop();
  });
});

describe('mail worker', () => {
  it('sends soon after a nudge and stops cleanly', async () => {
    ctx = await createTestContext();
    const sent: string[] = [];
    const transport: MailTransport = {
      description: 'memory',
      send: async (mail) => {
        sent.push(mail.to);
      },
      close: () => {},
    };
    const worker = createMailWorker(ctx.deps, transport, { pollMs: 60_000 });
    worker.start();
    const content = { subject: 's', text: 't', html: '<p>h</p>' };
    await queueMail(ctx.deps.db, { kind: 'contact-notification', to: 'caixa@alvorada.test', content }, ctx.deps.now());
    worker.nudge();
    await expect.poll(() => sent, { timeout: 2000 }).toEqual(['caixa@alvorada.test']);
    await worker.stop();
  });
});
