import type { AppDeps } from '../deps';
import type { MailRow } from '../db/schema';
import * as campaigns from '../features/campaigns/campaigns.service';
import { subscribersForSending, suppress } from '../features/newsletter/newsletter.service';
import { signedUnsubscribeToken, unsubscribeUrl } from '../features/newsletter/unsubscribe-token';
import { renderForRecipient } from '../mail/campaign-mail';
import { SUBSCRIBER_MAIL_KINDS } from '../mail/outbox';
import * as outbox from '../mail/outbox.repository';
import { classifySmtpError } from '../mail/smtp-errors';
import type { MailContent } from '../mail/templates';
import type { MailTransport } from '../mail/transport';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the mail is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
const BATCH = 20;
/** Campaign mail is claimed in batches of at most this many (fewer at low rates: a second's worth). */
export const MAX_CAMPAIGN_BATCH = 100;
/** Also how soon another process's new campaign or a scheduled one is picked up. */
const POLL_MS = 5_000;

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for a send in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** Sends soon (called on deps.onMailQueued). */
  nudge(): void;
  /** Sends every due mail now (campaign mail as far as the rate allows); answers how many went out. Tests call it directly. */
  runOnce(): Promise<number>;
}

/** The campaign batch for a rate: about one second's worth, between 1 and MAX_CAMPAIGN_BATCH. */
export const campaignBatchSize = (ratePerMinute: number) =>
  Math.max(1, Math.min(MAX_CAMPAIGN_BATCH, Math.ceil(ratePerMinute / 60)));

/**
 * A token bucket on the monotonic clock (not deps.now: tests freeze that one): `ratePerMinute`
 * tokens a minute, at most `capacity` (one batch) saved up, full at start. The worker takes a
 * whole batch at a time, so at a low rate mail goes out as one batch a second or so.
 */
function tokenBucket(ratePerMinute: number, capacity: number) {
  let tokens = capacity;
  let last = performance.now();
  const perMs = ratePerMinute / 60_000;
  const refill = () => {
    const now = performance.now();
    tokens = Math.min(capacity, tokens + (now - last) * perMs);
    last = now;
  };
  return {
    /** All `wanted` tokens, or none while fewer are saved up. */
    take(wanted: number): number {
      refill();
      if (tokens < wanted) return 0;
      tokens -= wanted;
      return wanted;
    },
    refund(count: number) {
      tokens = Math.min(capacity, tokens + count);
    },
    msUntil(wanted: number): number {
      refill();
      return Math.max(1, Math.ceil((wanted - tokens) / perMs));
    },
  };
}

/** How one mail's attempt ended: 'server' is a failure of the mail server's own (smtp-errors.ts). */
type Outcome = { sent: true } | { sent: false; server: boolean; error: string };

/**
 * Delivers the persistent outbox: every due mail is tried, a failure is recorded with the
 * next attempt time (growing backoff), and nothing is lost across restarts because the
 * state lives in mail_outbox. Each batch is claimed first (claimDueMails), so with several
 * API processes on one database every mail is sent by exactly one of them.
 *
 * Campaign mail has its own claim: only of campaigns that are sending (a paused
 * one is left alone after the batch in hand), throttled to NEWSLETTER_RATE_PER_MINUTE per
 * process, sent in parallel over the pooled SMTP connections, each rendered at send time with
 * the recipient's own unsubscribe link. Only a permanent refusal of the recipient itself
 * (classifySmtpError) ends a subscriber's mail as 'bounced' and suppresses the address; a
 * temporary refusal follows the retry schedule above. A failure of the server's own (AUTH, MAIL
 * FROM, DATA, no connection) suppresses no one: transactional mail follows the retry schedule,
 * and campaign mail goes back unspent while its campaign waits for the server (pauseForMailServer).
 */
