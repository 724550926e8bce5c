import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetails, auditQueryFrom, auditTarget } from './audit';

const entry = {
  id: 1,
  at: '2026-03-10T12:00:00.000Z',
  actorId: 1,
  actorUsername: 'admin',
  action: 'contact.read',
  targetType: null,
  targetId: null,
  address: '203.0.113.1',
  details: { ids: [1, 2, 3], count: 3 },
};

describe('audit screen helpers', () => {
  it('turns local days into the API’s instants, the end day included', () => {
    const q = auditQueryFrom({ usuario: ' ana ', acao: 'login.failure', de: '2026-03-01', ate: '2026-03-31' });
    expect(q.usuario).toBe('ana');
    expect(q.acao).toBe('login.failure');
    expect(new Date(q.de!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(q.ate!).getTime()).toBe(new Date(2026, 3, 1).getTime());
    expect(auditQueryFrom({ usuario: '', acao: '', de: '', ate: '' })).toEqual({});
  });
  it('labels actions, targets and details in Portuguese', () => {
    expect(auditActionLabel('login.failure')).toBe('Falha de entrada');
    expect(auditActionLabel('future.action')).toBe('future.action');
    expect(auditTarget(entry)).toBe('3 contatos');
    expect(auditTarget({ ...entry, targetType: 'post', targetId: '12' })).toBe('Post #12');
    expect(auditDetails(entry)).toBe('ids: [1,2,3] · count: 3');
  });
});
