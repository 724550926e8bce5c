import type {
  AuditEntryView,
  Campaign,
  CampaignPreview,
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
  SearchSynonyms,
  POST_LIST_HEADERS,
} from './schemas/index';
import type { RoleId } from './roles';
import type { ImportJob, Redirect } from './wordpress';
import type { DsrRequest, DsrRequestKind, DsrSubjectData, RetentionRun } from './lgpd';
import type { MailQueueCounts, MailQueueOverview } from './mail-queue';
import type { ApiErrorCode } from './error-codes';
import type { InputEndpoint, JsonIn, QueryIn } from './api-inputs';
import type { WebhookDelivery, WebhookEndpoint } from './webhooks';

/**
 * The API's one contract: every endpoint under /api the clients call, keyed "METHOD /path"
 * exactly as the route registers it (":name" for a path parameter), with what it reads and
 * what a success answers. The server registers its routes through `apiRouter()`
 * (apps/api/src/http/api-router.ts), which accepts only these keys and makes each handler's
 * `c.json(...)` match `response`; the client (api-client.ts) builds every call from the same
 * keys. What each endpoint reads is given by its schemas in `api-inputs.ts` (`JsonIn`, `QueryIn`
 * here): the router validates requests with them and types the handler's input from their
 * output, and the client's parameters from their input. A renamed path, input or response field
 * therefore fails `npm run typecheck` at the route and at every caller.
 *
 * New endpoints follow one convention (docs/ARCHITECTURE.md, "How the contract is kept"): a
 * Portuguese plural noun as the resource, the id in the path, GET only reads, other actions a POST
 * to a noun under the resource, fields in English camelCase except stored columns. The names the
 * spec or shipped clients fix (POST /verifyToken, PUT /posts with postId in the form, the audit
 * log's Portuguese filters) stay as they are.
 */
export interface ApiEndpoints {
  // Auth and users
  'POST /login': { json: JsonIn<'POST /login'>; response: LoginResult };
  'POST /login/2fa': { json: JsonIn<'POST /login/2fa'>; response: LoginSession };
  /** An ended or unknown session answers 401 with `valid: false` beside the usual error body. */
  'POST /verifyToken': { response: VerifiedToken; error: { valid: false; message: string; code: ApiErrorCode } };
  'POST /logout': { response: Message };
  'DELETE /sessoes': { response: Message & { ended: number } };
  'GET /2fa': { response: TotpStatus };
  'POST /2fa/cadastro': { json: JsonIn<'POST /2fa/cadastro'>; response: TotpEnrolment };
  'POST /2fa/ativar': { json: JsonIn<'POST /2fa/ativar'>; response: Message & { recoveryCodes: string[] } };
  'POST /2fa/desativar': { json: JsonIn<'POST /2fa/desativar'>; response: Message };
  'GET /usuarios': { response: User[] };
  'POST /usuarios': { json: JsonIn<'POST /usuarios'>; response: CreatedUser };
  'PUT /usuarios': { json: JsonIn<'PUT /usuarios'>; response: Message & LoginSession };
  'PUT /usuarios/:id': { json: JsonIn<'PUT /usuarios/:id'>; response: User };
  'DELETE /usuarios/:id': { response: Message };
  'DELETE /usuarios/:id/sessoes': { response: Message & { ended: number } };
  'POST /usuarios/:id/senha-temporaria': { response: Message & { temporaryPassword: string } };
  'POST /usuarios/:id/desbloquear': { response: Message };

  // Audit log and mail queue (Admins)
  'GET /auditoria': {
    query: QueryIn<'GET /auditoria'>;
    response: { entries: AuditEntryView[]; total: number; pageSize: number };
  };
  'GET /auditoria/csv': { query: QueryIn<'GET /auditoria/csv'>; response: { fileName: string; content: string } };
  'GET /fila-emails': { response: MailQueueOverview };
  'GET /fila-emails/contagem': { response: MailQueueCounts };
  'POST /fila-emails/:id/reenviar': { response: Message };
  'DELETE /fila-emails/:id': { response: Message };
  'POST /fila-emails/:id/envio': { response: Message };

