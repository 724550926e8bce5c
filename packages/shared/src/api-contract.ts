import type {
  AuditEntryView,
  AuditQuery,
  Campaign,
  CampaignInput,
  CampaignPreview,
  ContactInput,
  ContactRecord,
  EventsSummary,
  LoginResult,
  LoginSession,
  Post,
  PostRevision,
  PostRevisionSummary,
  PostSuggestions,
  PostSummary,
  PreviewLink,
  PublicConfig,
  Subscriber,
  TotpEnrolment,
  TotpStatus,
  User,
} from './schemas/index';
import type { RoleId } from './roles';
import type { AnalyticsEventType } from './constants';
import type { DsrRequest, DsrRequestKind, DsrSubjectData, RetentionRun } from './lgpd';
import type { MailQueueCounts, MailQueueOverview } from './mail-queue';
import type { ApiErrorCode } from './error-codes';

/**
 * The API's one contract: every endpoint under /api the clients call, keyed "METHOD /path"
 * exactly as the route registers it (":name" for a path parameter), with what it reads and
 * what a success answers. The server registers its routes through `apiRouter()`
 * (apps/api/src/http/api-router.ts), which accepts only these keys and makes each handler's
 * `c.json(...)` match `response`; the client (api-client.ts) builds every call from the same
 * keys. A renamed field or path therefore fails `npm run typecheck` on whichever side lags.
 *
 * New endpoints follow one convention (docs/ARCHITECTURE.md, "How the contract is kept"): a
 * Portuguese plural noun as the resource, the id in the path, GET only reads, other actions a POST
 * to a noun under the resource, fields in English camelCase except stored columns. The names the
 * spec or shipped clients fix (POST /verifyToken, PUT /posts with postId in the form, the audit
 * log's Portuguese filters) stay as they are.
 */
export interface ApiEndpoints {
  // Auth and users
  'POST /login': { json: { username: string; password: string }; response: LoginResult };
  'POST /login/2fa': { json: { challenge: string; code: string }; response: LoginSession };
  /** An ended or unknown session answers 401 with `valid: false` beside the usual error body. */
  'POST /verifyToken': { response: VerifiedToken; error: { valid: false; message: string; code: ApiErrorCode } };
  'POST /logout': { response: Message };
  'DELETE /sessoes': { response: Message & { ended: number } };
  'GET /2fa': { response: TotpStatus };
  'POST /2fa/cadastro': { response: TotpEnrolment };
  'POST /2fa/ativar': { json: { code: string }; response: Message & { recoveryCodes: string[] } };
  'POST /2fa/desativar': { json: { password: string; code: string }; response: Message };
  'GET /usuarios': { response: User[] };
  'POST /usuarios': { json: { username: string; role: RoleId }; response: CreatedUser };
  'PUT /usuarios': { json: { password: string; newPassword: string }; response: Message & LoginSession };
  'PUT /usuarios/:id': { json: { username: string; role: RoleId }; response: User };
  'DELETE /usuarios/:id': { response: Message };
  'DELETE /usuarios/:id/sessoes': { response: Message & { ended: number } };
  'POST /usuarios/:id/senha-temporaria': { response: Message & { temporaryPassword: string } };
  'POST /usuarios/:id/desbloquear': { response: Message };

  // Audit log and mail queue (Admins)
  'GET /auditoria': { query: AuditQuery; response: { entries: AuditEntryView[]; total: number; pageSize: number } };
  'GET /auditoria/csv': { query: Omit<AuditQuery, 'pagina'>; response: { fileName: string; content: string } };
  'GET /fila-emails': { response: MailQueueOverview };
  'GET /fila-emails/contagem': { response: MailQueueCounts };
  'POST /fila-emails/:id/reenviar': { response: Message };
  'DELETE /fila-emails/:id': { response: Message };
  'POST /fila-emails/:id/envio': { response: Message };

  // Posts: the public reads
  /** The total of the whole search travels in the X-Total-Count header. */
  'GET /posts': { query: { search?: string; page?: number; pageSize?: number; tag?: string }; response: PostSummary[] };
  'GET /posts/sugestoes': { query: { q: string }; response: PostSuggestions };
  'GET /posts/:ref': { response: Post };
  'GET /previas/:token': { response: Post };
  /** An image's bytes (the post's <img> and srcset point here; no client call reads them). */
  'GET /posts/:id/images/:imageId': { response: FileBytes };
  'GET /posts/:id/images/:imageId/:variant': { response: FileBytes };
  // Posts: the staff's side
  'GET /admin/posts': { query: { lixeira?: '1' }; response: PostSummary[] };
  'GET /admin/posts/:id': { response: Post };
  'POST /admin/posts/:id/despublicacao': { response: Message };
  'GET /admin/posts/:id/revisoes': { response: PostRevisionSummary[] };
  'GET /admin/posts/:id/revisoes/:revisionId': { response: PostRevision };
  'POST /admin/posts/:id/revisoes/:revisionId/restauracao': { response: Message };
  'POST /admin/posts/:id/previas': { response: PreviewLink };
  'DELETE /admin/posts/:id/previas': { response: Message };
  /** Multipart: the post's fields and images (post-form.ts reads them). */
  'POST /posts': { multipart: true; response: { id: number } };
  /** Multipart, the id among the fields (the spec's form: not /posts/:id). */
  'PUT /posts': { multipart: true; response: { id: number } };
  'DELETE /posts/:id': { response: Message };
  'POST /posts/:id/restauracao': { response: Message };

