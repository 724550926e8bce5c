import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope sender (MAIL FROM). */
  from: string;
  to: string;
  data: string;
}

/**
 * A failure of the server's own (not about one recipient), as the sink can be told to answer:
 * 535 on AUTH (a rotated password), 550 on MAIL FROM (an unverified sender), 554 5.7.1 at
 * RCPT TO for everyone (relaying denied), 554 after DATA (the message refused as a whole).
 */
export type ServerFailure = 'auth' | 'mail-from' | 'relay' | 'data';

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Set to make the server fail every mail that way; undefined again to have it work. */
  failure: ServerFailure | undefined;
  close(): Promise<void>;
}

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives. `refuse` answers
 * an address with a permanent 550 at RCPT TO, as a receiving server does for an unknown mailbox.
 */
export async function startSmtpSink(
  options: { refuse?: (address: string) => boolean; port?: number; requireAuth?: boolean } = {},
) {
  const received: ReceivedMail[] = [];
  const state: { failure: ServerFailure | undefined } = { failure: undefined };
  const smtp = new SMTPServer({
    authOptional: !options.requireAuth,
    allowInsecureAuth: true,
    disabledCommands: options.requireAuth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    // Campaigns keep several pooled connections open.
    maxClients: 100,
    onAuth(auth, _session, callback) {
      if (state.failure === 'auth') return callback(smtpError(535, '5.7.8 Authentication credentials invalid'));
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, _session, callback) {
      if (state.failure === 'mail-from') return callback(smtpError(550, '5.7.1 Sender address not verified'));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (state.failure === 'relay') return callback(smtpError(554, '5.7.1 Relay access denied'));
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
        if (state.failure === 'data') return callback(smtpError(554, '5.6.0 Message rejected by policy'));
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
    get failure() {
      return state.failure;
    },
    set failure(value) {
      state.failure = value;
    },
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
