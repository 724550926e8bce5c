import { toCsv, CSV_MIME } from '@vitrine/shared/csv';
import {
  ERASED,
  PRIVACY_POLICY_VERSION,
  DSR_REQUEST_KINDS,
  dsrDeadline,
  dsrProtocol,
  lgpdMessages,
  maskEmail,
  type DsrAction,
  type DsrActionKind,
  type DsrRequest,
  type DsrRequestKind,
  type DsrSubjectData,
} from '@vitrine/shared/lgpd';
import type { AuthUser } from '../../deps';
import type { Db } from '../../db/database';
import { toBool } from '../../db/database';
import type { DsrRequestRow } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { contactEmailLine } from '../../mail/templates';
import { countRows, equalsAddress, mentions, redactColumns } from './dsr.repository';

const m = lgpdMessages;

export function toRequest(row: DsrRequestRow): DsrRequest {
  return {
    id: row.id,
    subject: row.email ?? row.subject_hint,
    status: row.status,
    opened_at: row.opened_at,
    opened_by: row.opened_by,
    deadline_at: row.deadline_at,
    closed_at: row.closed_at,
    actions: JSON.parse(row.actions) as DsrAction[],
    protocol: dsrProtocol(row.id, row.opened_at),
    kind: row.kind && row.kind in DSR_REQUEST_KINDS ? (row.kind as DsrRequestKind) : null,
    requester_name: row.requester_name,
    details: row.details,
  };
}

export async function listRequests(db: Db): Promise<DsrRequest[]> {
  const rows = await db.selectFrom('dsr_requests').selectAll().orderBy('id', 'desc').limit(500).execute();
  return rows.map(toRequest);
}

/**
 * Opens a request for an address, or answers the open one that already exists for it (a second
 * search of the same person continues the same case and keeps its deadline).
 */