export function createMailWorker(
  deps: Pick<AppDeps, 'db' | 'now' | 'logger' | 'config' | 'jwtSecret'>,
  transport: MailTransport,
  options: { pollMs?: number } = {},
): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let wake: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let stopping = false;
  const rate = deps.config.NEWSLETTER_RATE_PER_MINUTE;
  const campaignBatch = campaignBatchSize(rate);
  const bucket = tokenBucket(rate, campaignBatch);
  const leaseMs = deps.config.MAIL_CLAIM_LEASE_SECONDS * 1000;
  const templates = new Map<number, MailContent>();

  const lease = () => {
    const claimedAt = deps.now();
    return [claimedAt.toISOString(), new Date(claimedAt.getTime() + leaseMs).toISOString()] as const;
  };

  /**
   * Sends one mail and records a failure. A success is recorded here too, unless `batched`:
   * campaign batches record their successes in one statement (markSentMany) once the whole
   * batch is through, so a process killed mid-batch may have its batch sent again (at most one
   * batch of duplicates; SMTP cannot tell a lost acknowledgement from a lost mail anyway).
   */
  async function attempt(mail: MailRow, batched = false): Promise<Outcome> {
    const attempts = mail.attempts + 1;
    try {
      await transport.send(mail);
      if (!batched) await outbox.markSent(deps.db, mail.id, attempts, deps.now().toISOString());
      deps.logger.info('mail.sent', { id: mail.id, kind: mail.kind, via: transport.description });
      return { sent: true };
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failure = classifySmtpError(error);
      if (failure === 'server') {
        deps.logger.error('mail.server_failed', { id: mail.id, kind: mail.kind, error: lastError });
        // Campaign mail is handed back by its batch, unspent, and waits with its campaign.
        if (mail.campaign_id !== null) return { sent: false, server: true, error: lastError };
      }
      if (failure === 'recipient-rejected' && SUBSCRIBER_MAIL_KINDS.includes(mail.kind)) {
        // The address is refused for good: retrying would only hurt the sender's reputation.
        await outbox.markFinal(deps.db, mail.id, { status: 'bounced', attempts, last_error: lastError });
        await suppress(deps.db, mail.to, lastError, deps.now());
        deps.logger.error('mail.bounced', { id: mail.id, kind: mail.kind, error: lastError });
        return { sent: false, server: false, error: lastError };
      }
      // A refused recipient fails now (retrying cannot help); anything else is tried again later.
      const delay = failure === 'recipient-rejected' ? undefined : RETRY_DELAYS_MS[attempts - 1];
      await outbox.markAttemptFailed(deps.db, mail.id, {
        attempts,
        status: delay === undefined ? 'failed' : 'pending',
        next_attempt_at: new Date(deps.now().getTime() + (delay ?? 0)).toISOString(),
        last_error: lastError,
      });
      deps.logger.error('mail.failed', { id: mail.id, kind: mail.kind, attempts, error: lastError });
      return { sent: false, server: failure === 'server', error: lastError };
    }
  }

  async function deliverTransactional(): Promise<number> {
    let sent = 0;
    const [now, until] = lease();
    for (const mail of await outbox.claimDueMails(deps.db, now, until, BATCH)) {
      if ((await attempt(mail)).sent) sent += 1;
    }
    return sent;
  }

  async function templateOf(campaignId: number): Promise<MailContent | undefined> {
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
  async function personalise(claimed: MailRow[]): Promise<MailRow[]> {
    const subscribers = await subscribersForSending(
      deps.db,
      claimed.map((m) => m.subscriber_id ?? 0),
    );
    const ready: MailRow[] = [];
    for (const mail of claimed) {
      const subscriber = subscribers.get(mail.subscriber_id ?? 0);
      const template = await templateOf(mail.campaign_id!);
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

  function wakeAfter(ms: number) {
    if (wake || stopped) return;
    wake = setTimeout(() => {
      wake = undefined;
      tick();
    }, ms);
    wake.unref();
  }

  async function deliverCampaigns(): Promise<number> {
    let sent = 0;
    while (!stopping) {
      const allowance = bucket.take(campaignBatch);
      if (allowance === 0) {
        // Over the rate: come back when the next batch may go.
        wakeAfter(bucket.msUntil(campaignBatch));
        break;
      }
      const [now, until] = lease();
      const claimed = await outbox.claimCampaignMails(deps.db, now, until, allowance);
      bucket.refund(allowance - claimed.length);
      if (claimed.length === 0) break;
      const ready = await personalise(claimed);
      const results = await Promise.all(ready.map((mail) => attempt(mail, true)));
      const delivered = ready.filter((_, i) => results[i]!.sent).map((mail) => mail.id);
      await outbox.markSentMany(deps.db, delivered, deps.now().toISOString());
      sent += delivered.length;
      if (await waitForServer(ready, results)) break;
    }
    return sent;
  }

  /**
   * The mails of a batch the server itself failed: their campaigns pause until the server
   * works again, then the mails go back to the outbox as they were (same attempts, due at once,
   * so they go first when the campaign resumes). Answers whether there were any.
   */
  async function waitForServer(batch: MailRow[], results: Outcome[]): Promise<boolean> {
    const failed = batch.filter((_, i) => {
      const result = results[i]!;
      return !result.sent && result.server;
    });
    if (failed.length === 0) return false;
    const first = results.find((r) => !r.sent && r.server) as Extract<Outcome, { sent: false }>;
    const now = deps.now();
    await campaigns.pauseForMailServer(
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

  async function deliver(): Promise<number> {
    let sent = await deliverTransactional();
    await campaigns.advanceCampaigns(deps.db, deps.now());
    sent += await deliverCampaigns();
    await campaigns.advanceCampaigns(deps.db, deps.now());
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      // A mail queued during a run is picked up by one more pass right after it.
      again = true;
      return running;
    }
    running = deliver().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce().catch(() => {});
      }
    });
    return running;
  }

  const tick = () => {
    runOnce().catch((error: unknown) => deps.logger.error('mail.worker.failed', { error: String(error) }));
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      timer = setInterval(tick, options.pollMs ?? POLL_MS);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearInterval(timer);
      if (wake) clearTimeout(wake);
      timer = wake = undefined;
      await running?.catch(() => 0);
      transport.close();
    },
    nudge() {
      if (!stopped) setImmediate(tick);
    },
    runOnce,
  };
}
