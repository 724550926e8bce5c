import type { PostListPage, PostSummary, SearchSynonyms } from './schemas/index';
import type { RoleId } from './roles';
import type { JsonIn, QueryIn } from './api-inputs';
import type { ApiEndpoints, Endpoint, EndpointResponse, NotJson, PathParams } from './api-contract';
import { isApiErrorCode, type ApiErrorCode } from './error-codes';
import type { LeadSource } from './lead-source';

export type { CreatedUser, DsrOverview, ExportedFile } from './api-contract';

/**
 * The API client knows the calls; a transport knows how to carry them. The browser host
 * uses fetch with the token from localStorage; the desktop host sends each request over
 * IPC to the main process, which adds the token from the OS keychain. Requests and
 * responses are plain data so they cross an IPC boundary unchanged.
 */
export type MultipartPart =
  { name: string; value: string } | { name: string; file: { fileName: string; type: string; bytes: Uint8Array } };

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api, starting with '/': '/posts/3'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  multipart?: MultipartPart[];
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON body, or null when the body was empty or not JSON. */
  body: unknown;
}

/** What a call may ask of its transport beyond the request itself (never crosses IPC). */
export interface RequestOptions {
  /**
   * Called as the request body goes out, with the share sent (0 to 1): image uploads show
   * progress. A transport that cannot tell (the desktop's IPC) never calls it.
   */
  onUploadProgress?: (sent: number) => void;
}

export interface ApiTransport {
  request(req: ApiRequest, options?: RequestOptions): Promise<ApiResponse>;
}

export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  /** Why it failed (error-codes.ts); undefined when the answer was not ours (a proxy's error page). */
  readonly code: ApiErrorCode | undefined;
  readonly errors: Record<string, string>;
  constructor(status: number, message: string, code?: ApiErrorCode, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** The failure's code, when it is an error answered by our server. */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The server's message when it sent one, else the given fallback (docs/PRODUCT.md §8 chains). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message && !(error instanceof TypeError)) return error.message;
  return fallback;
}

function isErrorBody(body: unknown): body is Omit<ApiErrorBody, 'code'> & { code?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string';
}

