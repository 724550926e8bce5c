import type { AppDeps } from '../deps';
import * as outbox from './outbox.repository';
import type { MailTransport } from './transport';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the mail is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
const BATCH = 20;
const POLL_MS = 30_000;
/** How long a claimed mail stays this worker's: far longer than one SMTP send can take. */
const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * SMTP 550–554 on the envelope or the message (RFC 5321: mailbox unavailable, not local, storage
 * exceeded, name not allowed, transaction failed) is final for that mail. Not on AUTH: wrong
 * credentials are the operator's to fix, and the mail should go once they are.
 */
export function isPermanentRejection(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 550 &&
    responseCode <= 554 &&
    !(typeof command === 'string' && command.startsWith('AUTH'))
  );
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for a send in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** Sends soon (called on deps.onMailQueued). */
  nudge(): void;
  /** Sends every due mail now; answers how many went out. Tests call it directly. */
  runOnce(): Promise<number>;
}

/**
 * Delivers the persistent outbox: every due mail is tried, a failure is recorded with the
 * next attempt time (growing backoff), and nothing is lost across restarts because the
 * state lives in mail_outbox. Each batch is claimed first (claimDueMails), so with several
 * API processes on one database every mail is sent by exactly one of them.
 */
export function createMailWorker(
  deps: Pick<AppDeps, 'db' | 'now' | 'logger'>,
  transport: MailTransport,
  options: { pollMs?: number } = {},
): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  async function deliver(): Promise<number> {
    let sent = 0;
    const claimedAt = deps.now();
    const due = await outbox.claimDueMails(
      deps.db,
      claimedAt.toISOString(),
      new Date(claimedAt.getTime() + CLAIM_LEASE_MS).toISOString(),
      BATCH,
    );
    for (const mail of due) {
      const attempts = mail.attempts + 1;
      try {
        await transport.send(mail);
        await outbox.markSent(deps.db, mail.id, attempts, deps.now().toISOString());
        deps.logger.info('mail.sent', { id: mail.id, kind: mail.kind, via: transport.description });
        sent += 1;
      } catch (error) {
        // A permanent refusal (the recipient's mailbox does not exist …) fails now: retrying cannot help.
        const delay = isPermanentRejection(error) ? undefined : RETRY_DELAYS_MS[attempts - 1];
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await outbox.markAttemptFailed(deps.db, mail.id, {
          attempts,
          status: delay === undefined ? 'failed' : 'pending',
          next_attempt_at: new Date(deps.now().getTime() + (delay ?? 0)).toISOString(),
          last_error: lastError,
        });
        deps.logger.error('mail.failed', { id: mail.id, kind: mail.kind, attempts, error: lastError });
      }
    }
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
      timer = setInterval(tick, options.pollMs ?? POLL_MS);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => 0);
      transport.close();
    },
    nudge() {
      if (!stopped) setImmediate(tick);
    },
    runOnce,
  };
}
