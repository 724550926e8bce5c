import type { Context } from 'hono';
import type { AuditAction } from '@vitrine/shared/audit';
import type { AppDeps, AppEnv } from '../../deps';
import { clientAddress } from '../../http/request';
import { recordAction, type AuditEntry } from './audit.service';

/**
 * The routes' one call for the log: records what the signed-in staff member of this request
 * did, from the address the rate limits see. Ids and field names only: callers never pass
 * passwords or message bodies.
 */
export function auditAction(
  deps: AppDeps,
  c: Context<AppEnv>,
  action: AuditAction,
  extra: Pick<AuditEntry, 'target' | 'details'> = {},
): Promise<void> {
  const user = c.get('user');
  return recordAction(
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
