import { messages } from '@vitrine/shared/messages';
import { absoluteUrl, paths } from '@vitrine/shared/routes';
import {
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
  type CampaignProgress,
  type CampaignStatus,
} from '@vitrine/shared/schemas';
import type { MailSettings } from '../../deps';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../../db/schema';
import { badRequest, conflict, notFound, validationFailed } from '../../http/errors';
import { listUsers } from '../users/users.service';
import { campaignMail, mailSafeBody, renderForRecipient, UNSUBSCRIBE_PLACEHOLDER } from '../../mail/campaign-mail';
import * as outbox from '../../mail/outbox';
import type { MailContent } from '../../mail/templates';
import { sanitizePostHtml } from '../posts/post-html';
import { countCampaignAudience, queueCampaignRecipients } from '../newsletter/campaign-audience.service';
import { unsubscribeUrl } from '../newsletter/unsubscribe-token';
import * as repo from './campaigns.repository';
import { queueEvent } from '../webhooks/webhooks.service';

const m = messages.campaign;
const EDITABLE: readonly CampaignStatus[] = ['draft', 'scheduled'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emptyProgress = (): CampaignProgress => ({ queued: 0, sent: 0, failed: 0, suppressed: 0, skipped: 0 });
/** Outbox status → the progress counter it adds to. */
const PROGRESS_OF: Record<string, keyof CampaignProgress> = {
  pending: 'queued',
  sent: 'sent',
  failed: 'failed',
  bounced: 'suppressed',
  cancelled: 'skipped',
};

function toCampaign(row: CampaignRow, progress: CampaignProgress, failures: Campaign['failures'] = []): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    post_id: row.post_id,
    status: row.status,
    scheduled_at: row.scheduled_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    audience: row.audience,
    created_at: row.created_at,
    created_by: row.created_by,
    progress,
    failures,
    mail_server_error: row.mail_server_error,
    mail_server_retry_at: row.mail_server_retry_at,
  };
}

async function progressOf(db: Db, ids: number[]): Promise<Map<number, CampaignProgress>> {
  const byCampaign = new Map<number, CampaignProgress>();
  for (const row of await outbox.countCampaignMails(db, ids)) {
    const progress = byCampaign.get(row.campaign_id!) ?? emptyProgress();
    const key = PROGRESS_OF[row.status];
    if (key) progress[key] += Number(row.count);
    byCampaign.set(row.campaign_id!, progress);
  }
  return byCampaign;
}

const columns = (input: CampaignInput) => ({
  subject: input.subject,
  preheader: input.preheader,
  // The editor's HTML through the posts' sanitiser: the same tags and image rules.
  body: sanitizePostHtml(input.body),
  post_id: input.post_id ?? null,
});

export async function createCampaign(db: Db, input: CampaignInput, actor: string, now: Date): Promise<number> {
  const at = now.toISOString();
  return repo.insertCampaign(db, {
    ...columns(input),
    status: 'draft',
    created_at: at,
    created_by: actor,
    updated_at: at,
  });
}

async function found(db: Db, id: number): Promise<CampaignRow> {
  const row = await repo.findCampaign(db, id);
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function updateCampaign(db: Db, id: number, input: CampaignInput, now: Date): Promise<void> {
  await found(db, id);
  if (!(await repo.transition(db, id, EDITABLE, { ...columns(input), updated_at: now.toISOString() }))) {
    throw conflict(m.notEditable);
  }
}

export async function getCampaign(db: Db, id: number): Promise<Campaign> {
  const row = await found(db, id);
  const progress = (await progressOf(db, [id])).get(id) ?? emptyProgress();
  // Not yet sent: who would get it now, so "Enviar agora" can say how many before it goes.
  if (EDITABLE.includes(row.status)) row.audience = await countCampaignAudience(db);
  const failures = (await outbox.campaignFailureReasons(db, id)).map((f) => ({
    reason: f.last_error ?? '—',
    count: Number(f.count),
  }));
  return toCampaign(row, progress, failures);
}

export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await repo.listCampaigns(db);
  const progress = await progressOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCampaign(row, progress.get(row.id) ?? emptyProgress()));
}

/** The campaign's mail with UNSUBSCRIBE_PLACEHOLDER where each recipient's own link goes. */
export function campaignTemplate(
  row: Pick<CampaignRow, 'subject' | 'preheader' | 'body' | 'post_id'> & { id?: number },
  publicUrl: string,
): MailContent {
  return campaignMail({
    subject: row.subject,
    preheader: row.preheader,
    body: mailSafeBody(row.body, publicUrl, row.subject, row.id),
    publicUrl,
    unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
    // By id: the site answers /blog/{id} with a 301 to the post's current slug, so the link
    // survives a later change of title.
    articleUrl: row.post_id === null ? null : absoluteUrl(publicUrl, paths.post(row.post_id)),
  });
}

/** What the screen previews and "Enviar teste" sends: the real mail, with an inert example unsubscribe link. */
function exampleMail(
  row: Pick<CampaignRow, 'subject' | 'preheader' | 'body' | 'post_id'> & { id?: number },
  publicUrl: string,
): MailContent {
  return renderForRecipient(campaignTemplate(row, publicUrl), unsubscribeUrl(publicUrl, 'exemplo'));
}

