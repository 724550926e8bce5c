import type { Db } from '../../db/database';
import type { SubscriberRow } from '../../db/schema';
import * as repo from './campaign-audience.repository';

/*
 * What campaigns and their sending need of the newsletter: who a campaign goes to when it starts,
 * who of them may still get their mail when it goes out, and the suppression of an address the
 * mail server refused for good.
 */

/** How many subscribers a campaign started now would go to (the rule queueCampaignRecipients applies). */
export function countCampaignAudience(db: Db): Promise<number> {
  return repo.countCampaignAudience(db);
}

/**
 * Queues one campaign mail per subscriber in the audience at this moment (one statement, bodies
 * rendered at send time); answers how many. Call in the transaction that starts the campaign.
 */
export function queueCampaignRecipients(
  db: Db,
  campaign: { id: number; subject: string },
  atIso: string,
): Promise<number> {
  return repo.queueCampaignRecipients(db, campaign, atIso);
}

/**
 * Of these subscribers, the ones a campaign mail may still go to (active, confirmed, not
 * suppressed, not deleted), by id: someone who left since the campaign was queued gets nothing.
 */
export async function subscribersForSending(db: Db, ids: number[]): Promise<Map<number, SubscriberRow>> {
  const rows = await repo.findSendable(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A permanent refusal (5xx) from the mail server: no more campaigns to this address until an Admin lifts it. */
export async function suppress(db: Db, email: string, reason: string, now: Date): Promise<void> {
  await repo.suppressByEmail(db, email, reason.slice(0, 500), now.toISOString());
}
