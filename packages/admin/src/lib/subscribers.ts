import type { Subscriber } from '@vitrine/shared/schemas';

export type SubscriberState = 'active' | 'suppressed' | 'unconfirmed' | 'cancelled';

/**
 * A suppressed address (the mail server refused it for good) is shown apart from a
 * cancelled one: the person did not leave, their mailbox bounced, and an Admin can lift it.
 */
export function subscriberState(s: Pick<Subscriber, 'ativo' | 'suprimido_em' | 'confirmado'>): SubscriberState {
  if (!s.ativo) return 'cancelled';
  if (s.suprimido_em) return 'suppressed';
  return s.confirmado ? 'active' : 'unconfirmed';
}

export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  active: 'Ativo',
  suppressed: 'Suprimido',
  unconfirmed: 'Não confirmado',
  cancelled: 'Cancelado',
};
