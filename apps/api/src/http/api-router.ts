import { Hono, type Context, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { EndpointPath, EndpointResponse, HttpMethod, NotJson, ApiEndpoints } from '@vitrine/shared/api-contract';
import type { AppEnv } from '../deps';

/**
 * What a handler of `key` may answer: `c.json(…)` of the contract's response (extra fields are
 * allowed, a missing or renamed one is not), or for a NotJson endpoint (204, image bytes) any Response.
 * Failures are thrown (AppError → onError); only an endpoint whose contract names an `error`
 * body may answer one itself, with a 4xx/5xx status. (Hono types a body it cannot serialise, a
 * function or a bigint inside, as `never`, which any contract accepts: keep responses plain data.)
 */
type Answer<K extends keyof ApiEndpoints> =
  EndpointResponse<K> extends NotJson
    ? Response
    : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any status: c.json(x) types its status as every code
      TypedResponse<EndpointResponse<K>, any, 'json'> | ErrorAnswer<ApiEndpoints[K]>;

type ErrorAnswer<E> = E extends { error: infer Body }
  ? TypedResponse<Body, ClientErrorStatusCode | ServerErrorStatusCode, 'json'>
  : never;

type RouteHandler<K extends keyof ApiEndpoints, P extends string> = (
  c: Context<AppEnv, P>,
) => Answer<K> | Promise<Answer<K>>;

/** Middleware first (auth, limits), the handler last, as Hono's own `app.get(path, …)`. */
type Handlers<M extends HttpMethod, P extends string> = [
  ...MiddlewareHandler<AppEnv>[],
  RouteHandler<`${M} ${P}` & keyof ApiEndpoints, P>,
];

/**
 * The routes under /api, registered against the shared contract (packages/shared/src/api-contract.ts):
 * a path that is not in the contract, or a handler whose JSON lacks a field the contract's
 * response has, does not compile. Mount `router.routes` as any Hono sub-app.
 */
export function apiRouter() {
  const routes = new Hono<AppEnv>();
  const method =
    <M extends HttpMethod>(name: M) =>
    <P extends EndpointPath<M>>(path: P, ...handlers: Handlers<M, P>) => {
      routes.on([name], [path], ...(handlers as MiddlewareHandler<AppEnv>[]));
    };
  return {
    routes,
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    delete: method('DELETE'),
    /** Middleware for a group of paths ('/lgpd/*'): not an endpoint, so not in the contract. */
    use: (path: string, ...middleware: MiddlewareHandler<AppEnv>[]) => {
      routes.use(path, ...middleware);
    },
  };
}