  // Contacts
  /** consent_page: the page the form was sent from (the server stamps the policy version and time). */
  'POST /contato': { json: ContactInput & { website?: string; consent_page?: string }; response: { id: number } };
  /** 202 without a body whatever happened: a caller learns nothing about what is stored. */
  'POST /contato/send': { json: { info: ContactInput }; response: NoContent };
  'GET /contato': { response: ContactRecord[] };
  'PUT /contato': { json: Array<{ id: number }>; response: { updatedCount: number } };

  // Newsletter
  'POST /assinantes-newsletter': { json: { email: string; consent_page?: string }; response: Message };
  'POST /assinantes-newsletter/send': { json: { email: string }; response: Message };
  'POST /assinantes-newsletter/confirmar': { json: { token: string }; response: Message };
  'GET /assinantes-newsletter/cancelamento': { query: { token: string }; response: { email: string } };
  /** The spec's cancellation: the token in the query (and the body), the reason in the body. */
  'PUT /assinantes-newsletter': {
    query: { token: string };
    json: { token: string; motivo_cancelamento?: string };
    response: Message;
  };
  'GET /assinantes-newsletter': { response: Subscriber[] };
  'DELETE /assinantes-newsletter/:id': { response: Message };
  'POST /assinantes-newsletter/:id/restauracao': { response: Message };
  'POST /assinantes-newsletter/:id/remover-supressao': { response: Message };

  // Newsletter campaigns
  'GET /campanhas-newsletter': { response: Campaign[] };
  'POST /campanhas-newsletter': { json: CampaignInput; response: Message & { id: number } };
  'GET /campanhas-newsletter/:id': { response: Campaign };
  'PUT /campanhas-newsletter/:id': { json: CampaignInput; response: Message };
  'GET /campanhas-newsletter/:id/previa': { response: CampaignPreview };
  'POST /campanhas-newsletter/:id/teste': { json: { to?: string }; response: Message };
  'POST /campanhas-newsletter/:id/enviar': { json: Record<string, never>; response: Message };
  'POST /campanhas-newsletter/:id/agendar': { json: { scheduled_at: string }; response: Message };
  'POST /campanhas-newsletter/:id/pausar': { json: Record<string, never>; response: Message };
  'POST /campanhas-newsletter/:id/retomar': { json: Record<string, never>; response: Message };
  'POST /campanhas-newsletter/:id/cancelar': { json: Record<string, never>; response: Message };

  // LGPD: the site's data-subject requests, and the Admins' side
  'POST /titulares/solicitacoes': {
    json: { name: string; email: string; kind: string; details: string };
    response: Message;
  };
  'POST /titulares/solicitacoes/confirmacao': {
    json: { token: string };
    response: Message & { protocol: string; deadline_at: string; kind: DsrRequestKind };
  };
  'POST /lgpd/consulta': { json: { email: string }; response: { data: DsrSubjectData } };
  'GET /lgpd/solicitacoes': { response: DsrOverview };
  'POST /lgpd/solicitacoes': { json: { email: string }; response: DsrRequest };
  'GET /lgpd/solicitacoes/:id/dados': { response: { request: DsrRequest; data: DsrSubjectData } };
  'GET /lgpd/solicitacoes/:id/exportacao': { query: { formato: 'json' | 'csv' }; response: ExportedFile };
  'POST /lgpd/solicitacoes/:id/eliminacao': {
    json: { confirmacao: string };
    response: Message & { request: DsrRequest };
  };
  'POST /lgpd/solicitacoes/:id/conclusao': { response: Message & { request: DsrRequest } };
  'POST /exportacoes': {
    json: { tipo: 'contatos' | 'assinantes'; linhas: number; filtrado: boolean };
    response: NoContent;
  };

  // Analytics and public configuration
  'POST /eventos': { json: { type: AnalyticsEventType; path: string }; response: NoContent };
  'GET /eventos/resumo': { query: { dias?: number }; response: EventsSummary };
  'GET /config': { response: PublicConfig };
}

/** A confirmation with the Portuguese text to show. */
export interface Message {
  message: string;
}

/** An answer that is not JSON: the handler returns any Response. */
export interface NotJson {
  readonly notJson: unique symbol;
}
/** No body (202, 204): the handler returns `c.body(null, 204)`. */
export interface NoContent extends NotJson {
  readonly noContent: true;
}
/** A file's bytes with their own Content-Type. */
export interface FileBytes extends NotJson {
  readonly fileBytes: true;
}

export interface VerifiedToken {
  valid: true;
  username: string;
  role: RoleId;
  mustChangePassword: boolean;
  mustEnableTotp?: boolean;
}

export interface CreatedUser {
  id: number;
  temporaryPassword: string;
}

/** The Privacidade (LGPD) screen's list: requests, retention settings and the latest purges. */
export interface DsrOverview {
  requests: DsrRequest[];
  retention: { days: { contacts: number; subscribers: number; mails: number; audit: number }; runs: RetentionRun[] };
}

/** A file the server built (a data-subject export), carried as JSON so every transport can. */
export interface ExportedFile {
  fileName: string;
  mime: string;
  content: string;
}

export type Endpoint = keyof ApiEndpoints;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The endpoints one method answers, as paths: `EndpointPath<'DELETE'>` is '/sessoes' | …. */
export type EndpointPath<M extends HttpMethod> = Endpoint extends infer K
  ? K extends `${M} ${infer P}`
    ? P
    : never
  : never;
export type EndpointResponse<K extends Endpoint> = ApiEndpoints[K]['response'];

/** `{ id: …, revisionId: … }` for '/admin/posts/:id/revisoes/:revisionId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [N in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [N in Name]: string | number }
    : unknown;
