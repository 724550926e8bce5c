import { AUDIT_ACTIONS, isAuditAction } from '@vitrine/shared/audit';
import type { AuditEntryView, AuditQuery } from '@vitrine/shared/schemas';

export interface AuditFilterForm {
  usuario: string;
  acao: string;
  /** yyyy-mm-dd from <input type="date">, in the person's own time zone. */
  de: string;
  ate: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterForm = { usuario: '', acao: '', de: '', ate: '' };

/** Local midnight of a yyyy-mm-dd day as an ISO instant. */
function localMidnight(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
}

/**
 * The API's query for the form: days are the person's local days, so "de" is the first
 * instant of that day and "ate" the first instant after the last day included.
 */
export function auditQueryFrom(form: AuditFilterForm): Omit<AuditQuery, 'pagina'> {
  return {
    ...(form.usuario.trim() ? { usuario: form.usuario.trim() } : {}),
    ...(form.acao ? { acao: form.acao } : {}),
    ...(form.de ? { de: localMidnight(form.de) } : {}),
    ...(form.ate ? { ate: localMidnight(form.ate, 1) } : {}),
  };
}

/** The Portuguese label of an action (the raw name for one this build does not know). */
export const auditActionLabel = (action: string): string => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action);

const TARGET_LABELS: Record<string, string> = {
  user: 'Usuário',
  post: 'Post',
  contact: 'Contato',
  subscriber: 'Assinante',
};

/** "Post #12", "Usuário #3"; the details' ids for a batch ("3 contatos"). */
export function auditTarget(entry: AuditEntryView): string {
  if (entry.targetType) return `${TARGET_LABELS[entry.targetType] ?? entry.targetType} #${entry.targetId ?? ''}`;
  const count = entry.details?.count;
  if (entry.action === 'contact.read' && typeof count === 'number') return `${count} contatos`;
  return '—';
}

/** The details as short "chave: valor" text for the grid. */
export function auditDetails(entry: AuditEntryView): string {
  if (!entry.details) return '';
  return Object.entries(entry.details)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}
