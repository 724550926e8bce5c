import { Hono, type Context, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { EndpointPath, EndpointResponse, HttpMethod, NotJson, ApiEndpoints } from '@vitrine/shared/api-contract';
import { endpointInputs, type EndpointInput, type EndpointInputSchemas } from '@vitrine/shared/api-inputs';
import type { AppEnv } from './app-env';
import { parseValid, readJson } from './request';

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
  input: EndpointInput<K>,
) => Answer<K> | Promise<Answer<K>>;

/** Middleware first (auth, limits), the handler last, as Hono's own `app.get(path, …)`. */
type Handlers<M extends HttpMethod, P extends string> = [
  ...MiddlewareHandler<AppEnv>[],
  RouteHandler<`${M} ${P}` & keyof ApiEndpoints, P>,
];

/**
 * Reads what the endpoint's schemas say it reads, after its middleware (auth, limits) has run:
 * the query, then the JSON body, each validated (422 with field messages, 415 for a body that is
 * not JSON). A multipart form is left to the route, which streams it.
 */
async function readInput(c: Context, schemas: EndpointInputSchemas): Promise<EndpointInput<never>> {
  const query = schemas.query ? parseValid(schemas.query, c.req.query()) : undefined;
  if (!schemas.json) return { query, json: undefined, body: undefined } as EndpointInput<never>;
  const body = await readJson(c, { acceptText: schemas.textBody === true });
  return { query, json: parseValid(schemas.json, body), body } as EndpointInput<never>;
}

/**
 * The routes under /api, registered against the shared contract (packages/shared/src/api-contract.ts
 * and api-inputs.ts): a path that is not in the contract, a handler reading an input field its
 * schema does not have, or JSON lacking a field the contract's response has, does not compile.
 * Each handler is given its validated input. Mount `router.routes` as any Hono sub-app.
 */
export function apiRouter() {
  const routes = new Hono<AppEnv>();
  const method =
    <M extends HttpMethod>(name: M) =>
    <P extends EndpointPath<M>>(path: P, ...handlers: Handlers<M, P>) => {
      const schemas: EndpointInputSchemas = endpointInputs[`${name} ${path}` as keyof typeof endpointInputs];
      const middleware = handlers.slice(0, -1) as MiddlewareHandler<AppEnv>[];
      const handler = handlers[handlers.length - 1] as (
        c: Context<AppEnv>,
        input: unknown,
      ) => Response | Promise<Response>;
      routes.on([name], [path], ...middleware, async (c) => handler(c, await readInput(c, schemas)));
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

/** A router apiRouter() made, for route files that register their endpoints on a feature's router. */
export type ApiRouter = ReturnType<typeof apiRouter>;
