import { absoluteUrl, adminPaths } from '@vitrine/shared/routes';
import { ERASED } from '@vitrine/shared/lgpd';
import type { Contact, ContactRecord } from '@vitrine/shared/schemas';
import type { MailSettings } from '../../deps';
import { toBool, type Db } from '../../db/database';
import type { ContactRow } from '../../db/schema';
import { queueMail } from '../../mail/outbox';
import { contactNotification } from '../../mail/templates';
import * as repo from './contacts.repository';
import type { ConsentRecord } from '../lgpd/consent';
import { leadSourceRecord, type LeadSourceColumns } from '../../lib/lead-source';
import { queueEvent } from '../webhooks/webhooks.service';

/** How long after saving a contact its notification may still be asked for. */
const NOTIFY_WINDOW_MS = 60 * 60_000;

function toContactRecord(row: ContactRow): ContactRecord {
  return {
    id: row.id,
    read: toBool(row.read),
    name: row.name,
    subject: row.subject,
    message: row.message,
    email: row.email,
    phone: row.phone,
    create_date: row.create_date,
    source: leadSourceRecord(row),
    // Rows erased before the erase was recorded are known by the address the erase left.
    erased:
      row.erased_at || row.email === ERASED.email(row.id)
        ? { at: row.erased_at, request: row.erased_request_id }
        : null,
  };
}

function insertContact(db: Db, contact: Contact, consent: ConsentRecord, source?: LeadSourceColumns) {
  return repo.insertContact(db, { ...contact, ...consent, ...source, read: 0, create_date: consent.consent_at });
}

/**
 * Stores a contact and, in the same transaction, its contact.created webhook for every
 * endpoint that asked for it (so a CRM gets exactly the contacts that exist). Answers the id
 * and how many webhooks were queued (the route nudges the worker after commit).
 */
export function createContact(
  db: Db,
  contact: Contact,
  consent: ConsentRecord,
  source: LeadSourceColumns,
): Promise<{ id: number; webhooks: number }> {
  return db.transaction().execute(async (trx) => {
    const id = await insertContact(trx, contact, consent, source);
    const at = new Date(consent.consent_at);
    const webhooks = await queueEvent(
      trx,
      'contact.created',
      { id, ...contact, created_at: consent.consent_at, source: leadSourceRecord(source) },
      at,
    );
    return { id, webhooks };
  });
}

/**
 * What a bot that filled the honeypot gets for a valid contact: a real id from the contacts'
 * own sequence, taken by a row written and deleted in one transaction, so nothing is kept and
 * no later contact ever gets the same id (the ids are never reused: AUTOINCREMENT on SQLite,
 * a sequence on PostgreSQL). Guessing "latest id + 1" told the bot it was caught;
 * a decoy id that a real contact later received told it too.
 */
export function decoyContactId(db: Db, contact: Contact, consent: ConsentRecord): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertContact(trx, contact, consent);
    await repo.deleteContact(trx, id);
    return id;
  });
}

/**
 * Queues the notification for a contact saved moments ago. The mail goes to CONTACT_INBOX
 * only, and only for a contact that really was saved (same e-mail, subject and message in
 * the last hour): the endpoint cannot be used to send arbitrary text anywhere, and its
 * content comes from the stored row. Each stored contact is notified at most once, so
 * replaying the call cannot flood the inbox. Answers whether a mail was queued.
 */
export async function notifyContact(db: Db, info: Contact, now: Date, mail: MailSettings): Promise<boolean> {
  const since = new Date(now.getTime() - NOTIFY_WINDOW_MS).toISOString();
  const row = await repo.findRecentContact(db, info, since);
  if (!row) return false;
  const adminUrl = absoluteUrl(mail.publicUrl, adminPaths.contact(row.id));
  // Claim and queue together: a failed queue must leave the contact claimable again.
  const queued = await db.transaction().execute(async (trx) => {
    if (!(await repo.claimNotification(trx, row.id, now.toISOString()))) return false;
    const content = contactNotification(row, adminUrl);
    await queueMail(trx, { kind: 'contact-notification', to: mail.contactInbox, content }, now);
    return true;
  });
  // Nudge the worker only after commit, so it finds the mail.
  if (queued) mail.queued();
  return queued;
}

export async function listContacts(db: Db): Promise<ContactRecord[]> {
  return (await repo.listContacts(db)).map(toContactRecord);
}

export function markRead(db: Db, ids: number[]): Promise<number> {
  return repo.markRead(db, [...new Set(ids)]);
}

/** Retention (docs/PRODUCT.md §10): contacts older than the period go; answers how many. */
export function purgeContactsBefore(db: Db, beforeIso: string): Promise<number> {
  return repo.deleteContactsBefore(db, beforeIso);
}

/** Where the contacts of a period came from (the dashboard's leads by source and by post). */
export function leadSourcesBetween(db: Db, fromIso: string, toIso: string) {
  return repo.leadSourcesBetween(db, fromIso, toIso);
}

/**
 * The dashboard's view of the inbox: the days (UTC, yyyy-mm-dd; dates are stored as ISO strings in
 * UTC) the period's contacts arrived, one entry per contact, and the unread count, from the rows Contatos lists. No personal data
 * leaves this function, so reading it is not a bulk read to audit.
 */
export async function inboxFigures(db: Db, fromIso: string, toIso: string) {
  const [received, unread] = await Promise.all([repo.receivedBetween(db, fromIso, toIso), repo.countUnread(db)]);
  return { receivedDays: received.map((at) => at.slice(0, 10)), unread };
}
