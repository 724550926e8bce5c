import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '@vitrine/shared/messages';
import type { Config } from '../config';
import { AppError, payloadTooLarge } from './errors';

/**
 * How much of an unread body is read and thrown away before an early answer. Giving up on a
 * client that is still sending costs it the answer (it reads a reset instead), so the bounds
 * are about what a real client does: a pause of a few seconds on a phone or a busy uplink, a
 * 30 MB upload on a slow line or with a dozen others. A client that stalls on purpose holds
 * one connection no longer than Node's own request time-out would let it anyway.
 */
export const BODY_DRAIN = {
  /** Past this many bytes the connection is closed instead (Node's own adapter stops at the same). */
  maxBytes: 64 * 1024 * 1024,
  /** A client that sends nothing for this long is not waited for (1 s lost the 413 to pauses). */
  idleMs: 5_000,
  /** Nor is one that is still sending after this long (10 s lost it to parallel 30 MB uploads). */
  totalMs: 120_000,
} as const;

const incomingOf = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/**
 * Reads and discards the rest of a body, within BODY_DRAIN's bounds. Answers whether it all
 * arrived. A client still sending when the server closes gets a reset (EPIPE, ECONNRESET)
 * and often never reads the answer already sent: 1 in 20 `fetch` calls and 1 in 3 `curl`
 * calls with a 3 MB login, and every 30 MB post upload, lost their 413 that way.
 */
export async function drainBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  bounds: { maxBytes: number; idleMs: number; totalMs: number } = BODY_DRAIN,
): Promise<boolean> {
  const deadline = Date.now() + bounds.totalMs;
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  try {
    while (bytes <= bounds.maxBytes) {
      const wait = Math.min(bounds.idleMs, deadline - Date.now());
      if (wait <= 0) return false;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), wait);
      });
      const chunk = await Promise.race([reader.read(), timedOut]);
      clearTimeout(timer);
      if (chunk === 'timeout') return false;
      if (chunk.done) return true;
      bytes += chunk.value.byteLength;
    }
    return false;
  } catch {
    // The client went away: nothing left to read.
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An answer given before the request body was read (413, 415, 401 …) first reads and
 * discards the rest of the body (drainBody), so the client, done sending, reads the answer;
 * then it closes the connection: whatever was not drained would otherwise be taken for the
 * next request, or the socket is dropped after a "keep-alive" answer and a pooled client's
 * next request on it fails.
 */
export function drainUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = incomingOf(c);
    if (!incoming || incoming.complete) return;
    const body = c.req.raw.body;
    if (body && !body.locked) {
      const reader = body.getReader();
      const drained = await drainBody(reader);
      // A read still pending after a time-out keeps the lock; Node's adapter then drains.
      if (drained) reader.releaseLock();
    }
    c.res.headers.set('Connection', 'close');
  };
}

/**
 * Refuses a body over `maxBytes` with 413: by its Content-Length before reading it, or while
 * reading a chunked one. Unlike hono/body-limit it lets go of the body when it refuses, so
 * drainUnreadBody can read the rest away before the answer goes out.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) throw payloadTooLarge();
      return next();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        throw payloadTooLarge();
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * Writes from a browser carry Origin. One from another site is refused (403): without this,
 * any page could post contacts and subscriptions from its visitors' browsers and spread
 * them over their addresses, around every per-address limit. Allowed: the
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