  // Posts: the public reads
  /**
   * The total travels in headers (POST_LIST_HEADERS): X-Total-Count, at most SEARCH_COUNT_CAP for
   * a search, with X-Total-Capped: 1 when more matched (only that many can be paged through)
   * and X-Search-Partial: 1 when part of the words were searched for.
   */
  'GET /posts': { query: QueryIn<'GET /posts'>; response: PostSummary[]; headers: typeof POST_LIST_HEADERS };
  'GET /posts/sugestoes': { query: QueryIn<'GET /posts/sugestoes'>; response: PostSuggestions };
  'GET /posts/:ref': { response: Post };
  'GET /previas/:token': { response: Post };
  /** An image's bytes (the post's <img> and srcset point here; no client call reads them). */
  'GET /posts/:id/images/:imageId': { response: FileBytes };
  'GET /posts/:id/images/:imageId/:variant': { response: FileBytes };
  // Posts: the staff's side
  'GET /admin/posts': { query: QueryIn<'GET /admin/posts'>; response: PostSummary[] };
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
  'POST /contato': { json: JsonIn<'POST /contato'>; response: { id: number } };
  /** 202 without a body whatever happened: a caller learns nothing about what is stored. */
  'POST /contato/send': { json: JsonIn<'POST /contato/send'>; response: NoContent };
  'GET /contato': { response: ContactRecord[] };
  'PUT /contato': { json: JsonIn<'PUT /contato'>; response: { updatedCount: number } };

  // Newsletter
  'POST /assinantes-newsletter': { json: JsonIn<'POST /assinantes-newsletter'>; response: Message };
  'POST /assinantes-newsletter/send': { json: JsonIn<'POST /assinantes-newsletter/send'>; response: Message };
  'POST /assinantes-newsletter/confirmar': { json: JsonIn<'POST /assinantes-newsletter/confirmar'>; response: Message };
  'GET /assinantes-newsletter/cancelamento': {
    query: QueryIn<'GET /assinantes-newsletter/cancelamento'>;
    response: { email: string };
  };
  /** The spec's cancellation: the token in the query (and the body), the reason in the body. */
  'PUT /assinantes-newsletter': {
    query: QueryIn<'PUT /assinantes-newsletter'>;
    json: JsonIn<'PUT /assinantes-newsletter'>;
    response: Message;
  };
  'GET /assinantes-newsletter': { response: Subscriber[] };
  'DELETE /assinantes-newsletter/:id': { response: Message };
  'POST /assinantes-newsletter/:id/restauracao': { response: Message };
  'POST /assinantes-newsletter/:id/remover-supressao': { response: Message };

  // Newsletter campaigns
  'GET /campanhas-newsletter': { response: Campaign[] };
  'POST /campanhas-newsletter': { json: JsonIn<'POST /campanhas-newsletter'>; response: Message & { id: number } };
  'GET /campanhas-newsletter/:id': { response: Campaign };
  'PUT /campanhas-newsletter/:id': { json: JsonIn<'PUT /campanhas-newsletter/:id'>; response: Message };
  'GET /campanhas-newsletter/:id/previa': { response: CampaignPreview };
  'POST /campanhas-newsletter/:id/teste': { json: JsonIn<'POST /campanhas-newsletter/:id/teste'>; response: Message };
  'POST /campanhas-newsletter/:id/enviar': { json: Record<string, never>; response: Message };
  'POST /campanhas-newsletter/:id/agendar': {
    json: JsonIn<'POST /campanhas-newsletter/:id/agendar'>;
    response: Message;
  };
  'POST /campanhas-newsletter/:id/pausar': { json: Record<string, never>; response: Message };
  'POST /campanhas-newsletter/:id/retomar': { json: Record<string, never>; response: Message };
  'POST /campanhas-newsletter/:id/cancelar': { json: Record<string, never>; response: Message };

