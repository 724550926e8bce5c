import { describe, expect, it } from 'vitest';
import { subscriberState } from './subscribers';

describe('subscriber state', () => {
  it('tells suppressed and unconfirmed addresses apart from active and cancelled ones', () => {
    expect(subscriberState({ ativo: true, suprimido_em: null, confirmado: true })).toBe('active');
    expect(subscriberState({ ativo: true, suprimido_em: '2026-03-10T12:00:00.000Z', confirmado: true })).toBe(
      'suppressed',
    );
    expect(subscriberState({ ativo: true, suprimido_em: null, confirmado: false })).toBe('unconfirmed');
    expect(subscriberState({ ativo: false, suprimido_em: '2026-03-10T12:00:00.000Z', confirmado: true })).toBe(
      'cancelled',
    );
  });
});