export async function previewCampaign(db: Db, id: number, publicUrl: string): Promise<CampaignPreview> {
  return exampleMail(await found(db, id), publicUrl);
}

/**
 * Where a campaign's test may go: the staff's own addresses (usernames are e-mail addresses), so
 * the endpoint can never mail strangers.
 */
export async function testRecipients(db: Db): Promise<string[]> {
  const addresses = (await listUsers(db)).map((user) => user.username.toLowerCase());
  return [...new Set(addresses)].filter((address) => EMAIL.test(address)).sort();
}

/** The address a test goes to: the one asked for if it is a staff member's, else 422. */
export async function testRecipient(db: Db, asked: string | undefined, own: string): Promise<string> {
  const address = (asked ?? own).trim().toLowerCase();
  if (!(await testRecipients(db)).includes(address)) throw validationFailed({ to: m.testRecipientNotStaff });
  return address;
}

/** "Enviar teste": the campaign to a staff address (testRecipient), outside the audience and the rate. */
export async function sendTest(db: Db, id: number, to: string, now: Date, mail: MailSettings): Promise<void> {
  const row = await found(db, id);
  const content = exampleMail(row, mail.publicUrl);
  await outbox.queueMail(
    db,
    { kind: 'newsletter-test', to, content: { ...content, subject: `[Teste] ${content.subject}` } },
    now,
  );
  mail.queued();
}

/**
 * "Enviar agora" (and a scheduled campaign when its time comes): moves the campaign to
 * 'sending' and queues one outbox row per subscriber who is active, confirmed and not
 * suppressed at this moment, in one transaction, so a campaign is queued once even when
 * several processes start it together. Answers whether this call started it.
 */
export async function startCampaign(db: Db, id: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await repo.findCampaign(trx, id);
    if (!row) throw notFound(m.notFound);
    if (!(await repo.transition(trx, id, EDITABLE, { status: 'sending', started_at: at, updated_at: at }))) {
      return false;
    }
    const audience = await queueCampaignRecipients(trx, { id, subject: row.subject }, at);
    await repo.transition(trx, id, ['sending'], { audience });
    return true;
  });
}

/** Answers how many subscribers the campaign was queued for. */
export async function sendNow(db: Db, id: number, now: Date, mail: MailSettings): Promise<number> {
  await found(db, id);
  if (!(await startCampaign(db, id, now))) throw conflict(m.notStartable);
  mail.queued();
  return (await found(db, id)).audience;
}

export async function schedule(db: Db, id: number, scheduledAtIso: string, now: Date): Promise<void> {
  await found(db, id);
  if (Date.parse(scheduledAtIso) <= now.getTime()) throw badRequest(m.schedulePast);
  const changes = { status: 'scheduled' as const, scheduled_at: scheduledAtIso, updated_at: now.toISOString() };
  if (!(await repo.transition(db, id, EDITABLE, changes))) throw conflict(m.notStartable);
}

/**
 * Pause: the worker claims no more of its mail; a batch already claimed finishes. A pause by staff
 * is theirs to lift: the worker never resumes it by itself.
 */
export async function pause(db: Db, id: number, now: Date): Promise<void> {
  await found(db, id);
  const changes = { status: 'paused' as const, mail_server_retry_at: null, updated_at: now.toISOString() };
  if (!(await repo.transition(db, id, ['sending'], changes))) throw conflict(m.notPausable);
}

/** Resume, also of a campaign waiting for the mail server (staff try at once instead of waiting). */
export async function resume(db: Db, id: number, now: Date, mail: MailSettings): Promise<void> {
  await found(db, id);
  const changes = { status: 'sending' as const, mail_server_retry_at: null, updated_at: now.toISOString() };
  if (!(await repo.transition(db, id, ['paused'], changes))) throw conflict(m.notResumable);
  mail.queued();
}

/** Cancel: nothing more is sent; mails already sent stay sent. */
export async function cancel(db: Db, id: number, now: Date): Promise<void> {
  await found(db, id);
  const at = now.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const changes = { status: 'cancelled' as const, finished_at: at, updated_at: at };
    if (!(await repo.transition(trx, id, ['draft', 'scheduled', 'sending', 'paused'], changes))) return false;
    await outbox.cancelPendingForCampaign(trx, id);
    return true;
  });
  if (!done) throw conflict(m.notCancellable);
}

/**
 * The worker's regular pass: scheduled campaigns whose time came start, campaigns whose wait for
 * the mail server is over send again, drained ones end as 'sent'.
 */
export async function advanceCampaigns(db: Db, now: Date): Promise<number> {
  await repo.resumeAfterMailServerWait(db, now.toISOString());
  let started = 0;
  for (const { id } of await repo.dueScheduledIds(db, now.toISOString())) {
    if (await startCampaign(db, id, now)) started += 1;
  }
  // Finished and announced together: a CRM hears of each campaign once, when it is done.
  await db.transaction().execute(async (trx) => {
    for (const done of await repo.finishDrained(trx, now.toISOString())) {
      const data = { id: done.id, subject: done.subject, recipients: done.audience, sent_at: done.finished_at };
      await queueEvent(trx, 'campaign.sent', data, now);
    }
  });
  return started;
}

export const findCampaignRow = (db: Db, id: number) => repo.findCampaign(db, id);
