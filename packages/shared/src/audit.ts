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
  'account.lock': 'Conta bloqueada por tentativas',
  'account.unlock': 'Conta desbloqueada',
  'user.create': 'Usuário criado',
  'user.update': 'Usuário alterado',
  'user.delete': 'Usuário excluído',
  'password.change': 'Senha alterada',
  'password.reset': 'Senha redefinida por um Admin',
  'post.create': 'Post criado',
  'post.update': 'Post alterado',
  'post.delete': 'Post excluído',
  'contact.read': 'Contato marcado como lido',
  'subscriber.delete': 'Assinante excluído',
  'export.contacts': 'Exportação de contatos',
  'export.subscribers': 'Exportação de assinantes',
  'export.audit': 'Exportação da auditoria',
  'dsr.search': 'Consulta de titular (LGPD)',
  'dsr.export': 'Exportação de dados do titular (LGPD)',
  'dsr.erase': 'Eliminação de dados do titular (LGPD)',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);
