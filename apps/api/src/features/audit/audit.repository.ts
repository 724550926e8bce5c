import { sql } from 'kysely';
import type { AuditAction } from '@vitrine/shared/audit';
import type { Db } from '../../db/database';
import type { AuditLogRow } from '../../db/schema';

/** What one staff action leaves in the audit log. Ids and names only: never passwords or message bodies. */
export interface AuditEntry {
  action: AuditAction;
  /** The staff member who acted; null when unknown (a failed sign-in for a name that does not exist). */
  actor: { id: number | null; username: string | null };
  /** The caller's address, as the rate limits see it. */
  address: string | null;
  target?: { type: string; id: string | number };
  /** Small, non-personal facts (counts, changed field names, filters). Stored as JSON. */
  details?: Record<string, unknown>;
}

/** Appends one entry. The log is append-only: nothing updates a row; only the retention purge deletes. */
export async function recordAudit(db: Db, entry: AuditEntry, at: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      actor_id: entry.actor.id,
      actor_username: entry.actor.username,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target ? String(entry.target.id) : null,
      address: entry.address,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/** Whether the log holds a successful sign-in of this user from this address (its actor index). */
export async function hasSignInFrom(db: Db, userId: number, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_id', '=', userId)
    .where('action', '=', 'login.success')
    .where('address', '=', address)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes entries older than `before` (ISO); answers how many went. */
export async function purgeAuditBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type { AuditLogRow };

export interface AuditFilters {
  /** Part of the actor's username, any case. */
  username?: string;
  action?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

function filtered(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log');
  if (filters.username) {
    const pattern = `%${filters.username.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where(sql<boolean>`lower(actor_username) like ${pattern} escape '\\'`);
  }
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.from) query = query.where('at', '>=', filters.from);
  if (filters.to) query = query.where('at', '<', filters.to);
  return query;
}

/**
 * The target's current name, for the kinds that have one (a user's username, a post's title, a
 * campaign's subject, a redirect's old address, an integration's URL):
 * the screen says "Usuário ana@…" rather than "Usuário #3". Null for other kinds and deleted targets.
 */
const targetName = sql<string | null>`case audit_log.target_type
  when 'user' then (select username from users where cast(users.id as varchar(20)) = audit_log.target_id)
  when 'post' then (select title from posts where cast(posts.id as varchar(20)) = audit_log.target_id)
  when 'campaign' then (select subject from newsletter_campaigns c where cast(c.id as varchar(20)) = audit_log.target_id)
  when 'redirect' then (select from_path from redirects r where cast(r.id as varchar(20)) = audit_log.target_id)
  when 'webhook' then (select url from webhook_endpoints w where cast(w.id as varchar(20)) = audit_log.target_id)
  end`;

/** Newest first. */
export function listAudit(
  db: Db,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<Array<AuditLogRow & { target_name: string | null }>> {
  return filtered(db, filters)
    .selectAll('audit_log')
    .select(targetName.as('target_name'))
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAudit(db: Db, filters: AuditFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
