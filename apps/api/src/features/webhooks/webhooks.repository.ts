import type { Insertable, Updateable } from 'kysely';
import { engineOf, type Db } from '../../db/database';
import type {
  WebhookDeliveriesTable,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEndpointsTable,
} from '../../db/schema';

/** Endpoints with how many of their deliveries wait and how many failed for good. */
export async function listEndpoints(db: Db): Promise<Array<WebhookEndpointRow & { pending: number; failed: number }>> {
  const endpoints = await db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute();
  const counts = await db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy(['endpoint_id', 'status'])
    .execute();
  const count = (id: number, status: string) =>
    Number(counts.find((c) => c.endpoint_id === id && c.status === status)?.n ?? 0);
  return endpoints.map((e) => ({ ...e, pending: count(e.id, 'pending'), failed: count(e.id, 'failed') }));
}

export function findEndpoint(db: Db, id: number): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEndpoint(db: Db, row: Insertable<WebhookEndpointsTable>): Promise<number> {
  const inserted = await db.insertInto('webhook_endpoints').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateEndpoint(db: Db, id: number, changes: Updateable<WebhookEndpointsTable>): Promise<boolean> {
  const result = await db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEndpoint(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Active endpoints that asked for this event (events are stored space-padded: ' a b '). */
export function endpointsFor(db: Db, event: string): Promise<Array<{ id: number }>> {
  return db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('active', '=', 1)
    .where('events', 'like', `% ${event} %`)
    .execute();
}

export async function insertDeliveries(db: Db, rows: Array<Insertable<WebhookDeliveriesTable>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

export function listDeliveries(db: Db, endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findDelivery(db: Db, id: number): Promise<WebhookDeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes up to `limit` endpoints whose oldest waiting delivery is due, for this process alone
 * until `leaseUntil`: only the lease holder delivers to an endpoint, so its deliveries go one
 * at a time, in order, and none is sent by two processes. On PostgreSQL the rows are chosen
 * FOR UPDATE SKIP LOCKED, so processes claiming together take different endpoints; an
 * expired lease (a process that died) is taken over.
 */
export function claimEndpoints(
  db: Db,
  claim: { now: string; leaseUntil: string; owner: string; limit: number; skip: number[] },
): Promise<WebhookEndpointRow[]> {
  const postgres = engineOf(db) === 'postgres';
  return db
    .updateTable('webhook_endpoints')
    .set({ lease_until: claim.leaseUntil, lease_owner: claim.owner })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_endpoints as e')
        .select('e.id')
        .where('e.active', '=', 1)
        .where((w) => w.or([w('e.lease_until', 'is', null), w('e.lease_until', '<', claim.now)]))
        .$if(claim.skip.length > 0, (qb) => qb.where('e.id', 'not in', claim.skip))
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('webhook_deliveries as d')
              .select('d.id')
              .whereRef('d.endpoint_id', '=', 'e.id')
              .where('d.status', '=', 'pending')
              .where('d.next_attempt_at', '<=', claim.now)
              .where('d.id', '=', (sub) =>
                sub
                  .selectFrom('webhook_deliveries as h')
                  .select((h) => h.fn.min('h.id').as('head'))
                  .whereRef('h.endpoint_id', '=', 'e.id')
                  .where('h.status', '=', 'pending'),
              ),
          ),
        )
        .orderBy('e.id')
        .limit(claim.limit)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/** The endpoint's oldest waiting deliveries, in the order they must go. */
export function waitingDeliveries(db: Db, endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Records an attempt; only while the delivery still waits (a resend or a deletion may have overtaken it). */
export async function recordAttempt(db: Db, id: number, changes: Updateable<WebhookDeliveriesTable>): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function releaseEndpoint(db: Db, id: number, owner: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ lease_until: null, lease_owner: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function pausedEndpoints(db: Db, reason: string): Promise<WebhookEndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('active', '=', 0)
    .where('paused_reason', '=', reason)
    .orderBy('paused_at', 'desc')
    .execute();
}

/** Deliveries finished before the retention limit (delivered or failed) go. */
export async function deleteFinishedBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('status', '<>', 'pending')
    .where('created_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Extends this process's lease; false when it was lost (expired and taken over, or the endpoint went). */
export async function renewLease(db: Db, id: number, owner: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
