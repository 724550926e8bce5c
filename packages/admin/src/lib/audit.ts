import { AUDIT_ACTIONS, AUDIT_TARGET_LABELS, auditSentence, isAuditAction } from '@vitrine/shared/audit';
import type { AuditEntryView, AuditQuery } from '@vitrine/shared/schemas';
import { ROUTES } from './navigation';

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

/** Longer names are cut here (the whole one is in the cell's tooltip and on its own screen). */
const TARGET_NAME_CHARS = 60;
const shortName = (name: string) =>
  name.length > TARGET_NAME_CHARS ? `${name.slice(0, TARGET_NAME_CHARS - 1).trimEnd()}…` : name;

/**
 * The target by name where the server knows it ("Usuário ana@alvorada.test", "Post “Gestão de
 * pátio”"), by number otherwise ("Contato nº 12", "Solicitação nº 3"); a batch by its size ("3 contatos").
 */
export function auditTarget(entry: AuditEntryView): string {
  if (entry.targetType) {
    const kind = AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType;
    // Quoted: a title or subject reads as a name, not as the start of a sentence.
    if (entry.targetName)
      return entry.targetType === 'user' ? `${kind} ${entry.targetName}` : `${kind} “${shortName(entry.targetName)}”`;
    return `${kind} nº ${entry.targetId ?? ''}`;
  }
  const count = entry.details?.count;
  if (entry.action === 'contact.read' && typeof count === 'number') return `${count} contatos`;
  return '—';
}

/** What the entry did, in a Portuguese sentence (the table in @vitrine/shared/audit). */
export const auditDetails = (entry: AuditEntryView): string => auditSentence(entry.action, entry.details);

/**
 * The screen where the target is seen, for the kinds that have one: the post's editor, the
 * contact, the campaigns, the users. Null for a target that no longer exists (no name) or has
 * no screen of its own.
 */
export function auditTargetHref(entry: AuditEntryView): string | null {
  const id = entry.targetId;
  if (!id) return null;
  switch (entry.targetType) {
    case 'post':
      return entry.targetName ? ROUTES.post(id) : null;
    case 'campaign':
      return entry.targetName ? ROUTES.newsletter : null;
    case 'user':
      return entry.targetName ? ROUTES.users : null;
    case 'contact':
      return ROUTES.contact(id);
    case 'redirect':
      return ROUTES.redirects;
    case 'webhook':
      return ROUTES.integrations;
    default:
      return null;
  }
}
