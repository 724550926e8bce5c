import * as campaigns from '../features/campaigns/campaigns.service';
import * as outbox from '../mail/outbox';
import type { MailTransport } from '../mail/transport';
import { createCampaignSender } from './campaign-sending';
import { leaseOf, mailAttempt, type Attempt, type WorkerDeps } from './mail-attempt';

const BATCH = 20;
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

/** Transactional mail (not a campaign's): one claimed batch, each tried once; answers how many went. */
async function deliverTransactional(deps: WorkerDeps, attempt: Attempt): Promise<number> {
  let sent = 0;
  const { nowIso, untilIso } = leaseOf(deps);
  for (const mail of await outbox.claimDueMails(deps.db, nowIso, untilIso, BATCH)) {
    if ((await attempt(mail)).sent) sent += 1;
  }
  return sent;
}

/**
 * Delivers the persistent outbox: every due mail is tried, a failure is recorded with the
 * next attempt time (growing backoff, mail-attempt.ts), and nothing is lost across restarts
 * because the state lives in mail_outbox. Each batch is claimed first (claimDueMails), so with
 * several API processes on one database every mail is claimed by one of them at a time.
 * Campaign mail has its own throttled claim (campaign-sending.ts). Between the two, campaigns
 * move on: scheduled ones start, drained ones end.
 */
export function createMailWorker(
  deps: WorkerDeps,
  transport: MailTransport,
  options: { pollMs?: number } = {},
): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let wake: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let stopping = false;
  const attempt = mailAttempt(deps, transport);
  const campaignMail = createCampaignSender(deps, attempt, {
    wakeAfter(ms) {
      if (wake || stopped) return;
      wake = setTimeout(() => {
        wake = undefined;
        tick();
      }, ms);
      wake.unref();
    },
    stopping: () => stopping,
  });

  const deliver = async () => {
    let sent = await deliverTransactional(deps, attempt);
    await campaigns.advanceCampaigns(deps.db, deps.now());
    sent += await campaignMail.deliver();
    await campaigns.advanceCampaigns(deps.db, deps.now());
    return sent;
  };

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
