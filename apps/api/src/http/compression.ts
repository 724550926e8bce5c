import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compression saves less than the headers it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The best encoding the client accepts: brotli, then gzip; undefined for neither.
 * Honours q-values and `*` (RFC 9110 §12.5.3).
 */
export function pickEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    q.set(name.trim(), weight ? Number(weight[1]) : 1);
  }
  const weightOf = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
  best.sort((a, b) => weightOf(b) - weightOf(a));
  return best[0];
}

export function addVaryAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * On-the-fly compression of what the app builds per request (JSON, generated HTML, XML):
 * brotli at a fast level, else gzip (Node 20's CompressionStream, which Hono's compress uses,
 * has no brotli). Leaves alone responses that already carry Content-Encoding (the build's
 * precompressed assets, the posts cache), images and other non-text types, and bodies under
 * 1 kB. Bodies are buffered: everything compressible here is small and built in memory; files
 * are streamed by staticSite with their own precompressed copies.
 */
/** 206 too: a range of a body cannot be compressed on its own. */
const NO_BODY_STATUSES = new Set([204, 205, 206, 304]);

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // No `res.body` test here: reading it turns a lightweight response into a stream (see
    // http/response-headers.ts); the statuses without a body are known.
    if (c.req.method === 'HEAD' || NO_BODY_STATUSES.has(res.status) || res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type') ?? '';
    if (/^\s*image\//i.test(type) || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < COMPRESSION_THRESHOLD_BYTES) return;

    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) {
      // Nothing to do but say the answer depends on Accept-Encoding: the body is left unread,
      // so the server still writes it in one piece (http/response-headers.ts).
      addVaryAcceptEncoding(res.headers);
      return;
    }
    if (!res.body) return;
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length < COMPRESSION_THRESHOLD_BYTES) {
      c.res = new Response(bytes, res);
      addVaryAcceptEncoding(c.res.headers);
      return;
    }
    const body =
      encoding === 'br'
        ? await brotli(bytes, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          })
        : await gzipAsync(bytes, { level: 6 });
    // Hono copies the old response's headers onto a new one: adjust them after the swap.
    c.res = new Response(body, res);
    const headers = c.res.headers;
    addVaryAcceptEncoding(headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
