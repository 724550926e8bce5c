import type { Db } from '../db/database';
import { deleteSentBefore, insertMail } from './outbox.repository';
import type { MailContent } from './templates';

export type MailKind =
  | 'contact-notification'
  | 'newsletter-welcome'
  | 'newsletter-confirm'
  | 'newsletter-campaign'
  | 'newsletter-test'
  | 'account-locked'
  | 'dsr-verification'
  | 'dsr-protocol';

/** Kinds sent to a newsletter subscriber: a permanent refusal of one suppresses the address. */
export const SUBSCRIBER_MAIL_KINDS: readonly string[] = [
  'newsletter-welcome',
  'newsletter-confirm',
  'newsletter-campaign',
];

/**
 * Puts a mail in the persistent outbox. Sending happens later, in the worker, so a slow or
 * broken mail server never fails or delays the caller's request and never loses what the
 * caller saved. The caller nudges the worker (AppDeps.onMailQueued) once its transaction
 * has committed, so the worker finds the mail.
 */
export async function queueMail(
  db: Db,
  mail: { kind: MailKind; to: string; content: MailContent; unsubscribeUrl?: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  return insertMail(db, {
    kind: mail.kind,
    to: mail.to,
    subject: mail.content.subject,
    text: mail.content.text,
    html: mail.content.html,
    status: 'pending',
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
    unsubscribe_url: mail.unsubscribeUrl ?? null,
  });
}

/** Retention (docs/PRODUCT.md §10): sent mail older than the period goes; answers how many. */
export function purgeSentMailBefore(db: Db, beforeIso: string): Promise<number> {
  return deleteSentBefore(db, beforeIso);
}

/**
 * What the rest of the API asks of the outbox's storage besides queueing: a campaign's mail
 * (count, cancel, why it failed), a subscriber's pending mail, the worker's claims and outcomes
 * (jobs/mail-worker.ts), the Fila de e-mails screen and the metrics. Callers import these from
 * here, never the outbox's repositories (docs/ARCHITECTURE.md §3, checked by
 * .dependency-cruiser.cjs).
 */
export {
  campaignFailureReasons,
  cancelPendingForCampaign,
  cancelPendingForSubscriber,
  cancelPendingMailTo,
  claimCampaignMails,
  claimDueMails,
  countCampaignMails,
  lastQueuedAt,
  markAttemptFailed,
  markFinal,
  markSent,
  markSentMany,
  releaseClaims,
} from './outbox.repository';
export {
  advancePendingMail,
  deleteFailedMail,
  findQueuedMail,
  listQueuedMail,
  outboxCounts,
  requeueFailedMail,
  type OutboxCounts,
  type QueuedMail,
} from './outbox-queue.repository';
