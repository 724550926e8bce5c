import { messages } from '@vitrine/shared/messages';
import type { Subscriber } from '@vitrine/shared/schemas';
import { toBool, type Db } from '../../db/database';
import type { SubscriberRow } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { cancelPendingForSubscriber, cancelPendingMailTo } from '../../mail/outbox';
import { leadSourceRecord } from '../../lib/lead-source';
import * as repo from './newsletter.repository';

/** The staff's side of the subscribers: their list, deleting and restoring one, lifting suppressions. */

const m = messages.newsletter;

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    ativo: toBool(row.ativo),
    email: row.email,
    create_date: row.create_date,
    motivo_cancelamento: row.motivo_cancelamento,
    data_cancelamento: row.data_cancelamento,
    suprimido_em: row.suppressed_at,
    motivo_supressao: row.suppressed_reason,
    confirmado: row.awaiting_confirmation === 0,
    source: leadSourceRecord(row),
  };
}

export async function liftSuppression(db: Db, id: number): Promise<void> {
  const subscriber = await repo.findById(db, id);
  if (!subscriber) throw notFound(m.subscriberNotFound);
  if (!subscriber.suppressed_at) throw conflict(messages.campaign.notSuppressed);
  await repo.updateSubscriber(db, id, { suppressed_at: null, suppressed_reason: null });
}

/** "Remover supressão" of several subscribers; answers how many of them were suppressed. */
export function liftSuppressions(db: Db, ids: number[]): Promise<number> {
  return repo.liftSuppressions(db, ids);
}

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  return (await repo.listSubscribers(db)).map(toSubscriber);
}

/** Marks a subscriber deleted (the snackbar can undo it); the retention job removes it a day later. */
export async function deleteSubscriber(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const subscriber = await repo.findById(trx, id);
    if (!subscriber || !(await repo.setSubscriberDeletedAt(trx, id, now.toISOString()))) {
      throw notFound(m.subscriberNotFound);
    }
    // A confirmation or welcome mail still waiting would reach someone staff just removed.
    await cancelPendingMailTo(trx, subscriber.email, ['newsletter-confirm', 'newsletter-welcome']);
    await cancelPendingForSubscriber(trx, id);
  });
}

/** Undoes deleteSubscriber ("Desfazer"), while the retention job has not removed it. */
export async function restoreSubscriber(db: Db, id: number): Promise<void> {
  if (!(await repo.setSubscriberDeletedAt(db, id, null))) throw notFound(m.subscriberNotFound);
}
