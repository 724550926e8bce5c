import { AUDIT_ACTIONS, isAuditAction } from '@vitrine/shared/audit';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_PAGE_SIZE } from '@vitrine/shared/constants';
import { toCsv } from '@vitrine/shared/csv';
import type { AuditEntryView } from '@vitrine/shared/schemas';
import type { EndpointInput } from '@vitrine/shared/api-inputs';
import type { AppDeps } from '../../deps';
import { validationFailed } from '../../http/errors';
import { adminOnly } from '../auth/auth.middleware';
import type { AuditLogRow } from '../../db/schema';
import { auditAction } from './audit-action';
import { readAudit, type AuditFilters } from './audit.service';
import { apiRouter } from '../../http/api-router';

function filtersFrom(q: EndpointInput<'GET /auditoria'>['query']): AuditFilters & { page: number } {
  if (q.acao && !isAuditAction(q.acao)) throw validationFailed({ acao: 'Ação desconhecida.' });
  return {
    ...(q.usuario ? { username: q.usuario } : {}),
    ...(q.acao ? { action: q.acao } : {}),
    ...(q.de ? { from: new Date(q.de).toISOString() } : {}),
    ...(q.ate ? { to: new Date(q.ate).toISOString() } : {}),
    page: q.pagina ?? 1,
  };
}

function view(row: AuditLogRow & { target_name: string | null }): AuditEntryView {
  let details: Record<string, unknown> | null = null;
  try {
    details = row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null;
  } catch {
    details = null;
  }
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorUsername: row.actor_username,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    address: row.address,
    details,
  };
}

/** The Auditoria screen's API: Admins only, filtered and paged on the server, CSV export. */
export function auditRoutes(deps: AppDeps) {
  const app = apiRouter();

  app.get('/auditoria', adminOnly(deps), async (c, { query }) => {
    const { page, ...filters } = filtersFrom(query);
    const { rows, total } = await readAudit(deps.db, filters, {
      limit: AUDIT_PAGE_SIZE,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
    });
    return c.json({ entries: rows.map(view), total, pageSize: AUDIT_PAGE_SIZE });
  });

  // JSON carrying the CSV text, so the one API client (fetch or desktop IPC) carries it too.
  app.get('/auditoria/csv', adminOnly(deps), async (c, { query }) => {
    const { page: _page, ...filters } = filtersFrom(query);
    const rows = (await readAudit(deps.db, filters, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 })).rows.map(view);
    const content = toCsv(rows, [
      { header: 'Data (UTC)', value: (r) => r.at },
      { header: 'Usuário', value: (r) => r.actorUsername },
      { header: 'Ação', value: (r) => AUDIT_ACTIONS[r.action as keyof typeof AUDIT_ACTIONS] ?? r.action },
      { header: 'Código da ação', value: (r) => r.action },
      { header: 'Alvo', value: (r) => (r.targetType ? `${r.targetType} ${r.targetId ?? ''}`.trim() : '') },
      { header: 'Endereço', value: (r) => r.address },
      { header: 'Detalhes', value: (r) => (r.details ? JSON.stringify(r.details) : '') },
    ]);
    await auditAction(deps, c, 'export.audit', { details: { rows: rows.length, filters } });
    const day = deps.now().toISOString().slice(0, 10);
    return c.json({ fileName: `auditoria-${day}.csv`, content });
  });

  return app.routes;
}
