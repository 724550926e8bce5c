import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, SubscriberRow } from '../../db/schema';

/*
 * Who a newsletter campaign goes to, as queries: the audience when a campaign starts, the
 * recipients still sendable when their mail goes out, and the suppression of a refused address.
 */

/** A campaign's recipients: active, confirmed, not deleted and not suppressed at this moment. */
const campaignAudience = (eb: ExpressionBuilder<Database, 'newsletter_subscribers'>) =>
  eb.and([
    eb('ativo', '=', 1),
    eb('deleted_at', 'is', null),
    eb('awaiting_confirmation', '=', 0),
    eb('suppressed_at', 'is', null),
  ]);

/**
 * One outbox row per recipient, in one statement: every subscriber who is active, confirmed
 * and not suppressed at this moment. Who the audience is is the newsletter's rule, so the
 * statement lives here although its rows land in mail_outbox (the mail worker claims them). The
 * bodies are rendered at send time from the campaign (each with the recipient's own unsubscribe
 * link), so queueing 10,000 takes one insert.
 */
export async function queueCampaignRecipients(
  db: Db,
  campaign: { id: number; subject: string },
  nowIso: string,
): Promise<number> {
  const result = await db
    .insertInto('mail_outbox')
    .columns([
      'kind',
      'to',
      'subject',
      'text',
      'html',
      'status',
      'attempts',
      'next_attempt_at',
      'created_at',
      'campaign_id',
      'subscriber_id',
    ])
    .expression((eb) =>
      eb
        .selectFrom('newsletter_subscribers')
        .select((s) => [
          s.val('newsletter-campaign').as('kind'),
          'email',
          s.val(campaign.subject).as('subject'),
          s.val('').as('text'),
          s.val('').as('html'),
          s.val('pending').as('status'),
          s.val(0).as('attempts'),
          s.val(nowIso).as('next_attempt_at'),
          s.val(nowIso).as('created_at'),
          s.val(campaign.id).as('campaign_id'),
          'id',
        ])
        .where(campaignAudience)
        .orderBy('id'),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** How many subscribers a campaign started now would be queued for (the same rule as above). */
export async function countCampaignAudience(db: Db): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(campaignAudience)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of these subscribers, the ones still in the audience (the same rule), for the mail about to go to them. */
export function findSendable(db: Db, ids: number[]): Promise<SubscriberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('newsletter_subscribers').selectAll().where('id', 'in', ids).where(campaignAudience).execute();
}

export async function suppressByEmail(db: Db, email: string, reason: string, at: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ suppressed_at: at, suppressed_reason: reason })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('suppressed_at', 'is', null)
    .execute();
}
