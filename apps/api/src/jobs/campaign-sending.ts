import type { MailRow } from '../db/schema';
import * as campaigns from '../features/campaigns/campaigns.service';
import { pauseForMailServer, sendingCampaignIds } from '../features/campaigns/mail-server-wait.service';
import { subscribersForSending } from '../features/newsletter/campaign-audience.service';
import { signedUnsubscribeToken, unsubscribeUrl } from '../features/newsletter/unsubscribe-token';
import { renderForRecipient } from '../mail/campaign-mail';
import * as outbox from '../mail/outbox';
import type { MailContent } from '../mail/templates';
import { leaseOf, type Attempt, type Outcome, type WorkerDeps } from './mail-attempt';
import { campaignBatchSize, tokenBucket } from './mail-rate';

export interface CampaignSender {
  /** Sends campaign mail while the rate allows; answers how many went out. */
  deliver(): Promise<number>;
}

/** Each campaign's mail as queued, kept per worker: rendered for each recipient at send time. */
type Templates = Map<number, MailContent>;

async function templateOf(
  deps: WorkerDeps,
  templates: Templates,
  campaignId: number,
): Promise<MailContent | undefined> {
  let template = templates.get(campaignId);
  if (!template) {
    const row = await campaigns.findCampaignRow(deps.db, campaignId);
    if (!row) return undefined;
    template = campaigns.campaignTemplate(row, deps.config.PUBLIC_URL);
    templates.set(campaignId, template);
  }
  return template;
}

/**
 * Each claimed mail with its recipient's copy of the campaign. A subscriber who left, or was
 * suppressed, since the campaign was queued gets nothing: the mail ends as 'cancelled'.
 */
async function personalise(deps: WorkerDeps, templates: Templates, claimed: MailRow[]): Promise<MailRow[]> {
  const subscribers = await subscribersForSending(
    deps.db,
    claimed.map((m) => m.subscriber_id ?? 0),
  );
  const ready: MailRow[] = [];
  for (const mail of claimed) {
    const subscriber = subscribers.get(mail.subscriber_id ?? 0);
    const template = await templateOf(deps, templates, mail.campaign_id!);
    if (!subscriber || !template) {
      await outbox.markFinal(deps.db, mail.id, { status: 'cancelled', attempts: mail.attempts, last_error: null });
      continue;
    }
    const url = unsubscribeUrl(deps.config.PUBLIC_URL, signedUnsubscribeToken(deps.jwtSecret, subscriber));
    const content = renderForRecipient(template, url);
    ready.push({ ...mail, html: content.html, text: content.text, unsubscribe_url: url });
  }
  return ready;
}

/**
 * The mails of a batch the server itself failed: their campaigns pause until the server
 * works again, then the mails go back to the outbox as they were (same attempts, due at once,
 * so they go first when the campaign resumes). Answers whether there were any.
 */
async function waitForServer(deps: WorkerDeps, batch: MailRow[], results: Outcome[]): Promise<boolean> {
  const failed = batch.filter((_, i) => {
    const result = results[i]!;
    return !result.sent && result.server;
  });
  if (failed.length === 0) return false;
  const first = results.find((r) => !r.sent && r.server) as Extract<Outcome, { sent: false }>;
  const now = deps.now();
  await pauseForMailServer(
    deps.db,
    failed.map((mail) => mail.campaign_id!),
    { error: first.error, retrySeconds: deps.config.MAIL_SERVER_RETRY_SECONDS },
    now,
  );
  await outbox.releaseClaims(
    deps.db,
    failed.map((mail) => mail.id),
    now.toISOString(),
    first.error,
  );
  return true;
}

/**
 * Newsletter campaigns going out through the outbox: mail is claimed only for campaigns that are
 * sending (a paused one is left alone after the batch in hand), throttled to
 * NEWSLETTER_RATE_PER_MINUTE per process, sent in parallel over the pooled SMTP connections,
 * each rendered at send time with the recipient's own unsubscribe link. When the mail server
 * itself fails, the batch goes back unspent and its campaigns wait (pauseForMailServer).
 * `wakeAfter` asks the worker to come back when the rate allows the next batch.
 */
export function createCampaignSender(
  deps: WorkerDeps,
  attempt: Attempt,
  worker: { wakeAfter(ms: number): void; stopping(): boolean },
): CampaignSender {
  const batchSize = campaignBatchSize(deps.config.NEWSLETTER_RATE_PER_MINUTE);
  const bucket = tokenBucket(deps.config.NEWSLETTER_RATE_PER_MINUTE, batchSize);
  const templates: Templates = new Map();

  /**
   * One batch as the rate allows: claimed, personalised, sent. Answers how many went and whether
   * to go on (not when over the rate, out of mail, or waiting for the server).
   */
  async function deliverBatch(): Promise<{ sent: number; more: boolean }> {
    const allowance = bucket.take(batchSize);
    if (allowance === 0) {
      // Over the rate: come back when the next batch may go.
      worker.wakeAfter(bucket.msUntil(batchSize));
      return { sent: 0, more: false };
    }
    const sending = await sendingCampaignIds(deps.db);
    const claimed = await outbox.claimCampaignMails(deps.db, sending, { ...leaseOf(deps), limit: allowance });
    bucket.refund(allowance - claimed.length);
    if (claimed.length === 0) return { sent: 0, more: false };
    const ready = await personalise(deps, templates, claimed);
    const results = await Promise.all(ready.map((mail) => attempt(mail, true)));
    const delivered = ready.filter((_, i) => results[i]!.sent).map((mail) => mail.id);
    await outbox.markSentMany(deps.db, delivered, deps.now().toISOString());
    return { sent: delivered.length, more: !(await waitForServer(deps, ready, results)) };
  }

  return {
    async deliver() {
      let sent = 0;
      while (!worker.stopping()) {
        const batch = await deliverBatch();
        sent += batch.sent;
        if (!batch.more) break;
      }
      return sent;
    },
  };
}
