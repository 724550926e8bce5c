import { messages } from './messages';

/**
 * The "Fila de e-mails" screen (Admins): what the outbox holds, as the API answers it and the
 * admin shows it. One place for the status labels both sides use.
 */
export const MAIL_STATUS_LABELS = {
  pending: 'Pendente',
  failed: 'Falhou',
  sent: 'Enviado',
} as const;

export type MailStatus = keyof typeof MAIL_STATUS_LABELS;
/**
 * Every state of a row in the outbox (mail_outbox.status): the screen's three, and two only
 * campaign mail reaches: bounced (the recipient refused for good; the address is suppressed) and cancelled (its
 * campaign was cancelled before it went out).
 */
export type OutboxStatus = MailStatus | 'bounced' | 'cancelled';

/** Every outbox state in the screen's words (a campaign's bounced and cancelled mail is listed too). */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  ...MAIL_STATUS_LABELS,
  bounced: 'Devolvido',
  cancelled: 'Cancelado',
};

/** Labels of the outbox's mail kinds; an unknown kind (a newer one) is shown as it is stored. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  'contact-notification': 'Aviso de contato',
  'newsletter-welcome': 'Boas-vindas da newsletter',
  'newsletter-confirm': 'Confirmação de inscrição',
  'newsletter-campaign': 'Campanha da newsletter',
  'newsletter-test': 'Teste de campanha',
  'dsr-verification': 'Confirmação de solicitação LGPD',
  'dsr-protocol': 'Protocolo de solicitação LGPD',
  'account-locked': 'Aviso de conta bloqueada',
};

/** Sent mail the screen lists: the last days of it (older sent mail stays out of the way). */
export const MAIL_QUEUE_SENT_DAYS = 7;
/** The most rows the screen gets at once. */
export const MAIL_QUEUE_MAX_ROWS = 500;

export interface QueuedMailView {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  /** When the worker tries next (pending only). */
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailQueueCounts {
  pending: number;
  failed: number;
  sent: number;
  /** Campaigns paused because the mail server itself failed; they resume by themselves. */
  campaignsWaitingForServer: number;
  /** The mail server's answer that paused the latest of them (null when none waits). */
  mailServerError: string | null;
}

export interface MailQueueOverview {
  mails: QueuedMailView[];
  counts: MailQueueCounts;
}

const refusal = messages.mailServer.refusal;
const failure = messages.mailServer.failure;

/** The SMTP reply inside a stored error ("550 5.1.1"), or null when there is none. */
function replyCode(raw: string): { reply: string; detail: string | null } | null {
  const match = /\b([45]\d\d)(?:[ -]+([45]\.\d{1,3}\.\d{1,3}))?\b/.exec(raw);
  return match ? { reply: match[1]!, detail: match[2] ?? null } : null;
}

/** Enhanced codes (RFC 3463) whose subject is the recipient: 1 addressing, 2 mailbox, 4 routing. */
const RECIPIENT_SUBJECT = /^5\.[124]\./;

/** The words for a refusal of the recipient itself, by its enhanced code (or bare reply). */
function recipientRefusal(reply: string, enhanced: string | null): string {
  if (enhanced === null) return reply === '550' ? refusal.noMailbox : refusal.other;
  if (/^5\.1\.[136]$/.test(enhanced)) return refusal.noMailbox;
  if (/^5\.(1\.(2|10)|4\.\d+)$/.test(enhanced)) return refusal.noDomain;
  if (enhanced === '5.2.1') return refusal.mailboxDisabled;
  if (enhanced === '5.2.2') return refusal.mailboxFull;
  return refusal.other;
}

/**
 * Why the mail server refused a subscriber's address, in a person's words, with the server's
 * code after it ("Caixa postal inexistente (550 5.1.1)"): the stored reason is the server's
 * English answer, which staff deciding whether to lift a suppression cannot be expected to read.
 * An answer that was not about the recipient (the rule of the API's smtp-errors.ts: enhanced
 * subject other than 1, 2 or 4; a bare reply other than 550, 551, 553) is said to be the sending
 * side's: such a suppression, made before that rule, should be lifted.
 */
export function describeRecipientRefusal(raw: string | null): string {
  if (!raw) return '—';
  const code = replyCode(raw);
  if (!code) return refusal.serverSide;
  const aboutRecipient =
    code.detail !== null ? RECIPIENT_SUBJECT.test(code.detail) : ['550', '551', '553'].includes(code.reply);
  const text = aboutRecipient ? recipientRefusal(code.reply, code.detail) : refusal.serverSide;
  return `${text} (${[code.reply, code.detail].filter(Boolean).join(' ')})`;
}

/**
 * What went wrong on the sending side, from the error the worker stored (nodemailer's message
 * names the step: "Invalid login", "Mail command failed", "connect ECONNREFUSED", "Data command
 * failed"), so the notice tells the operator where to look.
 */
export function describeMailServerFailure(raw: string | null): string {
  const text = raw ?? '';
  if (/invalid login|auth|\b53[05]\b/i.test(text)) return failure.auth;
  if (/mail command|mail from|sender/i.test(text)) return failure.sender;
  if (/ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENOTFOUND|EHOSTUNREACH|ESOCKET|greeting|connection|timeout/i.test(text)) {
    return failure.connection;
  }
  if (/data command|message failed|\bdata\b/i.test(text)) return failure.data;
  return failure.other;
}
