import { type ApiErrorCode } from './error-codes';

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

export function buildQuery(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

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
