/**
 * What a failed SMTP send says, and so what the outbox may do about it. The one place that reads
 * a mail server's answer: the worker, the campaigns and the tests all go through it.
 *
 * - 'recipient-rejected': the server refused this recipient for good (a 5xx at RCPT TO about the
 *   mailbox or its domain). Only this may end a mail as bounced or suppress a subscriber.
 * - 'recipient-deferred': a temporary refusal of this recipient (4xx at RCPT TO): try this mail
 *   again later, the rest of the list is unaffected.
 * - 'server': everything else is the sending side's problem, not the address's: no connection,
 *   AUTH refused (a rotated password), MAIL FROM refused (an unverified sender), relaying or a
 *   policy refusal at RCPT TO, the message refused after DATA, a timeout. Every mail would meet
 *   it, so it never says anything about a subscriber; campaigns wait for the server instead.
 */
export type SmtpFailure = 'recipient-rejected' | 'recipient-deferred' | 'server';

/**
 * RFC 3463 enhanced status codes: the subject (the middle number) says what the refusal is about.
 * 1 addressing (no such mailbox or domain), 2 the mailbox (disabled, full), 4 routing to the
 * recipient's domain: the recipient's. 3 the mail system, 5 protocol, 6 content, 7 security or
 * policy (relaying denied, sender not allowed, authentication required): the sender's.
 */
const RECIPIENT_SUBJECTS = new Set(['1', '2', '4']);
/** Without an enhanced code, the RFC 5321 replies that name the mailbox (unavailable, not local, name not allowed). */
const RECIPIENT_REPLIES = new Set([550, 551, 553]);

interface NodemailerError {
  responseCode?: unknown;
  command?: unknown;
  response?: unknown;
  message?: unknown;
}

export function classifySmtpError(error: unknown): SmtpFailure {
  const { responseCode, command, response, message } = (error ?? {}) as NodemailerError;
  if (command !== 'RCPT TO' || typeof responseCode !== 'number') return 'server';
  if (responseCode === 421) return 'server'; // the service is closing the connection: not about this address
  if (responseCode >= 400 && responseCode < 500) return 'recipient-deferred';
  if (responseCode < 500 || responseCode >= 600) return 'server';
  const answer = typeof response === 'string' ? response : typeof message === 'string' ? message : '';
  const enhanced = /\b5\.(\d{1,3})\.\d{1,3}\b/.exec(answer);
  if (enhanced) return RECIPIENT_SUBJECTS.has(enhanced[1]!) ? 'recipient-rejected' : 'server';
  return RECIPIENT_REPLIES.has(responseCode) ? 'recipient-rejected' : 'server';
}
