import { describe, expect, it } from 'vitest';
import { erasedContactText } from './lgpd';

describe('an erased contact in the inbox', () => {
  it('says when its data went (Brasília date) and which request asked for it', () => {
    expect(erasedContactText({ at: '2026-12-01T14:00:00.000Z', request: 2 })).toBe(
      'Dados eliminados em 01/12/2026 — solicitação nº 2',
    );
    // 01:30 UTC is still the evening before in Brasília.
    expect(erasedContactText({ at: '2026-12-02T01:30:00.000Z', request: 7 })).toBe(
      'Dados eliminados em 01/12/2026 — solicitação nº 7',
    );
  });

  it('says only that the data was erased when an older version erased it without recording when', () => {
    expect(erasedContactText({ at: null, request: null })).toBe('Dados eliminados a pedido do titular');
  });
});
