import type { AppDeps } from '../deps';
import type { MailRow } from '../db/schema';
import { suppress } from '../features/newsletter/campaign-audience.service';
import * as outbox from '../mail/outbox';
import { classifySmtpError } from '../mail/smtp-errors';
import type { MailTransport } from '../mail/transport';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the mail is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export type WorkerDeps = Pick<AppDeps, 'db' | 'now' | 'logger' | 'config' | 'jwtSecret'>;

/** How one mail's attempt ended: 'server' is a failure of the mail server's own (smtp-errors.ts). */
export type Outcome = { sent: true } | { sent: false; server: boolean; error: string };

export type Attempt = (mail: MailRow, batched?: boolean) => Promise<Outcome>;

/**
 * Sends one mail and records a failure. A success is recorded here too, unless `batched`:
 * campaign batches record their successes in one statement (markSentMany) once the whole
 * batch is through, so a process killed mid-batch may have its batch sent again (at most one
 * batch of duplicates; SMTP cannot tell a lost acknowledgement from a lost mail anyway).
 *
 * Only a permanent refusal of the recipient itself (classifySmtpError) ends a subscriber's mail
 * as 'bounced' and suppresses the address; a temporary refusal follows the retry schedule above.
 * A failure of the server's own (AUTH, MAIL FROM, DATA, no connection) suppresses no one:
 * transactional mail follows the retry schedule, and campaign mail goes back unspent with its
 * campaign (campaign-sending.ts).
 */
export function mailAttempt(deps: WorkerDeps, transport: MailTransport): Attempt {
  return async function attempt(mail, batched = false) {
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
      if (failure === 'recipient-rejected' && outbox.SUBSCRIBER_MAIL_KINDS.includes(mail.kind)) {
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
  };
}

/** The claim's lease: from now until the configured lease has run out, as ISO strings. */
export function leaseOf(deps: WorkerDeps): { nowIso: string; untilIso: string } {
  const claimedAt = deps.now();
  const untilIso = new Date(claimedAt.getTime() + deps.config.MAIL_CLAIM_LEASE_SECONDS * 1000).toISOString();
  return { nowIso: claimedAt.toISOString(), untilIso };
}