  // LGPD: the site's data-subject requests, and the Admins' side
  'POST /titulares/solicitacoes': {
    json: JsonIn<'POST /titulares/solicitacoes'>;
    response: Message;
  };
  'POST /titulares/solicitacoes/confirmacao': {
    json: JsonIn<'POST /titulares/solicitacoes/confirmacao'>;
    response: Message & { protocol: string; deadline_at: string; kind: DsrRequestKind };
  };
  'POST /lgpd/consulta': { json: JsonIn<'POST /lgpd/consulta'>; response: { data: DsrSubjectData } };
  'GET /lgpd/solicitacoes': { response: DsrOverview };
  'POST /lgpd/solicitacoes': { json: JsonIn<'POST /lgpd/solicitacoes'>; response: DsrRequest };
  'GET /lgpd/solicitacoes/:id/dados': { response: { request: DsrRequest; data: DsrSubjectData } };
  'GET /lgpd/solicitacoes/:id/exportacao': {
    query: QueryIn<'GET /lgpd/solicitacoes/:id/exportacao'>;
    response: ExportedFile;
  };
  'POST /lgpd/solicitacoes/:id/eliminacao': {
    json: JsonIn<'POST /lgpd/solicitacoes/:id/eliminacao'>;
    response: Message & { request: DsrRequest };
  };
  'POST /lgpd/solicitacoes/:id/conclusao': { response: Message & { request: DsrRequest } };
  'POST /exportacoes': {
    json: JsonIn<'POST /exportacoes'>;
    response: NoContent;
  };

  // Analytics and public configuration
  'POST /eventos': { json: JsonIn<'POST /eventos'>; response: NoContent };
  'GET /eventos/resumo': { query: QueryIn<'GET /eventos/resumo'>; response: EventsSummary };
  'GET /config': { response: PublicConfig };
  /** The API as an OpenAPI 3.1 document, generated from this contract (for integrators). */
  'GET /openapi.json': { response: Record<string, unknown> };

  // Moving in from WordPress (Admins) and the redirects of old addresses (staff)
  /** Multipart: `arquivo` (the .xml export) and optionally `uploads` (a .zip of wp-content/uploads); answers the dry run. */
  'POST /importacoes-wordpress': { multipart: true; response: ImportJob };
  'GET /importacoes-wordpress/:id': { response: ImportJob };
  'POST /importacoes-wordpress/:id/execucao': {
    json: JsonIn<'POST /importacoes-wordpress/:id/execucao'>;
    response: ImportJob;
  };
  'GET /redirecionamentos': { response: Redirect[] };
  'POST /redirecionamentos': { json: JsonIn<'POST /redirecionamentos'>; response: Message & { id: number } };
  'PUT /redirecionamentos/:id': { json: JsonIn<'PUT /redirecionamentos/:id'>; response: Message };
  'DELETE /redirecionamentos/:id': { response: Message };
  // Re-authentication, test-mail recipients and bulk suppression lifts
  'POST /usuarios/:id/2fa/redefinir': { response: Message };
  'GET /campanhas-newsletter/destinatarios-teste': { response: { addresses: string[] } };
  'POST /assinantes-newsletter/remover-supressao': {
    json: JsonIn<'POST /assinantes-newsletter/remover-supressao'>;
    response: Message & { lifted: number };
  };
  // Search synonyms (Admins)
  'GET /sinonimos-busca': { response: SearchSynonyms };
  'PUT /sinonimos-busca': { json: JsonIn<'PUT /sinonimos-busca'>; response: SearchSynonyms };
  // Integrações: webhook endpoints and their deliveries (Admins)
  'GET /integracoes': { response: WebhookEndpoint[] };
  /** The secret is answered here and by the rotation only, never again. */
  'POST /integracoes': { json: JsonIn<'POST /integracoes'>; response: Message & { id: number; secret: string } };
  'PUT /integracoes/:id': { json: JsonIn<'PUT /integracoes/:id'>; response: Message };
  'DELETE /integracoes/:id': { response: Message };
  'POST /integracoes/:id/segredo': { response: Message & { secret: string } };
  'POST /integracoes/:id/teste': { response: Message };
  'GET /integracoes/:id/entregas': { response: WebhookDelivery[] };
  'POST /integracoes/entregas/:id/reenvio': { response: Message };
  // Operations (Admins): the dashboard's backup figure
  'GET /backups': { response: BackupStatus };
}

/** The last backup that succeeded (nightly or `npm run backup`), and whether nightly ones are on. */
export interface BackupStatus {
  lastSuccessAt: string | null;
  nightly: boolean;
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

/**
 * api-inputs.ts keys its table by its own entries (so it needs nothing from this file); these two
 * checks hold the two key sets equal, so an endpoint without input schemas, or schemas for an
 * endpoint the contract lacks, fails `npm run typecheck` here.
 */
type KeysMatch<Missing extends never, Extra extends never> = [Missing, Extra];
export type InputsCoverContract = KeysMatch<Exclude<Endpoint, InputEndpoint>, Exclude<InputEndpoint, Endpoint>>;
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
