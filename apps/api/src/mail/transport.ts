import { mkdir, writeFile } from 'node:fs/promises';
import { DATA_DIR_MODE, DATA_FILE_MODE } from '../db/data-files';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailRow } from '../db/schema';

export interface MailTransport {
  /** Where mail goes, for logs: "smtp" or the .eml folder. */
  readonly description: string;
  send(mail: MailRow): Promise<void>;
  close(): void;
}

const message = (config: Config, mail: MailRow) => ({
  from: config.MAIL_FROM,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  // Lets a resend after a lost acknowledgement be recognised as the same mail.
  messageId: `<outbox-${mail.id}-${mail.created_at.replace(/[^0-9]/g, '')}@vitrine>`,
  headers: {
    'X-Vitrine-Kind': mail.kind,
    // RFC 8058: mail clients show "unsubscribe" and POST "List-Unsubscribe=One-Click" to the URL.
    ...(mail.unsubscribe_url ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
  },
  // List-Unsubscribe: <https URL>, <mailto:…> (RFC 2369; the https one is the one-click target).
  ...(mail.unsubscribe_url ? { list: { unsubscribe: [[mail.unsubscribe_url, unsubscribeMailto(config)]] } } : {}),
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
 * SMTP through SMTP_URL when set; otherwise each mail is written as an .eml file in
 * DATA_DIR/outbox/, which any mail client opens (development, demos, air-gapped installs).
 */
export function createMailTransport(config: Config): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(smtpUrlWithDefaults(config));
    return {
      description: 'smtp',
      async send(mail) {
        await smtp.sendMail(message(config, mail));
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