export async function openRequest(db: Db, email: string, user: AuthUser, now: Date): Promise<DsrRequest> {
  const address = email.trim().toLowerCase();
  const existing = await db
    .selectFrom('dsr_requests')
    .selectAll()
    .where('status', '=', 'open')
    .where('email', '=', address)
    .executeTakeFirst();
  if (existing) return toRequest(existing);
  const at = now.toISOString();
  const row = await db
    .insertInto('dsr_requests')
    .values({
      email: address,
      subject_hint: maskEmail(address),
      status: 'open',
      opened_at: at,
      opened_by: user.username,
      deadline_at: dsrDeadline(at),
      closed_at: null,
      actions: '[]',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

/** An open request and its address; a closed one is a 409 (its address is gone), an unknown one a 404. */
export async function openRequestById(db: Db, id: number): Promise<{ row: DsrRequestRow; email: string }> {
  const row = await db.selectFrom('dsr_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.requestNotFound);
  if (row.status !== 'open' || !row.email) throw conflict(m.requestClosed);
  return { row, email: row.email };
}

/** Appends what was done to the request's record (and closes it when asked). */
export async function recordAction(
  db: Db,
  row: DsrRequestRow,
  action: { kind: DsrActionKind; by: string; at: Date; counts?: Record<string, number> },
  close = false,
): Promise<DsrRequest> {
  const current = await db.selectFrom('dsr_requests').select('actions').where('id', '=', row.id).executeTakeFirst();
  const actions = JSON.parse(current?.actions ?? row.actions) as DsrAction[];
  actions.push({ kind: action.kind, at: action.at.toISOString(), by: action.by, counts: action.counts });
  const updated = await db
    .updateTable('dsr_requests')
    .set({
      actions: JSON.stringify(actions),
      ...(close ? { status: 'closed', closed_at: action.at.toISOString(), email: null } : {}),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(updated);
}

/** The consent record both contacts and subscriptions carry (migration 0007). */
const CONSENT_COLUMNS = ['consent_version', 'consent_at', 'consent_form', 'consent_page'] as const;

/** Everything held about one address: its contacts, subscriptions, mail and audit entries. */
export async function findSubjectData(db: Db, email: string, now: Date): Promise<DsrSubjectData> {
  const address = email.trim().toLowerCase();
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'name', 'email', 'phone', 'subject', 'message', 'create_date', ...CONSENT_COLUMNS])
    .where(equalsAddress('email', address))
    .orderBy('id')
    .execute();
  const subscribers = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'ativo', 'create_date', 'motivo_cancelamento', 'data_cancelamento', ...CONSENT_COLUMNS])
    .where(equalsAddress('email', address))
    .orderBy('id')
    .execute();
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to', 'subject', 'text', 'status', 'created_at', 'sent_at'])
    .where((eb) => eb.or(mailOfSubject(address)))
    .orderBy('id')
    .execute();
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
    .execute();
  return {
    email: address,
    generated_at: now.toISOString(),
    policy_version: PRIVACY_POLICY_VERSION,
    contacts,
    subscribers: subscribers.map((s) => ({ ...s, ativo: toBool(s.ativo) })),
    mails,
    audit,
  };
}

/**
 * Mail to the address, and the notification of the person's own contact (it names them on its
 * "E-mail:" line). Mail that only mentions the address inside someone else's message is that
 * other person's: it is not exported, and an erase only removes the address from it.
 */
const mailOfSubject = (address: string) => [equalsAddress('to', address), mentions('text', contactEmailLine(address))];

export const subjectCounts = (data: DsrSubjectData) => ({
  contacts: data.contacts.length,
  subscribers: data.subscribers.length,
  mails: data.mails.length,
  audit: data.audit.length,
});

const RECORD_LABELS = { contacts: 'Contato', subscribers: 'Newsletter', mails: 'E-mail enviado', audit: 'Auditoria' };

/**
 * The export file: JSON as it is, or CSV with one line per field (Registro;ID;Campo;Valor), so
 * records of different shapes fit one sheet that Excel pt-BR opens directly.
 */
export function exportFile(data: DsrSubjectData, format: 'json' | 'csv', requestId: number) {
  const base = `titular-solicitacao-${requestId}-${data.generated_at.slice(0, 10)}`;
  if (format === 'json') {
    return { fileName: `${base}.json`, mime: 'application/json', content: JSON.stringify(data, null, 2) };
  }
  const lines: Array<{ record: string; id: number | string; field: string; value: unknown }> = [
    { record: 'Titular', id: '', field: 'email', value: data.email },
    { record: 'Titular', id: '', field: 'gerado_em', value: data.generated_at },
    { record: 'Titular', id: '', field: 'versao_politica_atual', value: data.policy_version },
  ];
  for (const key of ['contacts', 'subscribers', 'mails', 'audit'] as const) {
    for (const record of data[key] as unknown as Array<Record<string, unknown> & { id: number }>) {
      for (const [field, value] of Object.entries(record)) {
        if (field !== 'id') lines.push({ record: RECORD_LABELS[key], id: record.id, field, value });
      }
    }
  }
  const content = toCsv(lines, [
    { header: 'Registro', value: (l) => l.record },
    { header: 'ID', value: (l) => l.id },
    { header: 'Campo', value: (l) => l.field },
    {
      header: 'Valor',
      value: (l) => (typeof l.value === 'boolean' ? (l.value ? 'sim' : 'não') : (l.value as string | number | null)),
    },
  ]);
  return { fileName: `${base}.csv`, mime: CSV_MIME, content };
}

export interface EraseCounts {
  contacts: number;
  subscribers: number;
  mails: number;
  mentions: number;
  loginAttempts: number;
}

/**
 * Erases an address everywhere it is stored, in one transaction. Contacts and subscriptions are
 * anonymised in place (rows and counts stay, the person's data goes, an erased message counts as read; the consent version and date
 * stay as the record that consent existed); mail to or about the address is deleted; the audit
 * log is left as it is (append-only: keeping security logs is a legal basis of its own, and the
 * erase itself is recorded there); any other text that mentions it (another visitor's
 * message, a cancellation reason) has it replaced; failed sign-ins under it are deleted; and the
 * request records hold it no longer. Staff accounts are not touched (the Usuários screen).
 */
export async function eraseSubject(db: Db, email: string, now: Date): Promise<EraseCounts> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
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
          // Nothing is left to answer (issue 27): an erased message leaves the unread count.
          read: 1,
        })
        .where('id', '=', id)
        .execute();
    }
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
        })
        .where('id', '=', s.id)
        .execute();
    }
    const mails = await trx
      .deleteFrom('mail_outbox')
      .where((eb) => eb.or(mailOfSubject(address)))
      .executeTakeFirst();
    const mentionCount =
      (await redactColumns(trx, 'contacts', ['name', 'subject', 'message'], address, ERASED.text)) +
      (await redactColumns(trx, 'newsletter_subscribers', ['motivo_cancelamento'], address, ERASED.text)) +
      (await redactColumns(trx, 'mail_outbox', ['subject', 'text', 'html', 'last_error'], address, ERASED.text));
    const loginAttempts = await trx.deleteFrom('login_attempts').where(mentions('key', address)).executeTakeFirst();
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
      contacts: contacts.length,
      subscribers: subscribers.length,
      mails: Number(mails.numDeletedRows),
      mentions: mentionCount,
      loginAttempts: Number(loginAttempts.numDeletedRows),
    };
  });
}

/** An export's row count as the server knows it: the rows of the exported grid's kind. */
export function countExportableRows(db: Db, kind: 'contatos' | 'assinantes'): Promise<number> {
  return countRows(db, kind === 'contatos' ? 'contacts' : 'newsletter_subscribers');
}
