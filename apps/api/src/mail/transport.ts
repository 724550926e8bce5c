import { mkdir, writeFile } from 'node:fs/promises';
import { DATA_DIR_MODE, DATA_FILE_MODE } from '../db/data-files';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Config } from '../config';
import type { MailRow } from '../db/schema';

export interface MailTransport {
  /** Where mail goes, for logs: "smtp" or the .eml folder. */
  readonly description: string;
  send(mail: MailRow): Promise<void>;
  close(): void;
}

/**
 * The random part of this process's MIME boundaries. nodemailer otherwise draws 8 random bytes for
 * every part of every message (three a mail), which cost a campaign more than its database work;
 * a boundary only has to be absent from the content, and the outbox id makes each message's own.
 */
const PROCESS_BOUNDARY = randomBytes(8).toString('hex');

const message = (config: Config, mail: MailRow) => ({
  baseBoundary: `${PROCESS_BOUNDARY}-${mail.id}`,
  // Said, not guessed: nodemailer otherwise scans every body for the better encoding, which was
  // a tenth of a campaign's sending time; Portuguese text is mostly ASCII, so quoted-printable.
  textEncoding: 'quoted-printable' as const,
  from: config.MAIL_FROM,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  // Lets a resend after a lost acknowledgement be recognised as the same mail.
  messageId: `<outbox-${mail.id}-${mail.created_at.replace(/[^0-9]/g, '')}@vitrine>`,
  headers: {
    'X-Vitrine-Kind': mail.kind,
    ...(mail.unsubscribe_url
      ? {
          // RFC 8058: mail clients show "unsubscribe" and POST "List-Unsubscribe=One-Click" to the URL.
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          // RFC 2369: <https URL>, <mailto:…>; the https one is the one-click target. Written as
          // nodemailer's `list` option writes it (that option belongs to sendMail, not the composer).
          'List-Unsubscribe': {
            prepared: true,
            foldLines: true,
            value: `<${mail.unsubscribe_url}>, <${unsubscribeMailto(config)}>`,
          },
        }
      : {}),
  },
});

/** The mailto alternative of List-Unsubscribe: a request to the company inbox, handled by people. */
const unsubscribeMailto = (config: Config) =>
  `mailto:${config.CONTACT_INBOX}?subject=${encodeURIComponent('Cancelar newsletter')}`;

/**
 * SMTP_URL with the transport's settings as query parameters. nodemailer reads only the URL
 * when given one (options beside `url` are ignored), so they travel in it; any the operator
 * already put in SMTP_URL win.
 */
export function smtpUrlWithDefaults(config: Pick<Config, 'SMTP_URL' | 'SMTP_POOL_SIZE'>): string {
  const url = new URL(config.SMTP_URL!);
  const defaults: Record<string, string> = {
    // Connections stay open and are shared: a campaign's mails go out in parallel over
    // SMTP_POOL_SIZE of them instead of one TCP (and TLS) handshake per mail.
    pool: 'true',
    maxConnections: String(config.SMTP_POOL_SIZE),
    maxMessages: 'Infinity',
    // Fail fast: the worker retries later with backoff instead of hanging.
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  };
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * Opens each pooled SMTP connection with Nagle's algorithm off (nodemailer leaves it on). SMTP is
 * a conversation of short lines, each waiting for the server's answer; with Nagle on, a message's
 * last short segment (the closing dot) waits for the server's delayed acknowledgement, about 40 ms
 * on Linux, and a campaign went out at a fifth of its speed. With a proxy (`?proxy=` in SMTP_URL)
 * nodemailer's own connection replaces this one.
 */
function connectWithoutDelay(
  options: SMTPPool.Options,
  callback: (error: Error | null, socket?: { connection: Socket }) => void,
) {
  // nodemailer's defaults when the URL names no host or port.
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = connect({ host: options.host ?? 'localhost', port, noDelay: true });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  socket.setTimeout(options.connectionTimeout ?? 10_000, () => fail(new Error('Connection timeout')));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.off('error', fail);
    // Already open: nodemailer greets, and upgrades it to TLS for smtps:// as it would its own.
    callback(null, { connection: socket });
  });
}

/**
 * SMTP through SMTP_URL when set; otherwise each mail is written as an .eml file in
 * DATA_DIR/outbox/, which any mail client opens (development, demos, air-gapped installs).
 */
export function createMailTransport(config: Config): MailTransport {
  if (config.SMTP_URL) {
    // The URL parsed here, not by createTransport: given a URL, nodemailer ignores every other option.
    const smtp = nodemailer.createTransport({
      ...(parseConnectionUrl(smtpUrlWithDefaults(config)) as SMTPPool.Options),
      getSocket: connectWithoutDelay,
    });
    return {
      description: 'smtp',
      async send(mail) {
        // Composed into one buffer first, then handed over whole: streamed, the message left
        // in dozens of small socket writes, a third of a campaign's sending time.
        const composed = new MailComposer(message(config, mail)).compile();
        const raw = await composed.build();
        await smtp.sendMail({ envelope: composed.getEnvelope(), raw });
      },
      close: () => smtp.close(),
    };
  }
  const folder = join(config.dataDir, 'outbox');
  const eml = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: folder,
    async send(mail) {
      const info = await eml.sendMail(message(config, mail));
      await mkdir(folder, { recursive: true, mode: DATA_DIR_MODE });
      const stamp = mail.created_at.replace(/[^0-9]/g, '').slice(0, 14);
      // Mails carry visitors' personal data: readable by the service account only.
      await writeFile(join(folder, `${stamp}-${mail.id}-${mail.kind}.eml`), info.message as Buffer, {
        mode: DATA_FILE_MODE,
      });
    },
    close: () => eml.close(),
  };
}
