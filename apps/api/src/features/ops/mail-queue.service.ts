import {
  MAIL_QUEUE_MAX_ROWS,
  MAIL_QUEUE_SENT_DAYS,
  type MailQueueCounts,
  type MailQueueOverview,
  type OutboxStatus,
} from '@vitrine/shared/mail-queue';
import { messages } from '@vitrine/shared/messages';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import {
  advancePendingMail,
  deleteFailedMail,
  findQueuedMail,
  listQueuedMail,
  outboxCounts,
  requeueFailedMail,
  type QueuedMail,
} from '../../mail/outbox';
import { DAY_MS } from '@vitrine/shared/constants';
import { mailServerWait } from '../campaigns/mail-server-wait.service';

/** The dashboard's counts, with the campaigns waiting for the mail server and the server's last answer. */
export async function mailQueueCounts(db: Db): Promise<MailQueueCounts> {
  const { pending, failed, sent } = await outboxCounts(db);
  const wait = await mailServerWait(db);
  return { pending, failed, sent, campaignsWaitingForServer: wait.campaigns, mailServerError: wait.error };
}

export async function mailQueueOverview(db: Db, now: Date): Promise<MailQueueOverview> {
  const sentSince = new Date(now.getTime() - MAIL_QUEUE_SENT_DAYS * DAY_MS).toISOString();
  const rows = await listQueuedMail(db, sentSince, MAIL_QUEUE_MAX_ROWS);
  return {
    mails: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      status: row.status as OutboxStatus,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
    counts: await mailQueueCounts(db),
  };
}

/** 404 for an unknown id; 409 when the mail is not failed (sent or discarded meanwhile). */
async function failedMail(db: Db, id: number): Promise<QueuedMail> {
  const mail = await findQueuedMail(db, id);
  if (!mail) throw notFound();
  if (mail.status !== 'failed') throw conflict(messages.admin.mailNotFailed);
  return mail;
}

/** "Reenviar": the failed mail is due again now, with a fresh round of attempts. */
export async function retryFailedMail(db: Db, id: number, now: Date): Promise<QueuedMail> {
  const mail = await failedMail(db, id);
  if (!(await requeueFailedMail(db, id, now.toISOString()))) throw conflict(messages.admin.mailNotFailed);
  return mail;
}

/** "Descartar": the failed mail is deleted (it repeats what a visitor wrote). */
export async function discardFailedMail(db: Db, id: number): Promise<QueuedMail> {
  const mail = await failedMail(db, id);
  if (!(await deleteFailedMail(db, id))) throw conflict(messages.admin.mailNotFailed);
  return mail;
}

/**
 * "Enviar agora": a pending mail waiting for its next attempt (after a temporary failure, or a
 * campaign's pace) is due now. 409 when it is no longer pending (sent or failed meanwhile).
 */
export async function sendPendingMailNow(db: Db, id: number, now: Date): Promise<QueuedMail> {
  const mail = await findQueuedMail(db, id);
  if (!mail) throw notFound();
  if (mail.status !== 'pending' || !(await advancePendingMail(db, id, now.toISOString()))) {
    throw conflict(messages.admin.mailNotPending);
  }
  return mail;
}
