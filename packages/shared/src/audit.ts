import { formatDateTime } from './format';
import { MAIL_KIND_LABELS } from './mail-queue';

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
  'password.reset': 'Senha redefinida por um Admin',
  'post.create': 'Post criado',
  'post.update': 'Post alterado',
  'post.delete': 'Post movido para a lixeira',
  'post.undelete': 'Post restaurado da lixeira',
  'post.publish': 'Post publicado',
  'post.unpublish': 'Post despublicado',
  'post.schedule': 'Post agendado',
  'post.restore': 'Revisão de post restaurada',
  'post.preview': 'Link de prévia criado',
  'post.preview_revoke': 'Links de prévia revogados',
  'contacts.view': 'Lista de contatos consultada',
  'contact.read': 'Contato marcado como lido',
  'subscriber.delete': 'Assinante excluído',
  'subscriber.undelete': 'Exclusão de assinante desfeita',
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
  'wordpress.import': 'Importação do WordPress',
  'redirect.create': 'Redirecionamento criado',
  'redirect.update': 'Redirecionamento alterado',
  'redirect.delete': 'Redirecionamento excluído',
  'subscribers.view': 'Lista de assinantes consultada',
  'mail_queue.view': 'Fila de e-mails consultada',
  'dsr.list': 'Solicitações de titulares consultadas (LGPD)',
  'totp.reset': 'Verificação em duas etapas redefinida por um Admin',
  'subscribers.unsuppress': 'Supressões de assinantes removidas',
  'search.synonyms': 'Sinônimos da busca alterados',
  'webhook.create': 'Integração criada',
  'webhook.update': 'Integração alterada',
  'webhook.delete': 'Integração excluída',
  'webhook.rotate': 'Segredo de integração trocado',
  'webhook.test': 'Evento de teste de integração',
  'webhook.resend': 'Entrega de integração reenviada',
  'mail.send_now': 'E-mail pendente enviado agora',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

type AuditDetails = Record<string, unknown> | null | undefined;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
const when = (value: unknown) => (typeof value === 'string' && value ? formatDateTime(value) : null);
const kindOf = (d: AuditDetails) => MAIL_KIND_LABELS[String(d?.kind)] ?? 'e-mail';
const roleLabel = (value: unknown) => (value === 1 ? 'Admin' : value === 2 ? 'Marketing' : String(value ?? '—'));

/** " (eventos: post.published, contact.created)": the events an integration receives. */
const eventsOf = (d: AuditDetails) => {
  const events = Array.isArray(d?.events) ? (d.events as unknown[]).map(String) : [];
  return events.length ? ` (eventos: ${events.join(', ')})` : '';
};

const rows = (d: AuditDetails) => {
  const text = `Exportou ${plural(count(d?.rows), 'linha', 'linhas')}`;
  return d?.filtered ? `${text} (com filtro)` : text;
};

