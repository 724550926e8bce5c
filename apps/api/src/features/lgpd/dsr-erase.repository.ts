import { sql, type SqlBool } from 'kysely';
import { ERASED } from '@vitrine/shared/lgpd';
import type { Db } from '../../db/database';
import { NO_SOURCE, equalsAddress, isMailOfSubject, mailOfSubject, mentions, redactColumns } from './dsr.repository';

/**
 * The erase of docs/PRODUCT.md §10 across the tables that hold a person's data: rows kept as
 * erased where a record must stay, deleted where nothing needs them.
 */

export interface EraseCounts {
  contacts: number;
  subscribers: number;
  mails: number;
  mentions: number;
  loginAttempts: number;
}

/** The erase of docs/PRODUCT.md §10 (dsr.service.ts eraseSubject), in one transaction. */
export function eraseSubjectRows(db: Db, address: string, now: Date, requestId: number): Promise<EraseCounts> {
  return db.transaction().execute(async (trx) => {
    const contacts = await eraseContacts(trx, address, now, requestId);
    const subscribers = await eraseSubscribers(trx, address, now);
    const mailIds = (
      await trx
        .selectFrom('mail_outbox')
        .select(['id', 'to', 'text'])
        .where((eb) => eb.or(mailOfSubject(address)))
        .execute()
    )
      .filter((row) => isMailOfSubject(row, address))
      .map((row) => row.id);
    if (mailIds.length > 0) await trx.deleteFrom('mail_outbox').where('id', 'in', mailIds).execute();
    const mentionCount =
      (await redactColumns(trx, 'contacts', ['name', 'subject', 'message'], address, ERASED.text)) +
      (await redactColumns(trx, 'newsletter_subscribers', ['motivo_cancelamento'], address, ERASED.text)) +
      (await redactColumns(trx, 'mail_outbox', ['subject', 'text', 'html', 'last_error'], address, ERASED.text));
    // Webhook bodies that carry the address (a contact, a subscription) go too, sent or not.
    await trx
      .deleteFrom('webhook_deliveries')
      .where(mentions('payload', JSON.stringify(address)))
      .execute();
    // The sign-in counters keyed by this username (throttle.service: account:…, pair:…|address).
    const username = address.trim().toLowerCase();
    const loginAttempts = await trx
      .deleteFrom('login_attempts')
      .where((eb) =>
        eb.or([
          eb('key', '=', `account:${username}`),
          sql<SqlBool>`${sql.ref('key')} like ${`pair:${username.replace(/[\\%_]/g, (ch) => `\\${ch}`)}|%`} escape '\\'`,
        ]),
      )
      .executeTakeFirst();
    // Requests sent from the site's form: their pending links go; requests keep no name or details.
    await trx.deleteFrom('dsr_verifications').where(equalsAddress('email', address)).execute();
    await trx
      .updateTable('dsr_requests')
      .set({ requester_name: null, details: null })
      .where(equalsAddress('email', address))
      .execute();
    // Earlier requests about the same person keep their record, without the address.
    await trx
      .updateTable('dsr_requests')
      .set({ email: null, status: 'closed', closed_at: now.toISOString() })
      .where(equalsAddress('email', address))
      .where('status', '=', 'open')
      .execute();
    return {
      contacts,
      subscribers,
      mails: mailIds.length,
      mentions: mentionCount,
      loginAttempts: Number(loginAttempts.numDeletedRows),
    };
  });
}

/** The subject's contact messages, kept as erased rows (the inbox shows when and for which request); answers how many. */
async function eraseContacts(trx: Db, address: string, now: Date, requestId: number): Promise<number> {
  const contacts = await trx.selectFrom('contacts').select('id').where(equalsAddress('email', address)).execute();
  for (const { id } of contacts) {
    await trx
      .updateTable('contacts')
      .set({
        name: ERASED.text,
        email: ERASED.email(id),
        phone: ERASED.phone,
        subject: ERASED.text,
        message: ERASED.text,
        consent_page: null,
        ...NO_SOURCE,
        // Nothing is left to answer: an erased message leaves the unread count.
        read: 1,
        // The inbox says when and for which request, in place of the data.
        erased_at: now.toISOString(),
        erased_request_id: requestId,
      })
      .where('id', '=', id)
      .execute();
  }
  return contacts.length;
}

/** The subject's subscriptions, cancelled and kept as erased rows; answers how many. */
async function eraseSubscribers(trx: Db, address: string, now: Date): Promise<number> {
  const subscribers = await trx
    .selectFrom('newsletter_subscribers')
    .select(['id', 'data_cancelamento'])
    .where(equalsAddress('email', address))
    .execute();
  for (const s of subscribers) {
    await trx
      .updateTable('newsletter_subscribers')
      .set({
        email: ERASED.email(s.id),
        ativo: 0,
        motivo_cancelamento: ERASED.text,
        data_cancelamento: s.data_cancelamento ?? now.toISOString(),
        cancel_token_hash: null,
        consent_page: null,
        ...NO_SOURCE,
      })
      .where('id', '=', s.id)
      .execute();
  }
  return subscribers.length;
}
