import { DAY_MS, LIMITS, PRIVACY_POLICY_UPDATED } from './constants';
import { messages } from './messages';
import type { OutboxStatus } from './mail-queue';
import { formatDate } from './format';

/**
 * LGPD in the product: the privacy-policy version people consent to, the legal deadline for
 * data-subject requests, retention defaults and the texts the site and the admin show. No zod
 * here: the public site's footer imports the consent line on every page.
 */

/**
 * The version id of the privacy policy published on /politica-privacidade (pt-BR and en). Each
 * stored contact and subscription records the version in force when it was sent. Change it (and
 * PRIVACY_POLICY_UPDATED) whenever the policy text changes.
 */
export const PRIVACY_POLICY_VERSION = `${PRIVACY_POLICY_UPDATED}.1`;

/** How a consent was given: the form is decided by the endpoint that stores it, never by the client. */
export const CONSENT_FORMS = {
  contact: 'Formulário de contato',
  newsletter: 'Inscrição na newsletter',
} as const;
export type ConsentForm = keyof typeof CONSENT_FORMS;

/** The short consent lines next to each form's button (ours; the spec has none). */
export const CONSENT_TEXT = {
  contact: 'Ao enviar, você concorda com o uso dos seus dados para responder a este contato, conforme a nossa',
  newsletter: 'Ao assinar, você concorda em receber nossos e-mails, conforme a nossa',
  policyLink: 'Política de Privacidade',
} as const;

export const CONSENT_PAGE_MAX_CHARS = 200;

/**
 * The page a form was sent from, as the client reports it. Only a label for the consent record
 * (the version and time are stamped by the server), so anything that is not a plain site path is
 * stored as unknown (null) rather than refused: a visitor is never blocked by it.
 */
export function parseConsentPage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.length > CONSENT_PAGE_MAX_CHARS) return null;
  // eslint-disable-next-line no-control-regex
  return /^[^\s\u0000-\u001f\u007f?#]+$/.test(path) ? path : null;
}

/** Art. 19, II of the LGPD: a complete answer within 15 days of the request. */
export const DSR_DEADLINE_DAYS = 15;

export function dsrDeadline(openedAtIso: string): string {
  return new Date(Date.parse(openedAtIso) + DSR_DEADLINE_DAYS * DAY_MS).toISOString();
}

/** Whole days left until the deadline (negative when overdue), counted from `now`. */
export function daysUntil(deadlineIso: string, now: Date): number {
  return Math.ceil((Date.parse(deadlineIso) - now.getTime()) / DAY_MS);
}

/** Defaults of the retention settings (days); each is an environment variable of the same name. */
export const RETENTION_DEFAULTS = {
  RETENTION_CONTACTS_DAYS: 730,
  RETENTION_CANCELLED_SUBSCRIBERS_DAYS: 180,
  RETENTION_SENT_MAIL_DAYS: 90,
  AUDIT_RETENTION_DAYS: 365,
} as const;

/** What an erase leaves in place of personal data (rows stay so counts and reports keep adding up). */
export const ERASED = {
  text: '[eliminado]',
  phone: '',
  email: (id: number) => `eliminado-${id}@anonimo.invalid`,
} as const;

/** An erased contact as the inbox knows it: when, and for which request (null on rows erased by older versions). */
export interface ContactErasure {
  at: string | null;
  request: number | null;
}

/** What the inbox says in place of an erased contact's data. */
export function erasedContactText(erasure: ContactErasure): string {
  if (!erasure.at || erasure.request === null) return 'Dados eliminados a pedido do titular';
  return `Dados eliminados em ${formatDate(erasure.at)} — solicitação nº ${erasure.request}`;
}

export type DsrStatus = 'open' | 'closed';
export type DsrActionKind = 'search' | 'export.json' | 'export.csv' | 'erase' | 'close';

export const DSR_ACTION_LABELS: Record<DsrActionKind, string> = {
  search: 'Consulta',
  'export.json': 'Exportação (JSON)',
  'export.csv': 'Exportação (CSV)',
  erase: 'Eliminação',
  close: 'Concluída',
};

export interface DsrAction {
  kind: DsrActionKind;
  at: string;
  by: string;
  /** Rows found or changed, per kind of record. */
  counts?: Record<string, number>;
}