/** "2 contatos, 1 assinatura, 0 e-mails e 3 registros de auditoria": what a DSR found or erased. */
function subjectRecords(d: AuditDetails): string {
  const parts = [
    plural(count(d?.contacts), 'contato', 'contatos'),
    plural(count(d?.subscribers), 'assinatura', 'assinaturas'),
    plural(count(d?.mails), 'e-mail', 'e-mails'),
    plural(count(d?.audit), 'registro de auditoria', 'registros de auditoria'),
  ];
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

const SIGN_IN_FAILURES: Record<string, string> = {
  password: 'Senha incorreta',
  unknown_user: 'Usuário inexistente',
  locked: 'Tentou entrar com a conta bloqueada',
  second_factor: 'Código de verificação incorreto',
};

const USER_FIELDS: Record<string, string> = { username: 'o nome de usuário', role: 'o perfil' };

/**
 * What each action did, as the Auditoria screen says it: one Portuguese sentence from the entry's
 * details (never raw keys like `secondFactor: totp` or `role: 2`). A new action adds its row here;
 * one without a row shows its label (AUDIT_ACTIONS) and its details as they are.
 */
export const AUDIT_SENTENCES: { [A in AuditAction]?: (details: AuditDetails) => string } = {
  'login.success': (d) =>
    d?.secondFactor === 'totp'
      ? 'Entrou com senha e 2FA'
      : d?.secondFactor === 'recovery'
        ? 'Entrou com senha e código de recuperação'
        : 'Entrou com senha',
  'login.failure': (d) => SIGN_IN_FAILURES[String(d?.reason)] ?? 'Não conseguiu entrar',
  logout: () => 'Saiu do sistema',
  'sessions.revoke': (d) => `Encerrou ${plural(count(d?.ended), 'sessão', 'sessões')}`,
  'totp.enable': () => 'Ativou a verificação em duas etapas',
  'totp.disable': () => 'Desativou a verificação em duas etapas',
  'account.lock': () => 'Conta bloqueada após tentativas seguidas com a senha errada',
  'account.unlock': () => 'Desbloqueou a conta',
  'user.create': (d) => `Criou o usuário com o perfil ${roleLabel(d?.role)}`,
  'user.update': (d) => {
    const changed = Array.isArray(d?.changed) ? (d.changed as unknown[]).map(String) : [];
    const what = changed.map((field) =>
      field === 'role' ? `o perfil para ${roleLabel(d?.role)}` : (USER_FIELDS[field] ?? field),
    );
    return what.length ? `Alterou ${what.join(' e ')}` : 'Salvou o usuário sem alterações';
  },
  'user.delete': () => 'Excluiu o usuário',
  'password.change': () => 'Alterou a própria senha',
  'password.reset': () => 'Gerou uma senha temporária (troca obrigatória no próximo acesso)',
  'post.create': () => 'Criou o post',
  'post.update': () => 'Alterou o post',
  'post.delete': () => 'Moveu o post para a lixeira',
  'post.undelete': () => 'Restaurou o post da lixeira',
  'contact.read': (d) => {
    const n = count(d?.count);
    return `Marcou ${plural(n, 'contato', 'contatos')} como ${n === 1 ? 'lido' : 'lidos'}`;
  },
  'subscriber.delete': () => 'Excluiu o assinante',
  'subscriber.undelete': () => 'Desfez a exclusão do assinante',
  'export.contacts': rows,
  'export.subscribers': rows,
  'export.audit': (d) => `Exportou ${plural(count(d?.rows), 'linha', 'linhas')}`,
  'dsr.search': (d) => `Consultou o titular: ${subjectRecords(d)}`,
  'dsr.export': (d) =>
    `Exportou os dados do titular (${String(d?.format ?? 'json').toUpperCase()}): ${subjectRecords(d)}`,
  'dsr.erase': (d) => `Eliminou os dados do titular: ${subjectRecords(d)}`,
  'totp.reset': () => 'Redefiniu a verificação em duas etapas do usuário (entra só com a senha)',
  'campaign.test': (d) => (typeof d?.to === 'string' ? `Enviou o teste para ${d.to}` : 'Enviou um teste da campanha'),
  'subscribers.unsuppress': (d) => `Removeu a supressão de ${plural(count(d?.count), 'assinante', 'assinantes')}`,
  'dsr.open': () => 'Abriu uma solicitação de titular',
  'dsr.close': () => 'Concluiu a solicitação de titular',
  'totp.enrolment.start': () => 'Começou a cadastrar a verificação em duas etapas',
  'post.publish': (d) => (typeof d?.path === 'string' ? `Publicou o post em ${d.path}` : 'Publicou o post'),
  'post.unpublish': () => 'Tirou o post do ar (voltou a rascunho)',
  'post.schedule': (d) => {
    const sentence = when(d?.at) ? `Agendou a publicação do post para ${when(d?.at)}` : 'Agendou a publicação do post';
    return typeof d?.path === 'string' ? `${sentence}, em ${d.path}` : sentence;
  },
  'post.restore': (d) =>
    when(d?.revision_at)
      ? `Restaurou a versão do post salva em ${when(d?.revision_at)}`
      : 'Restaurou uma versão anterior do post',
  'post.preview': (d) =>
    when(d?.expires_at) ? `Criou um link de prévia válido até ${when(d?.expires_at)}` : 'Criou um link de prévia',
  'post.preview_revoke': (d) => `Revogou ${plural(count(d?.revoked), 'link de prévia', 'links de prévia')}`,
  'contacts.view': (d) => `Consultou a lista de contatos (${plural(count(d?.count), 'contato', 'contatos')})`,
  'subscriber.unsuppress': () => 'Liberou o assinante para voltar a receber campanhas',
  'campaign.create': () => 'Criou a campanha',
  'campaign.update': () => 'Alterou a campanha',
  'campaign.send': (d) =>
    typeof d?.audience === 'number'
      ? `Iniciou o envio da campanha para ${plural(d.audience, 'assinante', 'assinantes')}`
      : 'Iniciou o envio da campanha',
  'campaign.schedule': (d) =>
    when(d?.scheduled_at) ? `Agendou a campanha para ${when(d?.scheduled_at)}` : 'Agendou a campanha',
  'campaign.pause': () => 'Pausou o envio da campanha',
  'campaign.resume': () => 'Retomou o envio da campanha',
  'campaign.cancel': () => 'Cancelou a campanha',
  'mail.retry': (d) => `Colocou de volta na fila um e-mail com falha (${kindOf(d)})`,
  'mail.discard': (d) => `Descartou um e-mail com falha (${kindOf(d)})`,
  'mail.send_now': (d) => `Antecipou para agora o envio de um e-mail pendente (${kindOf(d)})`,
  'subscribers.view': (d) => `Consultou a lista de assinantes (${plural(count(d?.count), 'assinante', 'assinantes')})`,
  'mail_queue.view': () => 'Consultou a fila de e-mails',
  'dsr.list': (d) =>
    typeof d?.count === 'number'
      ? `Consultou as solicitações de titulares (${plural(d.count, 'solicitação', 'solicitações')})`
      : 'Consultou as solicitações de titulares',
  'wordpress.import': (d) =>
    typeof d?.posts === 'number'
      ? `Iniciou a importação de ${plural(d.posts, 'post', 'posts')} do WordPress`
      : 'Iniciou uma importação do WordPress',
  'redirect.create': () => 'Criou o redirecionamento',
  'redirect.update': () => 'Alterou o redirecionamento',
  'redirect.delete': () => 'Excluiu o redirecionamento',
  'search.synonyms': (d) =>
    typeof d?.groups === 'number'
      ? `Salvou os sinônimos da busca (${plural(d.groups, 'grupo', 'grupos')})`
      : 'Salvou os sinônimos da busca',
  'webhook.create': (d) => `Criou a integração${eventsOf(d)}`,
  'webhook.update': (d) => `${d?.active === false ? 'Pausou' : 'Alterou'} a integração${eventsOf(d)}`,
  'webhook.delete': () => 'Excluiu a integração',
  'webhook.rotate': () => 'Trocou o segredo de assinatura da integração',
  'webhook.test': () => 'Enviou um evento de teste para a integração',
  'webhook.resend': () => 'Reenviou uma entrega da integração',
};

/** The entry's sentence; for an action without one, its details as "chave: valor". */
export function auditSentence(action: string, details: AuditDetails): string {
  const sentence = isAuditAction(action) ? AUDIT_SENTENCES[action] : undefined;
  if (sentence) return sentence(details);
  if (!details) return '';
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

/** The target kinds' names: "Usuário ana@alvorada.test", "Post Gestão de pátio", "Solicitação nº 3". */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Usuário',
  post: 'Post',
  contact: 'Contato',
  subscriber: 'Assinante',
  dsr_request: 'Solicitação',
  campaign: 'Campanha',
  mail: 'E-mail',
  redirect: 'Redirecionamento',
  webhook: 'Integração',
  webhook_delivery: 'Entrega de integração',
};
