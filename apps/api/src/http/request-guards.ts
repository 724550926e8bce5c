import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@vitrine/shared/messages';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * An answer given before the request body was read (413, 415, 401 …) must close the
 * connection: the unread rest of the body would otherwise be taken for the next request,
 * or the socket is dropped after a "keep-alive" answer and a pooled client's next request
 * on it fails (issue 16, finding 2).
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete) c.res.headers.set('Connection', 'close');
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * Writes from a browser carry Origin. One from another site is refused (403): without this,
 * any page could post contacts and subscriptions from its visitors' browsers and spread
 * them over their addresses, around every per-address limit (finding 3). Allowed: the
 * site's own origin (PUBLIC_URL), CORS_ORIGINS, and a loopback page on the very host it
 * calls (npm start, the Vite dev server). No Origin: a non-browser client (the desktop
 * app's main process, curl), which cannot act for anyone else.
 */
export function sameSiteWrites(config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS'>): MiddlewareHandler {
  const allowed = new Set([new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS]);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method) && !allowed.has(origin)) {
      const host = c.req.header('host') ?? '';
      let sameLoopbackHost = false;
      try {
        const url = new URL(origin);
        sameLoopbackHost = url.host === host && LOOPBACK.test(url.host);
      } catch {
        // "null" (sandboxed frames, file:) or garbage: not an allowed origin.
      }
      if (!sameLoopbackHost) throw new AppError('origin_not_allowed', messages.http.originNotAllowed);
    }
    await next();
  };
}
