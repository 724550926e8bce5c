/**
 * Staff actions the audit log records, with the label the Auditoria screen shows.
 * One list for the server (what it writes) and the admin (filters and labels).
 */
export const AUDIT_ACTIONS = {
  'login.success': 'Entrada no sistema',
  'login.failure': 'Falha de entrada',
  logout: 'Saída do sistema',
  'sessions.revoke': 'Sessões encerradas',
  'totp.enable': 'Verificação em duas etapas ativada',
  'totp.disable': 'Verificação em duas etapas desativada',
  'totp.enrolment.start': 'Cadastro da verificação em duas etapas iniciado',
  'account.lock': 'Conta bloqueada por tentativas',
  'account.unlock': 'Conta desbloqueada',
  'user.create': 'Usuário criado',
  'user.update': 'Usuário alterado',
  'user.delete': 'Usuário excluído',
  'password.change': 'Senha alterada',
  'post.create': 'Post criado',
  'post.update': 'Post alterado',
  'post.delete': 'Post excluído',
  'post.publish': 'Post publicado',
  'post.unpublish': 'Post despublicado',
  'post.schedule': 'Post agendado',
  'post.restore': 'Revisão de post restaurada',
  'post.preview': 'Link de prévia criado',
  'post.preview_revoke': 'Links de prévia revogados',
  'contacts.view': 'Lista de contatos consultada',
  'contact.read': 'Contato marcado como lido',
  'subscriber.delete': 'Assinante excluído',
  'subscriber.unsuppress': 'Supressão de assinante removida',
  'campaign.create': 'Campanha criada',
  'campaign.update': 'Campanha alterada',
  'campaign.test': 'Teste de campanha enviado',
  'campaign.send': 'Campanha enviada',
  'campaign.schedule': 'Campanha agendada',
  'campaign.pause': 'Campanha pausada',
  'campaign.resume': 'Campanha retomada',
  'campaign.cancel': 'Campanha cancelada',
  'export.contacts': 'Exportação de contatos',
  'export.subscribers': 'Exportação de assinantes',
  'export.audit': 'Exportação da auditoria',
  'dsr.open': 'Solicitação de titular aberta (LGPD)',
  'dsr.close': 'Solicitação de titular concluída (LGPD)',
  'dsr.search': 'Consulta de titular (LGPD)',
  'dsr.export': 'Exportação de dados do titular (LGPD)',
  'dsr.erase': 'Eliminação de dados do titular (LGPD)',
  'mail.retry': 'E-mail reenviado',
  'mail.discard': 'E-mail descartado',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);
