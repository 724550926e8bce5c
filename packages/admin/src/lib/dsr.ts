import {
  DSR_ACTION_LABELS,
  DSR_REQUEST_KINDS,
  daysUntil,
  type DsrRequest,
  type DsrSubjectData,
} from '@vitrine/shared/lgpd';
import { formatDateTime } from '@vitrine/shared/format';

/** The deadline column: how long an open request has left (LGPD: 15 days). */
export function deadlineText(
  request: DsrRequest,
  now: Date,
): { text: string; tone: 'danger' | 'warning' | 'informative' | 'subtle' } {
  if (request.status !== 'open') return { text: 'Concluída', tone: 'subtle' };
  const days = daysUntil(request.deadline_at, now);
  if (days < 0) return { text: `Vencida há ${-days} ${-days === 1 ? 'dia' : 'dias'}`, tone: 'danger' };
  if (days === 0) return { text: 'Vence hoje', tone: 'danger' };
  return {
    text: `${days} ${days === 1 ? 'dia restante' : 'dias restantes'}`,
    tone: days <= 3 ? 'warning' : 'informative',
  };
}

/**
 * 'Consulta, Exportação (CSV), Eliminação' — what was done on a request, in order, each kind once
 * (the request is read again after every step, which records another look-up).
 */
export function actionsText(request: DsrRequest): string {
  const kinds = [...new Set(request.actions.map((a) => a.kind))];
  return kinds.length ? kinds.map((kind) => DSR_ACTION_LABELS[kind]).join(', ') : '—';
}

/** The request column: what the person asked for on the site (or that staff opened it) and its protocol. */
export function requestText(request: DsrRequest): string {
  if (!request.kind) return `Aberta pela equipe · ${request.protocol}`;
  const who = request.requester_name ? ` · ${request.requester_name}` : '';
  const details = request.details ? `: “${request.details}”` : '';
  return `${DSR_REQUEST_KINDS[request.kind]} · ${request.protocol}${who}${details}`;
}

/** One line per record found, for the results grid. */
export interface FoundRecord {
  key: string;
  kind: string;
  id: number;
  date: string | null;
  summary: string;
}

export function foundRecords(data: DsrSubjectData): FoundRecord[] {
  const consent = (c: { consent_version: string | null; consent_at: string | null }) =>
    c.consent_version
      ? ` · consentimento v${c.consent_version} em ${formatDateTime(c.consent_at)}`
      : ' · sem registro de consentimento';
  return [
    ...data.contacts.map((c) => ({
      key: `c${c.id}`,
      kind: 'Contato',
      id: c.id,
      date: c.create_date,
      summary: `${c.name} — ${c.subject}${consent(c)}`,
    })),
    ...data.subscribers.map((s) => ({
      key: `s${s.id}`,
      kind: 'Newsletter',
      id: s.id,
      date: s.create_date,
      summary: `${s.ativo ? 'Inscrição ativa' : `Cancelada (${s.motivo_cancelamento ?? '—'})`}${consent(s)}`,
    })),
    ...data.mails.map((m) => ({
      key: `m${m.id}`,
      kind: 'E-mail',
      id: m.id,
      date: m.created_at,
      summary: `${m.subject} (${m.status === 'sent' ? 'enviado' : m.status === 'failed' ? 'falhou' : 'na fila'})`,
    })),
    ...data.audit.map((a) => ({
      key: `a${a.id}`,
      kind: 'Auditoria',
      id: a.id,
      date: a.at,
      summary: `${a.action} por ${a.actor_username ?? '—'}`,
    })),
  ];
}
