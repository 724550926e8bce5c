import type { Context } from 'hono';
import type { AuditAction } from '@vitrine/shared/audit';
import type { Db } from '../../db/database';
import type { AppDeps, AppEnv } from '../../deps';
import { clientAddress } from '../../http/request';
import { recordAction, type AuditEntry } from './audit.service';

/**
 * The routes' one call for the log: records what the signed-in staff member of this request
 * did, from the address the rate limits see. Ids and field names only: callers never pass
 * passwords or message bodies. `db` is the write's own transaction when the entry must stand
 * or fall with it.
 */
export function auditAction(
  deps: AppDeps,
  c: Context<AppEnv>,
  action: AuditAction,
  extra: Pick<AuditEntry, 'target' | 'details'> = {},
  db: Db = deps.db,
): Promise<void> {
  const user = c.get('user');
  return recordAction(
    db,
    {
      action,
      actor: { id: user.id, username: user.username },
      address: clientAddress(c, deps.config.TRUST_PROXY),
      ...extra,
    },
    deps.now(),
  );
}
