import type { SearchSynonyms } from './schemas/index';
import type { RoleId } from './roles';
import type { JsonIn, QueryIn } from './api-inputs';
import type { Calls } from './api-call';
import type { MultipartPart, RequestOptions } from './api-transport';

/** Sign-in, users, the audit log, the mail queue and search synonyms. */
export const accountCalls = ({ body }: Calls) => ({
  // Auth and users
  /** The password step: a session, or `twoFactorRequired` with a challenge for loginSecondStep. */
  login: (username: string, password: string) => body('POST /login', { json: { username, password } }),
  /** The code step of a two-step sign-in: an authenticator code or a recovery code. */
  loginSecondStep: (challenge: string, code: string) => body('POST /login/2fa', { json: { challenge, code } }),
  verifyToken: () => body('POST /verifyToken', {}),
  /** Ends this session on the server. */
  logout: () => body('POST /logout', {}),
  /** "Sair de todas as sessões": every session of the signed-in person, this one included. */
  endMySessions: () => body('DELETE /sessoes', {}),
  endUserSessions: (id: number) => body('DELETE /usuarios/:id/sessoes', { params: { id } }),
  /** A new temporary password for another user, shown once. */
  resetUserPassword: (id: number) => body('POST /usuarios/:id/senha-temporaria', { params: { id } }),
  unlockUser: (id: number) => body('POST /usuarios/:id/desbloquear', { params: { id } }),
  totpStatus: () => body('GET /2fa', {}),
  /** Needs the current password: a session token alone cannot enrol an authenticator. */
  startTotpEnrolment: (password: string) => body('POST /2fa/cadastro', { json: { password } }),
  confirmTotpEnrolment: (code: string) => body('POST /2fa/ativar', { json: { code } }),
  disableTotp: (password: string, code: string) => body('POST /2fa/desativar', { json: { password, code } }),
  listUsers: () => body('GET /usuarios', {}),
  createUser: (username: string, role: RoleId) => body('POST /usuarios', { json: { username, role } }),
  /** A new e-mail (username) needs the Admin's current password; a role change alone does not. */
  updateUser: (id: number, username: string, role: RoleId, currentPassword?: string) =>
    body('PUT /usuarios/:id', {
      params: { id },
      json: { username, role, ...(currentPassword ? { currentPassword } : {}) },
    }),
  /** Turns another user's two-factor sign-in off (a lost authenticator). */
  resetUserTotp: (id: number) => body('POST /usuarios/:id/2fa/redefinir', { params: { id } }),
  deleteUser: (id: number) => body('DELETE /usuarios/:id', { params: { id } }),
  /** Answers a new session: the password change ended every older one, this one included. */
  changeOwnPassword: (password: string, newPassword: string) =>
    body('PUT /usuarios', { json: { password, newPassword } }),

  // Audit log (Admins)
  listAudit: (query: QueryIn<'GET /auditoria'>) => body('GET /auditoria', { query }),
  exportAudit: (query: Omit<QueryIn<'GET /auditoria/csv'>, 'pagina'>) => body('GET /auditoria/csv', { query }),

  // Mail queue (Admins)
  mailQueue: () => body('GET /fila-emails', {}),
  mailQueueCounts: () => body('GET /fila-emails/contagem', {}),
  // Search synonyms (Admins)
  searchSynonyms: () => body('GET /sinonimos-busca', {}),
  saveSearchSynonyms: (input: SearchSynonyms) => body('PUT /sinonimos-busca', { json: input }),
  retryMail: (id: number) => body('POST /fila-emails/:id/reenviar', { params: { id } }),
  discardMail: (id: number) => body('DELETE /fila-emails/:id', { params: { id } }),
  sendMailNow: (id: number) => body('POST /fila-emails/:id/envio', { params: { id } }),
});

