import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope sender (MAIL FROM). */
  from: string;
  to: string;
  data: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives. `refuse` answers
 * an address with a permanent 550 at RCPT TO, as a receiving server does for an unknown mailbox.
 */
export async function startSmtpSink(options: { refuse?: (address: string) => boolean; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Campaigns keep several pooled connections open.
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = new Error('5.1.1 Mailbox does not exist') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        for (const to of session.envelope.rcptTo) received.push({ from, to: to.address, data });
        callback();
      });
    },
  });
  // A client that dies mid-session (a SIGKILLed server process) resets its connections: expected here.
  smtp.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    received,
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  } satisfies SmtpSink;
}

/**
 * A raw message with quoted-printable (soft breaks, =XX bytes, Q-encoded headers) and folded
 * headers undone, for plain searching. Good enough for the mails these tests read.
 */
export function unwrapMail(data: string): string {
  const split = data.search(/\r?\n\r?\n/);
  const head = (split < 0 ? data : data.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : data.slice(split).replace(/=\r?\n/g, '');
  const bytes = `${head}${body}`.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1');
  let decoded: string;
  try {
    decoded = decodeURIComponent(bytes);
  } catch {
    decoded = data;
  }
  // Q-encoded header words: =?UTF-8?Q?Ol=C3=A1_mundo?= (already byte-decoded above).
  return decoded.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => word.replace(/_/g, ' '));
}

/** The signed unsubscribe token of a campaign mail (`<id>.<signature>`). */
export const campaignToken = (data: string) =>
  /cancelar-newsletter\?token=(\d+\.[A-Za-z0-9_-]{43})/.exec(unwrapMail(data))?.[1];
