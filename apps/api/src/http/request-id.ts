import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy may hand us: short and printable, so it cannot forge log lines or headers. */
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served, for log lines and 5xx bodies; undefined outside one. */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/**
 * Gives every request an id, answered as X-Request-Id and carried by every log line written
 * while serving it (the logger reads it from here), so a visitor's screenshot of an error leads
 * to the log line. Behind a trusted proxy (TRUST_PROXY=true) the proxy's own X-Request-Id is
 * kept, so its access log and ours share the id; otherwise a client could pick ids that
 * collide with others', and a fresh one is made.
 */
export function requestIds(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const offered = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId = offered && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
    await requestScope.run({ requestId }, next);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  };
}
