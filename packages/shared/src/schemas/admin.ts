import { z } from '../zod';
import type { RoleId } from '../roles';
import { lenientQueryInt } from './common';
import type { LeadSource } from '../lead-source';
import type { WebhookNotice } from '../webhooks';
import type { ContactErasure } from '../lgpd';

export interface User {
  id: number;
  username: string;
  role: RoleId;
  createdAt: string;
  mustChangePassword?: boolean;
  /** When the per-username failure ceiling locked the account (Admins unlock it); null otherwise. */
  lockedAt?: string | null;
  totpEnabled?: boolean;
}

/** A signed-in session (the password step without 2FA, or the code step). */
export interface LoginSession {
  /** Absent where the host keeps the token out of the page (the desktop app). */
  token?: string;
  username: string;
  role: RoleId;
  mustChangePassword: boolean;
  /** REQUIRE_2FA_FOR_ADMIN is on and this Admin has not enabled 2FA yet. */
  mustEnableTotp?: boolean;
  twoFactorRequired?: false;
}

/** The password step of an account with 2FA: a short-lived challenge for the code step. */
export interface LoginChallenge {
  twoFactorRequired: true;
  challenge: string;
  username: string;
}

export type LoginResult = LoginSession | LoginChallenge;

export interface TotpStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TotpEnrolment {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  /** otpauth:// URI the QR code encodes. */
  otpauthUrl: string;
}

export interface AuditEntryView {
  id: number;
  at: string;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** The target's current name where it has one (a user's username, a post's title); null once deleted. */
  targetName: string | null;
  address: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditQuery {
  usuario?: string;
  acao?: string;
  /** YYYY-MM-DD, inclusive, in UTC. */
  de?: string;
  ate?: string;
  pagina?: number;
}

export interface ContactRecord {
  id: number;
  read: boolean;
  name: string;
  subject: string;
  message: string;
  email: string;
  phone: string;
  create_date: string;
  /** Where the lead came from (null parts were not known). */
  source: LeadSourceRecord;
  /** Set when a data-subject request erased this contact's data (the row stays, anonymised). */
  erased: ContactErasure | null;
}

export interface Subscriber {
  id: number;
  ativo: boolean;
  email: string;
  create_date: string;
  motivo_cancelamento: string | null;
  data_cancelamento: string | null;
  /** The mail server refused the address for good; no campaigns until an Admin lifts it. */
  suprimido_em: string | null;
  motivo_supressao: string | null;
  /** Double opt-in: false while the confirmation link is unused. */
  confirmado: boolean;
  /** Where the subscription came from. */
  source: LeadSourceRecord;
}

/** A stored lead source: what the site sent, and our own campaign when the visit came from one. */
export interface LeadSourceRecord extends LeadSource {
  campaign_id: number | null;
}

export interface EventsSummaryDay {
  day: string;
  pageview: number;
  contact: number;
  newsletter: number;
}

export interface EventsSummary {
  days: EventsSummaryDay[];
  /**
   * Page views and signups are the site's daily counters; `contact` counts the contacts the inbox
   * holds for each day (the same rows Contatos lists), not the browser's conversion beacons.
   */
  totals: { pageview: number; contact: number; newsletter: number };
  /** The period's most viewed paths, most views first, each with the page's or post's title. */
  topPages: Array<{ path: string; title: string; views: number }>;
  /** Contacts and subscriptions of the period by where they came from, most first. */
  leadsBySource: Array<{ source: string; leads: number }>;
  /** Leads of the period whose visit began on (or whose form was sent from) a post, most first. */
  leadsByPost: Array<{ path: string; title: string; leads: number }>;
  /** Webhook endpoints the worker paused after failing for a day. */
  webhookNotices: WebhookNotice[];
  /** Unread contacts in the inbox (all time, as Contatos counts them); null for roles without the inbox. */
  unreadContacts: number | null;
}

/** PUT /api/contato accepts the contacts to mark read, or bare ids. */
const markReadItem = z.object({ id: z.number().int().positive() }).loose();
/** The grid sends the contacts to mark; a single {id} is accepted too. */
export const markReadSchema = z.preprocess(
  (body: z.input<typeof markReadItem>[] | z.input<typeof markReadItem>) => (Array.isArray(body) ? body : [body]),
  z.array(markReadItem).max(10_000),
);

/** The dashboard's period: the longest the daily counters are kept. */
export const EVENTS_SUMMARY_MAX_DAYS = 366;
/** ?dias=: 1 to a year; anything else is the default (lenientQueryInt). */
export const eventsSummaryQuerySchema = z.object({ dias: lenientQueryInt(EVENTS_SUMMARY_MAX_DAYS) });

export const eventSchema = z.object({
  type: z.enum(['pageview', 'contact', 'newsletter']),
  path: z
    .string()
    .max(300)
    .regex(/^\//)
    .transform((p) => p.split('?')[0]!.split('#')[0]!),
});

export interface PublicConfig {
  companyName: string;
  platformOrigin: string;
  tenantName: string;
  publicUrl: string;
}

/**
 * "Sinônimos da busca": groups of words search treats as the same word, one group per line of
 * the Admin's screen (words separated by spaces or commas; at least two per group).
 */
export interface SearchSynonyms {
  groups: string[];
}

export const searchSynonymsSchema = z.object({
  groups: z
    .array(
      z
        .string()
        .trim()
        .max(200, 'Cada grupo pode ter até 200 caracteres.')
        .refine(
          (line) => line.split(/[\s,;]+/).filter(Boolean).length >= 2,
          'Cada grupo precisa de ao menos duas palavras.',
        ),
    )
    .max(300, 'No máximo 300 grupos.'),
});
