import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { withFields, type Logger } from '../lib/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** The same name in lower case, as Node and the Headers API list it. */
export const REQUEST_ID_HEADER_NAME = REQUEST_ID_HEADER.toLowerCase();

/** What a proxy may hand us: short and printable, so it cannot forge log lines or headers. */
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Gives every request an id, answered as X-Request-Id, and a logger (`c.var.logger`) whose every
 * line carries it, so a visitor's screenshot of an error leads to the log line. Behind a trusted
 * proxy (TRUST_PROXY=true) the proxy's own X-Request-Id is kept, so its access log and ours share
 * the id; otherwise a client could pick ids that collide with others', and a fresh one is made.
 *
 * The logger travels with the request's context rather than in an AsyncLocalStorage: on Node 20
 * that turns on promise hooks for the whole process, which doubled the cost of a cached read.
 */
export function requestIds(trustProxy: boolean, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom((name) => c.req.header(name), trustProxy);
    c.set('requestId', requestId);
    c.set('logger', withFields(logger, { requestId }));
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  };
}

/**
 * The id a proxy offered (its X-Request-Id) when it is trusted and well formed, else a fresh one.
 * `header` reads a request header by its lower-case name; it is asked only behind a trusted proxy.
 */
export function requestIdFrom(header: (name: string) => string | undefined, trustProxy: boolean): string {
  const offered = trustProxy ? header(REQUEST_ID_HEADER_NAME) : undefined;
  return offered && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
}
