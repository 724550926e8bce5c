import { describe, expect, it } from 'vitest';
import { clientLabel, clients } from './clientLogos';

describe('client logos', () => {
  it('has 18 distinct clients', () => {
    expect(clients).toHaveLength(18);
    expect(new Set(clients.map((c) => c.name)).size).toBe(18);
  });
  it('names each logo the way a person reads it', () => {
    expect(clientLabel(clients[0]!)).toBe('Transportes Serra Azul');
    expect(clientLabel({ ...clients[0]!, tagline: 'AGRO GRÃOS', name: 'Cerrado' })).toBe('Agro Grãos Cerrado');
  });
});
