import type { ApiEndpoints, Endpoint, EndpointResponse, NotJson, PathParams } from './api-contract';
import { isApiErrorCode } from './error-codes';
import {
  ApiError,
  type ApiErrorBody,
  type ApiRequest,
  type ApiTransport,
  type MultipartPart,
  type RequestOptions,
} from './api-transport';

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

/** What the method groups call: a contract endpoint with its parts, answering body and headers, or the body alone. */
export interface Calls {
  call<K extends Endpoint>(
    endpoint: K,
    parts: RequestParts<K>,
    options?: RequestOptions,
  ): Promise<{ body: ResponseBody<K>; headers: Record<string, string> }>;
  body<K extends Endpoint>(endpoint: K, parts: RequestParts<K>, options?: RequestOptions): Promise<ResponseBody<K>>;
}

function isErrorBody(body: unknown): body is Omit<ApiErrorBody, 'code'> & { code?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string';
}

/** The transport's calls, typed by the contract: `call` answers body and headers, `body` the body alone. */
export function contractCalls(transport: ApiTransport): Calls {
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

  return { call, body };
}