export function buildQuery(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

type PathOf<K extends Endpoint> = K extends `${string} ${infer P}` ? P : never;
type MethodOf<K extends Endpoint> = K extends `${infer M extends ApiRequest['method']} ${string}` ? M : never;

/** What a call of `K` must carry: its path's parameters, its JSON or multipart body, its query. */
export type RequestParts<K extends Endpoint> = (unknown extends PathParams<PathOf<K>>
  ? { params?: undefined }
  : { params: PathParams<PathOf<K>> }) &
  (ApiEndpoints[K] extends { json: infer Json }
    ? { json: Json }
    : ApiEndpoints[K] extends { multipart: true }
      ? { multipart: MultipartPart[] }
      : { json?: undefined }) &
  (ApiEndpoints[K] extends { query: infer Query } ? { query?: Query } : { query?: undefined });

/** A success's body as the contract types it (null for an answer that is not JSON). */
export type ResponseBody<K extends Endpoint> = EndpointResponse<K> extends NotJson ? null : EndpointResponse<K>;

/** '/usuarios/:id' with { id: 3 } → '/usuarios/3' (each value URL-encoded). */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export function createApiClient(transport: ApiTransport) {
  /** One call of the contract: `call('DELETE /usuarios/:id', { params: { id } })`. */
  async function call<K extends Endpoint>(
    endpoint: K,
    parts: RequestParts<K>,
    options?: RequestOptions,
  ): Promise<{ body: ResponseBody<K>; headers: Record<string, string> }> {
    const space = endpoint.indexOf(' ');
    const { params, query, ...payload } = parts as {
      params?: Record<string, string | number>;
      query?: object;
      json?: unknown;
      multipart?: MultipartPart[];
    };
    const req: ApiRequest = {
      method: endpoint.slice(0, space) as MethodOf<K>,
      path: fillPath(endpoint.slice(space + 1), params),
      ...(query ? { query: { ...(query as ApiRequest['query']) } } : {}),
      ...payload,
    };
    const res = await transport.request(req, options);
    if (res.status < 200 || res.status > 399) {
      // No message of ours (a proxy's HTML error page, an empty body): an ApiError without a
      // message, so errorMessage() falls through to the screen's own fallback (docs/PRODUCT.md §8 chains).
      if (!isErrorBody(res.body)) throw new ApiError(res.status, '');
      const code = isApiErrorCode(res.body.code) ? res.body.code : undefined;
      throw new ApiError(res.status, res.body.message, code, res.body.errors ?? {});
    }
    return { body: res.body as ResponseBody<K>, headers: res.headers };
  }
  /** The same call, answering only the body. */
  const body = async <K extends Endpoint>(endpoint: K, parts: RequestParts<K>, options?: RequestOptions) =>
    (await call(endpoint, parts, options)).body;

  return {
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

    // Posts
    listPosts: async (params: QueryIn<'GET /posts'> = {}): Promise<PostListPage> => {
      const { body: posts, headers } = await call('GET /posts', { query: params });
      const total = Number(headers['x-total-count'] ?? posts.length);
      return {
        posts,
        total: Number.isFinite(total) ? total : posts.length,
        ...(headers['x-search-partial'] === '1' ? { partial: true } : {}),
        ...(headers['x-total-capped'] === '1' ? { capped: true } : {}),
      };
    },
    /** A public post by id or slug (an earlier slug answers the post, carrying its current one). */
    getPost: (ref: number | string) => body('GET /posts/:ref', { params: { ref } }),
    /** The post a preview link shows (no login). */
    getPreview: (token: string) => body('GET /previas/:token', { params: { token } }),
    // Posts, the staff's side: every status, revisions, preview links.
    listStaffPosts: (): Promise<PostSummary[]> => body('GET /admin/posts', {}),
    /** The posts in the trash (Lixeira), the most recently deleted first. */
    listTrashedPosts: (): Promise<PostSummary[]> => body('GET /admin/posts', { query: { lixeira: '1' } }),
    restorePost: (id: number) => body('POST /posts/:id/restauracao', { params: { id } }),
    getStaffPost: (id: number) => body('GET /admin/posts/:id', { params: { id } }),
    unpublishPost: (id: number) => body('POST /admin/posts/:id/despublicacao', { params: { id } }),
    listRevisions: (id: number) => body('GET /admin/posts/:id/revisoes', { params: { id } }),
    getRevision: (id: number, revisionId: number) =>
      body('GET /admin/posts/:id/revisoes/:revisionId', { params: { id, revisionId } }),
    restoreRevision: (id: number, revisionId: number) =>
      body('POST /admin/posts/:id/revisoes/:revisionId/restauracao', { params: { id, revisionId } }),
    createPreviewLink: (id: number) => body('POST /admin/posts/:id/previas', { params: { id } }),
    revokePreviewLinks: (id: number) => body('DELETE /admin/posts/:id/previas', { params: { id } }),
    /** What the search box suggests for the text typed so far (its last word may be unfinished). */
    suggestPosts: (q: string) => body('GET /posts/sugestoes', { query: { q } }),
    createPost: (parts: MultipartPart[], options?: RequestOptions) =>
      body('POST /posts', { multipart: parts }, options),
    updatePost: (parts: MultipartPart[], options?: RequestOptions) => body('PUT /posts', { multipart: parts }, options),
    deletePost: (id: number) => body('DELETE /posts/:id', { params: { id } }),

    // Contacts
    /** consent_page: the page the form was sent from (the server stamps the policy version and time). */
    createContact: (contact: JsonIn<'POST /contato'>) => body('POST /contato', { json: contact }),
    sendContact: (info: JsonIn<'POST /contato/send'>['info']) => call('POST /contato/send', { json: { info } }),
    listContacts: () => body('GET /contato', {}),
    markContactsRead: (contacts: Array<{ id: number }>) => body('PUT /contato', { json: contacts }),

    // Newsletter
    subscribe: (email: string, consentPage?: string, source?: Partial<LeadSource>) =>
      body('POST /assinantes-newsletter', { json: { email, consent_page: consentPage, source } }),
    sendWelcome: (email: string) => call('POST /assinantes-newsletter/send', { json: { email } }),
    /** Double opt-in: the confirmation page's button. */
    confirmSubscription: (token: string) => body('POST /assinantes-newsletter/confirmar', { json: { token } }),
    listSubscribers: () => body('GET /assinantes-newsletter', {}),
    deleteSubscriber: (id: number) => body('DELETE /assinantes-newsletter/:id', { params: { id } }),
    restoreSubscriber: (id: number) => body('POST /assinantes-newsletter/:id/restauracao', { params: { id } }),
    /** Read-only: whether a cancellation link still works (404 `not_found` when used or unknown). */
    checkCancelToken: (token: string) => body('GET /assinantes-newsletter/cancelamento', { query: { token } }),
    cancelSubscription: (token: string, motivo_cancelamento?: string) =>
      body('PUT /assinantes-newsletter', { query: { token }, json: { token, motivo_cancelamento } }),

    // Newsletter campaigns (Admin and Marketing) and suppressions (Admin)
    listCampaigns: () => body('GET /campanhas-newsletter', {}),
    getCampaign: (id: number) => body('GET /campanhas-newsletter/:id', { params: { id } }),
    createCampaign: (input: JsonIn<'POST /campanhas-newsletter'>) =>
      body('POST /campanhas-newsletter', { json: input }),
    updateCampaign: (id: number, input: JsonIn<'PUT /campanhas-newsletter/:id'>) =>
      body('PUT /campanhas-newsletter/:id', { params: { id }, json: input }),
    previewCampaign: (id: number) => body('GET /campanhas-newsletter/:id/previa', { params: { id } }),
    campaignAction: (id: number, action: 'teste' | 'enviar' | 'pausar' | 'retomar' | 'cancelar') =>
      body(`POST /campanhas-newsletter/:id/${action}`, { params: { id }, json: {} }),
    scheduleCampaign: (id: number, scheduledAt: string) =>
      body('POST /campanhas-newsletter/:id/agendar', { params: { id }, json: { scheduled_at: scheduledAt } }),
    liftSuppression: (id: number) => body('POST /assinantes-newsletter/:id/remover-supressao', { params: { id } }),
    /** Lifts the suppression of several subscribers at once (Admin); answers how many were suppressed. */
    liftSuppressions: (ids: number[]) => body('POST /assinantes-newsletter/remover-supressao', { json: { ids } }),
    /** The addresses a campaign's test may go to: the staff's own. */
    campaignTestRecipients: () => body('GET /campanhas-newsletter/destinatarios-teste', {}),
    sendCampaignTest: (id: number, to: string) =>
      body('POST /campanhas-newsletter/:id/teste', { params: { id }, json: { to } }),

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
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A transport over fetch, for the browser and for Node (the desktop main process, tests). */
export function createFetchTransport(options: {
  baseUrl: string;
  getToken?: () => string | null | undefined;
  fetchImpl?: typeof fetch;
  /**
   * Revalidate every GET with the server instead of reusing the browser's copy: public reads
   * may be cached for a few seconds (Cache-Control), but staff must see their own change at
   * once. The server answers 304 when nothing changed, so this costs a round trip, not a body.
   */
  revalidate?: boolean;
}): ApiTransport {
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async request(req, callOptions) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      let requestBody: BodyInit | undefined;
      if (req.multipart) {
        requestBody = formDataOf(req.multipart);
      } else if (req.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        requestBody = JSON.stringify(req.json);
      }
      const url = `${options.baseUrl.replace(/\/$/, '')}/api${req.path}${buildQuery(req.query)}`;
      // fetch cannot report upload progress; XMLHttpRequest can, where there is one (browsers).
      if (callOptions?.onUploadProgress && requestBody instanceof FormData && typeof XMLHttpRequest !== 'undefined') {
        return sendWithProgress(req.method, url, headers, requestBody, callOptions.onUploadProgress);
      }
      const init: RequestInit = { method: req.method, headers, body: requestBody };
      if (options.revalidate && req.method === 'GET') init.cache = 'no-cache';
      const res = await doFetch(url, init);
      const responseHeaders: Record<string, string> = {};
      res.headers.forEach((value, key) => {
        responseHeaders[key.toLowerCase()] = value;
      });
      return { status: res.status, headers: responseHeaders, body: parseJson(await res.text()) };
    },
  };
}

function formDataOf(parts: MultipartPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) {
      const blob = new Blob([part.file.bytes as Uint8Array<ArrayBuffer>], { type: part.file.type });
      form.append(part.name, blob, part.file.fileName);
    } else {
      form.append(part.name, part.value);
    }
  }
  return form;
}

/** A JSON body, or null when it was empty or not JSON (a proxy's HTML error page). */
function parseJson(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The same request over XMLHttpRequest, reporting the share of the body sent as it goes. */
function sendWithProgress(
  method: ApiRequest['method'],
  url: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (sent: number) => void,
): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      const responseHeaders: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) responseHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: xhr.status, headers: responseHeaders, body: parseJson(xhr.responseText) });
    };
    // Like fetch: a network failure rejects (the caller tells "could not reach the server").
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new TypeError('Failed to fetch'));
    xhr.send(body);
  });
}
