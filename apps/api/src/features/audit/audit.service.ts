import type { Context } from 'hono';
import type { AuditAction } from '@vitrine/shared/audit';
import type { AppDeps, AppEnv } from '../../deps';
import { clientAddress } from '../../http/request';
import { countAudit, listAudit, recordAudit, type AuditEntry, type AuditFilters } from './audit.repository';

export type { AuditFilters };

/**
 * Records what the signed-in staff member of this request did, from the address the rate
 * limits see. Ids and field names only: callers never pass passwords or message bodies.
 */
export function auditAction(
  deps: AppDeps,
  c: Context<AppEnv>,
  action: AuditAction,
  extra: Pick<AuditEntry, 'target' | 'details'> = {},
): Promise<void> {
  const user = c.get('user');
  return recordAudit(
    deps.db,
    {
      action,
      actor: { id: user.id, username: user.username },
      address: clientAddress(c, deps.config.TRUST_PROXY),
      ...extra,
    },
    deps.now(),
  );
}

/** One page of the log, newest first, and the total the filters match. */
export async function readAudit(
  db: AppDeps['db'],
  filters: AuditFilters,
  range: { limit: number; offset: number },
): Promise<{ rows: Awaited<ReturnType<typeof listAudit>>; total: number }> {
  const [rows, total] = await Promise.all([listAudit(db, filters, range), countAudit(db, filters)]);
  return { rows, total };
}
