import { toCsv, CSV_MIME } from '@vitrine/shared/csv';
import {
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
import * as repo from './dsr.repository';

import { eraseSubjectRows, type EraseCounts } from './dsr-erase.repository';

export type { EraseCounts };

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
  return (await repo.listRequests(db, 500)).map(toRequest);
}

/**
 * Opens a request for an address, or answers the open one that already exists for it (a second
 * search of the same person continues the same case and keeps its deadline).
 */
export async function openRequest(db: Db, email: string, user: AuthUser, now: Date): Promise<DsrRequest> {
  const address = email.trim().toLowerCase();
  const existing = await repo.findOpenRequestFor(db, address);
  if (existing) return toRequest(existing);
  const at = now.toISOString();
  const row = await repo.insertRequest(db, {
    email: address,
    subject_hint: maskEmail(address),
    status: 'open',
    opened_at: at,
    opened_by: user.username,
    deadline_at: dsrDeadline(at),
    closed_at: null,
    actions: '[]',
  });
  return toRequest(row);
}

/** An open request and its address; a closed one is a 409 (its address is gone), an unknown one a 404. */
export async function openRequestById(db: Db, id: number): Promise<{ row: DsrRequestRow; email: string }> {
  const row = await repo.findRequest(db, id);
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
  const actions = JSON.parse((await repo.findActions(db, row.id)) ?? row.actions) as DsrAction[];
  actions.push({ kind: action.kind, at: action.at.toISOString(), by: action.by, counts: action.counts });
  const updated = await repo.updateRequest(db, row.id, {
    actions: JSON.stringify(actions),
    ...(close ? { status: 'closed', closed_at: action.at.toISOString(), email: null } : {}),
  });
  return toRequest(updated);
}

/** Everything held about one address: its contacts, subscriptions, mail and audit entries. */
export async function findSubjectData(db: Db, email: string, now: Date): Promise<DsrSubjectData> {
  const address = email.trim().toLowerCase();
  const { contacts, subscribers, mails, audit } = await repo.findSubjectRows(db, address);
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

/**
 * Erases an address everywhere it is stored, in one transaction. Contacts and subscriptions are
 * anonymised in place (rows and counts stay, the person's data goes, an erased message counts as read; the consent version and date
 * stay as the record that consent existed); mail to or about the address is deleted; the audit
 * log is left as it is (append-only: keeping security logs is a legal basis of its own, and the
 * erase itself is recorded there); any other text that mentions it (another visitor's
 * message, a cancellation reason) has it replaced; failed sign-ins under it are deleted; and the
 * request records hold it no longer. Staff accounts are not touched (the Usuários screen).
 */
export async function eraseSubject(db: Db, email: string, now: Date, requestId: number): Promise<EraseCounts> {
  const address = email.trim().toLowerCase();
  return eraseSubjectRows(db, address, now, requestId);
}

/** An export's row count as the server knows it: the rows of the exported grid's kind. */
export function countExportableRows(db: Db, kind: 'contatos' | 'assinantes'): Promise<number> {
  return repo.countRows(db, kind === 'contatos' ? 'contacts' : 'newsletter_subscribers');
}
