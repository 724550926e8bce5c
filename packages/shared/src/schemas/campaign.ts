import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { text } from './common';
import { newsroomLocalToIso } from '../publishing';

const m = messages.campaign;

/** Where a campaign stands. Only a draft or a scheduled campaign can still be edited. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'cancelled', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendada',
  sending: 'Enviando',
  paused: 'Pausada',
  cancelled: 'Cancelada',
  sent: 'Enviada',
};

/** What the Newsletter screen saves: subject, preheader and the editor's HTML (a post's id when made from one). */
export const campaignInputSchema = z.object({
  subject: text(m.subject).pipe(z.string().trim().min(3, m.subject).max(LIMITS.subjectChars, m.subject)),
  preheader: text('').pipe(z.string().trim().max(LIMITS.preheaderChars, m.preheader)),
  body: text(m.body)
    .pipe(z.string().max(LIMITS.postContentChars, m.body))
    .refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, m.body),
  post_id: z.number().int().positive().nullable().optional(),
});
export type CampaignInput = z.output<typeof campaignInputSchema>;

/**
 * "Agendar": a date and time in São Paulo as the datetime-local field gives it
 * (2026-03-10T09:30), converted with the newsroom's time zone rules (publishing.ts).
 */
export const campaignScheduleSchema = z.object({
  scheduled_at: z
    .string({ error: m.scheduleInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, m.scheduleInvalid)
    .refine((v) => !Number.isNaN(Date.parse(newsroomLocalToIso(v) ?? '')), m.scheduleInvalid),
});

export const campaignTestSchema = z.object({
  to: z.string().trim().email(messages.form.emailInvalid).optional(),
});

/** Recipients' mails by outcome: queued (not yet sent), sent, failed, suppressed (5xx), skipped (left or cancelled). */
export interface CampaignProgress {
  queued: number;
  sent: number;
  failed: number;
  suppressed: number;
  skipped: number;
}

export interface Campaign {
  id: number;
  subject: string;
  preheader: string;
  body: string;
  post_id: number | null;
  status: CampaignStatus;
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  audience: number;
  created_at: string;
  created_by: string;
  progress: CampaignProgress;
  /** The failures' reasons, most frequent first (failed and suppressed). */
  failures: Array<{ reason: string; count: number }>;
  /** The mail server's own failure (not a recipient's) that last paused the campaign. */
  mail_server_error: string | null;
  /** While paused by that failure: when sending resumes by itself (null once staff paused or resumed it). */
  mail_server_retry_at: string | null;
}

/** The preview the screen shows at phone and desktop widths: the very mail a subscriber gets. */
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}
