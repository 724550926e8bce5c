import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Insertable, Updateable } from 'kysely';
import type { Database, DsrRequestRow, DsrRequestsTable } from '../../db/schema';
import { contactEmailLine } from '../../mail/templates';

/** `%address%` for LIKE, with LIKE's own wildcards escaped ('_' is common in addresses). */
export function containsPattern(email: string): string {
  return `%${email.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** lower(column) LIKE '%address%' on SQLite and PostgreSQL alike (PG's LIKE is case-sensitive). */
export function mentions(column: string, email: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(email)} escape '\\'`;
}

/** lower(column) = address. */
export function equalsAddress(column: string, email: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;
}

/**
 * The address as a whole, in any letter case: not the end of a longer local part
 * (`ana273784@…` holds `a273784@…`) nor the start of a longer domain (`…@rt.test.br`). A full
 * stop after it ends a sentence. `before` is text that must precede it (a mail's "E-mail:" line).
 * LIKE finds the candidate rows; this decides which of them really name the address.
 */
export function addressPattern(email: string, before = ''): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = before ? escape(before) : "(?<![\\w.!#$%&'*+/=?^`{|}~-])";
  return new RegExp(`${start}${escape(email)}(?![\\w-]|\\.[\\w-])`, 'gi');
}

/** Whether a text names the address as a whole (addressPattern). */
export const namesAddress = (text: string | null, email: string, before = ''): boolean =>
  text !== null && addressPattern(email, before).test(text);

/** Every whole occurrence of the address in a text, in any letter case, replaced by `replacement`. */
function redactText(text: string, email: string, replacement: string): string {
  return text.replace(addressPattern(email), replacement);
}

type TextColumn<T extends keyof Database> = {
  [C in keyof Database[T]]: Database[T][C] extends string | null ? C : never;
}[keyof Database[T]] &
  string;

/**
 * Replaces the address wherever it appears inside the given text columns of a table with an
 * `id` (a message that mentions it, an audit entry's details); answers how many rows changed.
 * Plain SQL through Kysely's identifiers, so it runs on SQLite and PostgreSQL.
 */
export async function redactColumns<T extends 'contacts' | 'newsletter_subscribers' | 'audit_log' | 'mail_outbox'>(
  db: Db,
  table: T,
  columns: readonly TextColumn<T>[],
  email: string,
  replacement: string,
): Promise<number> {
  const found = await sql<Record<string, string | null> & { id: number }>`select id, ${sql.join(
    columns.map((column) => sql.ref(column)),
  )} from ${sql.table(table)} where ${sql.join(
    columns.map((column) => mentions(column, email)),
    sql` or `,
  )}`.execute(db);
  let changed = 0;
  for (const row of found.rows) {
    // LIKE also finds the address inside a longer one: only rows that name it whole change.
    if (!columns.some((column) => namesAddress(row[column] ?? null, email))) continue;
    const changes = columns.map((column) => {
      const value = row[column];
      return sql`${sql.ref(column)} = ${typeof value === 'string' ? redactText(value, email, replacement) : null}`;
    });
    await sql`update ${sql.table(table)} set ${sql.join(changes)} where id = ${row.id}`.execute(db);
    changed += 1;
  }
  return changed;
}

/** How many rows a staff grid of that kind holds (its export carries at most these). */
export async function countRows(db: Db, table: 'contacts' | 'newsletter_subscribers'): Promise<number> {
  const count = sql<number | string>`count(*)`.as('n');
  const row = await (
    table === 'contacts'
      ? db.selectFrom('contacts').select(count)
      : // A subscriber deleted by staff (undoable for a moment) is no longer in the grid.
        db.selectFrom('newsletter_subscribers').where('deleted_at', 'is', null).select(count)
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listRequests(db: Db, limit: number): Promise<DsrRequestRow[]> {
  return db.selectFrom('dsr_requests').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** The open request about an address, if there is one. */
export function findOpenRequestFor(db: Db, address: string): Promise<DsrRequestRow | undefined> {
  return db
    .selectFrom('dsr_requests')
    .selectAll()
    .where('status', '=', 'open')
    .where('email', '=', address)
    .executeTakeFirst();
}

export function insertRequest(db: Db, values: Insertable<DsrRequestsTable>): Promise<DsrRequestRow> {
  return db.insertInto('dsr_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findRequest(db: Db, id: number): Promise<DsrRequestRow | undefined> {
  return db.selectFrom('dsr_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The request's action log as stored now (another action may have been added since it was read). */
export async function findActions(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('dsr_requests').select('actions').where('id', '=', id).executeTakeFirst();
  return row?.actions;
}

export function updateRequest(db: Db, id: number, changes: Updateable<DsrRequestsTable>): Promise<DsrRequestRow> {
  return db.updateTable('dsr_requests').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The consent record both contacts and subscriptions carry (migration 0007). */
const CONSENT_COLUMNS = ['consent_version', 'consent_at', 'consent_form', 'consent_page'] as const;

/** Where the lead came from (migration 0023): part of what is held about the person, and erased with them. */
const SOURCE_COLUMNS = [
  'source_landing',
  'source_referrer',
  'source_utm_source',
  'source_utm_medium',
  'source_utm_campaign',
  'source_utm_term',
  'source_utm_content',
  'source_page',
  'source_campaign_id',
] as const;
export const NO_SOURCE = Object.fromEntries(SOURCE_COLUMNS.map((c) => [c, null])) as Record<
  (typeof SOURCE_COLUMNS)[number],
  null
>;

/**
 * Mail to the address, and the notification of the person's own contact (it names them on its
 * "E-mail:" line). Mail that only mentions the address inside someone else's message is that
 * other person's: it is not exported, and an erase only removes the address from it.
 */
export const mailOfSubject = (address: string) => [
  equalsAddress('to', address),
  mentions('text', contactEmailLine(address)),
];
/** The rows mailOfSubject found that really are the subject's (LIKE does not end at the address). */
export const isMailOfSubject = (row: { to: string; text: string }, address: string) =>
  row.to.toLowerCase() === address.toLowerCase() || namesAddress(row.text, address, contactEmailLine(''));

/** Every row held about one address: its contacts, subscriptions, mail and audit entries. */
export async function findSubjectRows(db: Db, address: string) {
  const contacts = await db
    .selectFrom('contacts')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'create_date',
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
    ])
    .where(equalsAddress('email', address))
    .orderBy('id')
    .execute();
  const subscribers = await db
    .selectFrom('newsletter_subscribers')
    .select([
      'id',
      'email',
      'ativo',
      'create_date',
      'motivo_cancelamento',
      'data_cancelamento',
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
    ])
    .where(equalsAddress('email', address))
    .orderBy('id')
    .execute();
  const mails = (
    await db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to', 'subject', 'text', 'status', 'created_at', 'sent_at'])
      .where((eb) => eb.or(mailOfSubject(address)))
      .orderBy('id')
      .execute()
  ).filter((row) => isMailOfSubject(row, address));
  const audit = await db
    .selectFrom('audit_log')
    .select(['id', 'at', 'action', 'actor_username', 'target_type', 'target_id', 'details'])
    .where((eb) =>
      eb.or([
        equalsAddress('actor_username', address),
        equalsAddress('target_id', address),
        mentions('details', address),
      ]),
    )
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.filter(
        (row) =>
          row.actor_username?.toLowerCase() === address.toLowerCase() ||
          row.target_id?.toLowerCase() === address.toLowerCase() ||
          namesAddress(row.details, address),
      ),
    );
  return { contacts, subscribers, mails, audit };
}
