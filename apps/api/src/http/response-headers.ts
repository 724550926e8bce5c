import type { Context } from 'hono';

/**
 * Sets headers on the response a handler already returned, in place. Middleware that runs
 * after `next()` must not use `c.header()`: on a finished response Hono rebuilds it from
 * `res.body`, which turns @hono/node-server's lightweight response (a string or bytes written
 * straight to the socket) into a web stream read chunk by chunk — a quarter of the
 * throughput on every request (measured by `npm run bench`). Our responses' headers are
 * mutable (none comes from fetch() or Response.redirect()).
 */
export function setResponseHeaders(c: Context, headers: Record<string, string | undefined>): void {
  const target = c.res.headers;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) target.set(name, value);
}
