import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SENTENCES, type AuditAction } from '@vitrine/shared/audit';
import { auditActionLabel, auditDetails, auditQueryFrom, auditTarget } from './audit';

const entry = {
  id: 1,
  at: '2026-03-10T12:00:00.000Z',
  actorId: 1,
  actorUsername: 'admin',
  action: 'contact.read',
  targetType: null,
  targetId: null,
  targetName: null,
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
    expect(auditTarget({ ...entry, targetType: 'post', targetId: '12' })).toBe('Post nº 12');
    expect(auditTarget({ ...entry, targetType: 'post', targetId: '12', targetName: 'Gestão de pátio' })).toBe(
      'Post “Gestão de pátio”',
    );
    expect(auditTarget({ ...entry, targetType: 'campaign', targetId: '1', targetName: 'Edição de março' })).toBe(
      'Campanha “Edição de março”',
    );
    expect(auditTarget({ ...entry, targetType: 'mail', targetId: '7' })).toBe('E-mail nº 7');
    expect(auditTarget({ ...entry, targetType: 'user', targetId: '3', targetName: 'ana@alvorada.test' })).toBe(
      'Usuário ana@alvorada.test',
    );
    expect(auditTarget({ ...entry, targetType: 'dsr_request', targetId: '4' })).toBe('Solicitação nº 4');
    expect(auditDetails(entry)).toBe('Marcou 3 contatos como lidos');
  });

  it('says what each action did in a sentence, never raw keys', () => {
    const say = (action: string, details: Record<string, unknown> | null) =>
      auditDetails({ ...entry, action, details });
    expect(say('login.success', { secondFactor: 'totp' })).toBe('Entrou com senha e 2FA');
    expect(say('login.success', null)).toBe('Entrou com senha');
    expect(say('login.failure', { reason: 'password' })).toBe('Senha incorreta');
    expect(say('export.contacts', { rows: 6, filtered: false })).toBe('Exportou 6 linhas');
    expect(say('export.subscribers', { rows: 1, filtered: true })).toBe('Exportou 1 linha (com filtro)');
    expect(say('user.update', { changed: ['role'], role: 2 })).toBe('Alterou o perfil para Marketing');
    expect(say('user.create', { role: 1 })).toBe('Criou o usuário com o perfil Admin');
    expect(say('dsr.search', { contacts: 2, subscribers: 1, mails: 0, audit: 3 })).toBe(
      'Consultou o titular: 2 contatos, 1 assinatura, 0 e-mails e 3 registros de auditoria',
    );
    expect(say('contacts.view', { count: 5 })).toBe('Consultou a lista de contatos (5 contatos)');
    expect(say('post.restore', { revision: 3, revision_at: '2026-12-01T17:03:00.000Z' })).toBe(
      'Restaurou a versão do post salva em 01/12/2026 14:03',
    );
    expect(say('post.restore', { revision: 3 })).toBe('Restaurou uma versão anterior do post');
    expect(say('post.publish', null)).toBe('Publicou o post');
    expect(say('post.publish', { path: '/blog/gestao-de-patio' })).toBe('Publicou o post em /blog/gestao-de-patio');
    expect(say('post.schedule', { at: '2026-12-05T12:00:00.000Z' })).toBe(
      'Agendou a publicação do post para 05/12/2026 09:00',
    );
    expect(say('post.schedule', { at: '2026-12-05T12:00:00.000Z', path: '/blog/frota' })).toBe(
      'Agendou a publicação do post para 05/12/2026 09:00, em /blog/frota',
    );
    expect(say('subscribers.view', { count: 5 })).toBe('Consultou a lista de assinantes (5 assinantes)');
    expect(say('webhook.create', { events: ['post.published'] })).toBe('Criou a integração (eventos: post.published)');
    expect(say('post.preview', { expires_at: '2026-12-08T15:30:00.000Z' })).toBe(
      'Criou um link de prévia válido até 08/12/2026 12:30',
    );
    expect(say('campaign.send', { audience: 6 })).toBe('Iniciou o envio da campanha para 6 assinantes');
    expect(say('campaign.schedule', { scheduled_at: '2026-12-05T12:00:00.000Z' })).toBe(
      'Agendou a campanha para 05/12/2026 09:00',
    );
    expect(say('mail.send_now', { kind: 'dsr-protocol' })).toBe(
      'Antecipou para agora o envio de um e-mail pendente (Protocolo de solicitação LGPD)',
    );
    // An action this table has no row for (added by a newer server) still shows its facts.
    expect(say('future.action', { rows: 2 })).toBe('rows: 2');
    for (const [action, details] of [
      ['login.success', { secondFactor: 'totp' }],
      ['user.update', { changed: ['role'], role: 2 }],
      ['post.restore', { revision: 3 }],
      ['contacts.view', { count: 5 }],
      ['campaign.schedule', { scheduled_at: '2026-12-05T12:00:00.000Z' }],
      ['post.preview_revoke', { revoked: 2 }],
      ['subscribers.view', { count: 5 }],
      ['dsr.list', { count: 2 }],
      ['search.synonyms', { groups: 4 }],
      ['wordpress.import', { posts: 12 }],
    ] as const) {
      expect(say(action, details)).not.toMatch(/secondFactor|role:|totp|count:|revision:|\d{4}-\d{2}-\d{2}T|revoked/);
    }
  });

  it('has a sentence for every action the server records', () => {
    const missing = Object.keys(AUDIT_ACTIONS).filter((action) => !AUDIT_SENTENCES[action as AuditAction]);
    expect(missing).toEqual([]);
  });
});
