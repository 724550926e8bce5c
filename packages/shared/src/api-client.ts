import type {
  AuditEntryView,
  AuditQuery,
  ContactInput,
  ContactRecord,
  EventsSummary,
  LoginResult,
  LoginSession,
  Post,
  PostListPage,
  PostRevision,
  PostRevisionSummary,
  PostSummary,
  PreviewLink,
  PostSuggestions,
  PublicConfig,
  Subscriber,
  Campaign,
  CampaignInput,
  CampaignPreview,
  TotpEnrolment,
  TotpStatus,
  User,
} from './schemas/index';
import type { RoleId } from './roles';
import type { AnalyticsEventType } from './constants';
import type { DsrRequest, DsrRequestKind, DsrSubjectData, RetentionRun } from './lgpd';
import type { MailQueueCounts, MailQueueOverview } from './mail-queue';
import { isApiErrorCode, type ApiErrorCode } from './error-codes';

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

export interface CreatedUser {
  id: number;
  temporaryPassword: string;
}

export function createApiClient(transport: ApiTransport) {
  async function call<T>(
    req: ApiRequest,
    options?: RequestOptions,
  ): Promise<{ body: T; headers: Record<string, string> }> {
    const res = await transport.request(req, options);
    if (res.status < 200 || res.status > 399) {
      // No message of ours (a proxy's HTML error page, an empty body): an ApiError without a
      // message, so errorMessage() falls through to the screen's own fallback (docs/PRODUCT.md §8 chains).
      if (!isErrorBody(res.body)) throw new ApiError(res.status, '');
      const code = isApiErrorCode(res.body.code) ? res.body.code : undefined;
      throw new ApiError(res.status, res.body.message, code, res.body.errors ?? {});
    }
    return { body: res.body as T, headers: res.headers };
  }
  const body = async <T>(req: ApiRequest, options?: RequestOptions) => (await call<T>(req, options)).body;

  return {
    // Auth and users
    /** The password step: a session, or `twoFactorRequired` with a challenge for loginSecondStep. */
    login: (username: string, password: string) =>
      body<LoginResult>({ method: 'POST', path: '/login', json: { username, password } }),
    /** The code step of a two-step sign-in: an authenticator code or a recovery code. */
    loginSecondStep: (challenge: string, code: string) =>
      body<LoginSession>({ method: 'POST', path: '/login/2fa', json: { challenge, code } }),
    verifyToken: () =>
      body<{
        valid: true;
        username: string;
        role: RoleId;
        mustChangePassword: boolean;
        mustEnableTotp?: boolean;
      }>({
        method: 'POST',
        path: '/verifyToken',
      }),
    /** Ends this session on the server. */
    logout: () => body<{ message: string }>({ method: 'POST', path: '/logout' }),
    /** "Sair de todas as sessões": every session of the signed-in person, this one included. */
    endMySessions: () => body<{ message: string; ended: number }>({ method: 'DELETE', path: '/sessoes' }),
    endUserSessions: (id: number) =>
      body<{ message: string; ended: number }>({ method: 'DELETE', path: `/usuarios/${id}/sessoes` }),
    /** Issue 27: a new temporary password for another user, shown once. */
    resetUserPassword: (id: number) =>
      body<{ message: string; temporaryPassword: string }>({
        method: 'POST',
        path: `/usuarios/${id}/senha-temporaria`,
      }),
    unlockUser: (id: number) => body<{ message: string }>({ method: 'POST', path: `/usuarios/${id}/desbloquear` }),
    totpStatus: () => body<TotpStatus>({ method: 'GET', path: '/2fa' }),
    startTotpEnrolment: () => body<TotpEnrolment>({ method: 'POST', path: '/2fa/cadastro' }),
    confirmTotpEnrolment: (code: string) =>
      body<{ message: string; recoveryCodes: string[] }>({ method: 'POST', path: '/2fa/ativar', json: { code } }),
    disableTotp: (password: string, code: string) =>
      body<{ message: string }>({ method: 'POST', path: '/2fa/desativar', json: { password, code } }),
    listUsers: () => body<User[]>({ method: 'GET', path: '/usuarios' }),
    createUser: (username: string, role: RoleId) =>
      body<CreatedUser>({ method: 'POST', path: '/usuarios', json: { username, role } }),
    updateUser: (id: number, username: string, role: RoleId) =>
      body<User>({ method: 'PUT', path: `/usuarios/${id}`, json: { username, role } }),
    deleteUser: (id: number) => body<{ message: string }>({ method: 'DELETE', path: `/usuarios/${id}` }),
    /** Answers a new session: the password change ended every older one, this one included. */
    changeOwnPassword: (password: string, newPassword: string) =>
      body<{ message: string } & LoginSession>({ method: 'PUT', path: '/usuarios', json: { password, newPassword } }),

    // Audit log (Admins)
    listAudit: (query: AuditQuery) =>
      body<{ entries: AuditEntryView[]; total: number; pageSize: number }>({
        method: 'GET',
        path: '/auditoria',
        query: { ...query },
      }),
    exportAudit: (query: Omit<AuditQuery, 'pagina'>) =>
      body<{ fileName: string; content: string }>({ method: 'GET', path: '/auditoria/csv', query: { ...query } }),

    // Mail queue (Admins)
    mailQueue: () => body<MailQueueOverview>({ method: 'GET', path: '/fila-emails' }),
    mailQueueCounts: () => body<MailQueueCounts>({ method: 'GET', path: '/fila-emails/contagem' }),
    retryMail: (id: number) => body<{ message: string }>({ method: 'POST', path: `/fila-emails/${id}/reenviar` }),
    discardMail: (id: number) => body<{ message: string }>({ method: 'DELETE', path: `/fila-emails/${id}` }),

    // Posts
    listPosts: async (
      params: { search?: string; page?: number; pageSize?: number; tag?: string } = {},
    ): Promise<PostListPage> => {
      const { body: posts, headers } = await call<PostSummary[]>({ method: 'GET', path: '/posts', query: params });
      const total = Number(headers['x-total-count'] ?? posts.length);
      return { posts, total: Number.isFinite(total) ? total : posts.length };
    },
    /** A public post by id or slug (an earlier slug answers the post, carrying its current one). */
    getPost: (ref: number | string) => body<Post>({ method: 'GET', path: `/posts/${encodeURIComponent(ref)}` }),
    /** The post a preview link shows (no login). */
    getPreview: (token: string) => body<Post>({ method: 'GET', path: `/previas/${encodeURIComponent(token)}` }),
    // Posts, the staff's side (issue 31): every status, revisions, preview links.
    listStaffPosts: () => body<PostSummary[]>({ method: 'GET', path: '/admin/posts' }),
    /** The posts in the trash (Lixeira), the most recently deleted first. */
    listTrashedPosts: () => body<PostSummary[]>({ method: 'GET', path: '/admin/posts', query: { lixeira: '1' } }),
    restorePost: (id: number) => body<{ message: string }>({ method: 'POST', path: `/posts/${id}/restauracao` }),
    getStaffPost: (id: number) => body<Post>({ method: 'GET', path: `/admin/posts/${id}` }),
    unpublishPost: (id: number) =>
      body<{ message: string }>({ method: 'POST', path: `/admin/posts/${id}/despublicacao` }),
    listRevisions: (id: number) => body<PostRevisionSummary[]>({ method: 'GET', path: `/admin/posts/${id}/revisoes` }),
    getRevision: (id: number, revisionId: number) =>
      body<PostRevision>({ method: 'GET', path: `/admin/posts/${id}/revisoes/${revisionId}` }),
    restoreRevision: (id: number, revisionId: number) =>
      body<{ message: string }>({ method: 'POST', path: `/admin/posts/${id}/revisoes/${revisionId}/restauracao` }),
    createPreviewLink: (id: number) => body<PreviewLink>({ method: 'POST', path: `/admin/posts/${id}/previas` }),
    revokePreviewLinks: (id: number) =>
      body<{ message: string }>({ method: 'DELETE', path: `/admin/posts/${id}/previas` }),
    /** What the search box suggests for the text typed so far (its last word may be unfinished). */
    suggestPosts: (q: string) => body<PostSuggestions>({ method: 'GET', path: '/posts/sugestoes', query: { q } }),
    createPost: (parts: MultipartPart[], options?: RequestOptions) =>
      body<{ id: number }>({ method: 'POST', path: '/posts', multipart: parts }, options),
    updatePost: (parts: MultipartPart[], options?: RequestOptions) =>
      body<{ id: number }>({ method: 'PUT', path: '/posts', multipart: parts }, options),
    deletePost: (id: number) => body<{ message: string }>({ method: 'DELETE', path: `/posts/${id}` }),

    // Contacts
    /** consent_page: the page the form was sent from (the server stamps the policy version and time). */
    createContact: (contact: ContactInput & { website?: string; consent_page?: string }) =>
      body<{ id: number }>({ method: 'POST', path: '/contato', json: contact }),
    sendContact: (info: ContactInput) => call<unknown>({ method: 'POST', path: '/contato/send', json: { info } }),
    listContacts: () => body<ContactRecord[]>({ method: 'GET', path: '/contato' }),
    markContactsRead: (contacts: Array<{ id: number }>) =>
      body<{ updatedCount: number }>({ method: 'PUT', path: '/contato', json: contacts }),

    // Newsletter
    subscribe: (email: string, consentPage?: string) =>
      body<{ message: string }>({
        method: 'POST',
        path: '/assinantes-newsletter',
        json: { email, consent_page: consentPage },
      }),
    sendWelcome: (email: string) =>
      call<unknown>({ method: 'POST', path: '/assinantes-newsletter/send', json: { email } }),
    /** Double opt-in: the confirmation page's button. */
    confirmSubscription: (token: string) =>
      body<{ message: string }>({ method: 'POST', path: '/assinantes-newsletter/confirmar', json: { token } }),
    listSubscribers: () => body<Subscriber[]>({ method: 'GET', path: '/assinantes-newsletter' }),
    deleteSubscriber: (id: number) =>
      body<{ message: string }>({ method: 'DELETE', path: `/assinantes-newsletter/${id}` }),
    restoreSubscriber: (id: number) =>
      body<{ message: string }>({ method: 'POST', path: `/assinantes-newsletter/${id}/restauracao` }),
    /** Read-only: whether a cancellation link still works (404 `not_found` when used or unknown). */
    checkCancelToken: (token: string) =>
      body<{ email: string }>({ method: 'GET', path: '/assinantes-newsletter/cancelamento', query: { token } }),
    cancelSubscription: (token: string, motivo_cancelamento?: string) =>
      body<{ message: string }>({
        method: 'PUT',
        path: '/assinantes-newsletter',
        query: { token },
        json: { token, motivo_cancelamento },
      }),

    // Newsletter campaigns (Admin and Marketing) and suppressions (Admin)
    listCampaigns: () => body<Campaign[]>({ method: 'GET', path: '/campanhas-newsletter' }),
    getCampaign: (id: number) => body<Campaign>({ method: 'GET', path: `/campanhas-newsletter/${id}` }),
    createCampaign: (input: CampaignInput) =>
      body<{ id: number; message: string }>({ method: 'POST', path: '/campanhas-newsletter', json: input }),
    updateCampaign: (id: number, input: CampaignInput) =>
      body<{ message: string }>({ method: 'PUT', path: `/campanhas-newsletter/${id}`, json: input }),
    previewCampaign: (id: number) =>
      body<CampaignPreview>({ method: 'GET', path: `/campanhas-newsletter/${id}/previa` }),
    /** 'teste' | 'enviar' | 'pausar' | 'retomar' | 'cancelar' */
    campaignAction: (id: number, action: 'teste' | 'enviar' | 'pausar' | 'retomar' | 'cancelar') =>
      body<{ message: string }>({ method: 'POST', path: `/campanhas-newsletter/${id}/${action}`, json: {} }),
    scheduleCampaign: (id: number, scheduledAt: string) =>
      body<{ message: string }>({
        method: 'POST',
        path: `/campanhas-newsletter/${id}/agendar`,
        json: { scheduled_at: scheduledAt },
      }),
    liftSuppression: (id: number) =>
      body<{ message: string }>({ method: 'POST', path: `/assinantes-newsletter/${id}/remover-supressao` }),

    // LGPD: data-subject requests and staff exports (Admin)
    // Public: LGPD art. 18 requests from the site's /lgpd form (issue 27).
    sendSubjectRequest: (request: { name: string; email: string; kind: string; details: string }) =>
      body<{ message: string }>({ method: 'POST', path: '/titulares/solicitacoes', json: request }),
    confirmSubjectRequest: (token: string) =>
      body<{ message: string; protocol: string; deadline_at: string; kind: DsrRequestKind }>({
        method: 'POST',
        path: '/titulares/solicitacoes/confirmacao',
        json: { token },
      }),
    /** Issue 27: what is held about an address, without opening a request. */
    dsrLookup: (email: string) =>
      body<{ data: DsrSubjectData }>({ method: 'POST', path: '/lgpd/consulta', json: { email } }),
    dsrOverview: () => body<DsrOverview>({ method: 'GET', path: '/lgpd/solicitacoes' }),
    openDsrRequest: (email: string) =>
      body<DsrRequest>({ method: 'POST', path: '/lgpd/solicitacoes', json: { email } }),
    dsrData: (id: number) =>
      body<{ request: DsrRequest; data: DsrSubjectData }>({ method: 'GET', path: `/lgpd/solicitacoes/${id}/dados` }),
    dsrExport: (id: number, formato: 'json' | 'csv') =>
      body<ExportedFile>({ method: 'GET', path: `/lgpd/solicitacoes/${id}/exportacao`, query: { formato } }),
    dsrErase: (id: number, confirmacao: string) =>
      body<{ message: string; request: DsrRequest }>({
        method: 'POST',
        path: `/lgpd/solicitacoes/${id}/eliminacao`,
        json: { confirmacao },
      }),
    dsrClose: (id: number) =>
      body<{ message: string; request: DsrRequest }>({ method: 'POST', path: `/lgpd/solicitacoes/${id}/conclusao` }),
    recordExport: (tipo: 'contatos' | 'assinantes', linhas: number, filtrado: boolean) =>
      call<unknown>({ method: 'POST', path: '/exportacoes', json: { tipo, linhas, filtrado } }),

    // Analytics and config
    track: (type: AnalyticsEventType, path: string) =>
      call<unknown>({ method: 'POST', path: '/eventos', json: { type, path } }),
    eventsSummary: (dias = 30) => body<EventsSummary>({ method: 'GET', path: '/eventos/resumo', query: { dias } }),
    getConfig: () => body<PublicConfig>({ method: 'GET', path: '/config' }),
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
