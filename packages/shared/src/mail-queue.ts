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