/** LGPD, analytics and config, moving in from WordPress, redirects, backups and webhooks. */
export const siteCalls = ({ call, body }: Calls) => ({
  // LGPD: data-subject requests and staff exports (Admin)
  // Public: LGPD art. 18 requests from the site's /lgpd form.
  sendSubjectRequest: (request: JsonIn<'POST /titulares/solicitacoes'>) =>
    body('POST /titulares/solicitacoes', { json: request }),
  confirmSubjectRequest: (token: string) => body('POST /titulares/solicitacoes/confirmacao', { json: { token } }),
  /** What is held about an address, without opening a request. */
  dsrLookup: (email: string) => body('POST /lgpd/consulta', { json: { email } }),
  dsrOverview: () => body('GET /lgpd/solicitacoes', {}),
  openDsrRequest: (email: string) => body('POST /lgpd/solicitacoes', { json: { email } }),
  dsrData: (id: number) => body('GET /lgpd/solicitacoes/:id/dados', { params: { id } }),
  dsrExport: (
    id: number,
    formato: Exclude<QueryIn<'GET /lgpd/solicitacoes/:id/exportacao'>['formato'], number | undefined>,
  ) => body('GET /lgpd/solicitacoes/:id/exportacao', { params: { id }, query: { formato } }),
  dsrErase: (id: number, confirmacao: string) =>
    body('POST /lgpd/solicitacoes/:id/eliminacao', { params: { id }, json: { confirmacao } }),
  dsrClose: (id: number) => body('POST /lgpd/solicitacoes/:id/conclusao', { params: { id } }),
  recordExport: (tipo: JsonIn<'POST /exportacoes'>['tipo'], linhas: number, filtrado: boolean) =>
    call('POST /exportacoes', { json: { tipo, linhas, filtrado } }),

  // Analytics and config
  track: (type: JsonIn<'POST /eventos'>['type'], path: string) => call('POST /eventos', { json: { type, path } }),
  eventsSummary: (dias = 30) => body('GET /eventos/resumo', { query: { dias } }),
  getConfig: () => body('GET /config', {}),

  // Moving in from WordPress (Admin) and redirects (staff)
  /** Sends the export (and the uploads .zip); answers the dry run's report. */
  startWordPressImport: (parts: MultipartPart[], options?: RequestOptions) =>
    body('POST /importacoes-wordpress', { multipart: parts }, options),
  wordPressImport: (id: string) => body('GET /importacoes-wordpress/:id', { params: { id } }),
  runWordPressImport: (id: string) => body('POST /importacoes-wordpress/:id/execucao', { params: { id }, json: {} }),
  listRedirects: () => body('GET /redirecionamentos', {}),
  createRedirect: (input: JsonIn<'POST /redirecionamentos'>) => body('POST /redirecionamentos', { json: input }),
  updateRedirect: (id: number, input: JsonIn<'PUT /redirecionamentos/:id'>) =>
    body('PUT /redirecionamentos/:id', { params: { id }, json: input }),
  deleteRedirect: (id: number) => body('DELETE /redirecionamentos/:id', { params: { id } }),
  backupStatus: () => body('GET /backups', {}),
  // Integrações (Admin)
  listWebhooks: () => body('GET /integracoes', {}),
  createWebhook: (input: JsonIn<'POST /integracoes'>) => body('POST /integracoes', { json: input }),
  updateWebhook: (id: number, input: JsonIn<'PUT /integracoes/:id'>) =>
    body('PUT /integracoes/:id', { params: { id }, json: input }),
  deleteWebhook: (id: number) => body('DELETE /integracoes/:id', { params: { id } }),
  rotateWebhookSecret: (id: number) => body('POST /integracoes/:id/segredo', { params: { id } }),
  sendWebhookTest: (id: number) => body('POST /integracoes/:id/teste', { params: { id } }),
  listWebhookDeliveries: (id: number) => body('GET /integracoes/:id/entregas', { params: { id } }),
  resendWebhookDelivery: (id: number) => body('POST /integracoes/entregas/:id/reenvio', { params: { id } }),
});