/** What a person may ask for from the site's /lgpd form (LGPD art. 18). */
export const DSR_REQUEST_KINDS = {
  access: 'Acesso aos meus dados',
  correction: 'Correção de dados',
  deletion: 'Eliminação dos meus dados',
  consent_withdrawal: 'Revogação do consentimento',
} as const;
export type DsrRequestKind = keyof typeof DSR_REQUEST_KINDS;

/** How long a request's e-mail link works, and how soon the same address can be mailed a new one. */
export const DSR_VERIFICATION_HOURS = 24;
export const DSR_VERIFICATION_RESEND_MINUTES = 10;

/** The number a person quotes about their request: LGPD-<year opened>-<id, 6 digits>. */
export function dsrProtocol(id: number, openedAtIso: string): string {
  return `LGPD-${openedAtIso.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** One data-subject request as the admin lists it. */
export interface DsrRequest {
  id: number;
  /** The address while the request is open; a masked hint once it is closed or erased. */
  subject: string;
  status: DsrStatus;
  opened_at: string;
  opened_by: string;
  deadline_at: string;
  closed_at: string | null;
  actions: DsrAction[];
  /** The number the person was given (requests from the site's form carry it in their mail). */
  protocol: string;
  /** Sent from the site's form: what the person asked for, their name and details; null when staff opened it. */
  kind: DsrRequestKind | null;
  requester_name: string | null;
  details: string | null;
}

export interface DsrContact {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  create_date: string;
  consent_version: string | null;
  consent_at: string | null;
  consent_form: string | null;
  consent_page: string | null;
  source_landing: string | null;
  source_referrer: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  source_utm_term: string | null;
  source_utm_content: string | null;
  source_page: string | null;
  source_campaign_id: number | null;
}

export interface DsrSubscriber {
  id: number;
  email: string;
  ativo: boolean;
  create_date: string;
  motivo_cancelamento: string | null;
  data_cancelamento: string | null;
  consent_version: string | null;
  consent_at: string | null;
  consent_form: string | null;
  consent_page: string | null;
  source_landing: string | null;
  source_referrer: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  source_utm_term: string | null;
  source_utm_content: string | null;
  source_page: string | null;
  source_campaign_id: number | null;
}

export interface DsrMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  created_at: string;
  sent_at: string | null;
}

export interface DsrAuditEntry {
  id: number;
  at: string;
  action: string;
  actor_username: string | null;
  target_type: string | null;
  target_id: string | null;
  details: string | null;
}

/** Everything held about one address: what the export carries and the screen shows. */
export interface DsrSubjectData {
  email: string;
  generated_at: string;
  policy_version: string;
  contacts: DsrContact[];
  subscribers: DsrSubscriber[];
  mails: DsrMail[];
  audit: DsrAuditEntry[];
}

export interface RetentionRun {
  at: string;
  contacts: number;
  subscribers: number;
  mails: number;
  audit: number;
}

/** 'maria@cliente.test' → 'm***@cliente.test': enough to recognise a closed request, not to reuse the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export const lgpdMessages = {
  requestNotFound: 'Solicitação não encontrada.',
  requestClosed: 'Esta solicitação já foi concluída.',
  eraseConfirmMismatch: 'Digite o e-mail do titular exatamente como na solicitação para confirmar.',
  erased: 'Dados do titular eliminados.',
  closed: 'Solicitação concluída.',
  exportKindInvalid: 'Tipo de exportação inválido.',
  unsubscribed: 'Sua inscrição na newsletter foi cancelada.',
  // The site's request form.
  // The site's request form speaks with the voice of every public form (messages.form).
  requesterName: messages.form.nameRequired,
  requestKind: messages.form.choiceRequired,
  requestDetails: messages.form.tooLong(LIMITS.reasonChars),
  requestSent:
    'Enviamos um link de confirmação para o seu e-mail. Abra-o em até 24 horas para registrar a solicitação.',
  verificationInvalid: 'Este link de confirmação é inválido, já foi usado ou expirou. Envie a solicitação novamente.',
  requestConfirmed: 'Solicitação registrada.',
  openedFromSite: 'Titular, pelo site',
} as const;
