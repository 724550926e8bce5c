import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { BoundedMap } from './bounded-map';
import type { ReadCacheCounter } from '../lib/read-cache-counter';

/**
 * Public JSON reads answered from memory: the body is serialised once per content version,
 * compressed once per encoding (on first demand), and served with a strong ETag, so a repeat
 * read costs a map lookup and a socket write, and a revalidation a 304 with no body.
 */

/**
 * Browsers revalidate every read (max-age=0: a 304 without a body when nothing changed, so a
 * visitor sees a deleted or new post at once, as staff expect after saving). No
 * stale-while-revalidate here: Chromium applies it to its own cache too, and would show a
 * deleted post for up to that long. A CDN or shared cache may reuse an answer for 10 s
 * (s-maxage), and one that reads CDN-Cache-Control (RFC 9213; browsers ignore it) may serve it
 * for 50 s more while it revalidates in the background: at a traffic peak the origin is asked
 * about once per 10 s per address, and a change reaches everyone behind a CDN within a minute.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
export const PUBLIC_READ_CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=50';
export const PUBLIC_READ_SHARED_SECONDS = 10;

/** Entries kept per cache; searches are keyed too, so an unbounded map would let anyone fill memory. */
const MAX_ENTRIES = 500;
export type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  version: string;
  raw: Buffer;
  /** Strong validator of the identity body; each encoding's ETag adds a suffix (bodies differ, RFC 9110 §8.8.3). */
  tag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  headers: Record<string, string>;
}

export interface Built {
  json: unknown;
  /** Extra response headers (X-Total-Count). */
  headers?: Record<string, string>;
}

/** The encoding to send: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

export const etagFor = (tag: string, encoding: Encoding) =>
  encoding === 'identity' ? `"${tag}"` : `"${tag}-${encoding}"`;

/**
 * Compression of what the server makes (JSON, rendered pages, feeds), once per version and
 * encoding. A fast level: brotli 11 cost 21 ms of CPU on one search answer against 2.4 ms for
 * gzip, and a stream of uncached searches at 11 starved every other visitor. Brotli 5 is within
 * a few per cent of 11's size on these pages at a tenth of the time. Only the build's own files
 * (made once, before the server starts) are compressed at 11.
 */
export function compress(raw: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(raw, { level: 6 });
}

/** A strong validator of a body: the first 162 bits of its SHA-256. */
export const tagOf = (raw: Buffer): string => createHash('sha256').update(raw).digest('base64url').slice(0, 27);

/** True when an If-None-Match list names one of the entry's tags (any encoding: the content is the same). */
export function revalidates(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(',')) {
    const t = raw.trim().replace(/^W\//, '');
    if (t === '*' || t === `"${tag}"` || t === `"${tag}-br"` || t === `"${tag}-gzip"`) return true;
  }
  return false;
}

export class ResponseCache {
  readonly #entries: BoundedMap<string, Entry>;
  readonly #count: ReadCacheCounter;

  constructor(maxEntries = MAX_ENTRIES, count: ReadCacheCounter = () => {}) {
    this.#entries = new BoundedMap(maxEntries);
    this.#count = count;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Answers `key` from the cache when its entry was built at `version`, else builds it (errors
   * propagate and nothing is kept: a 404 is never cached).
   */
  async serve(
    c: Context,
    key: string,
    version: string,
    build: () => Promise<Built>,
    /** Less than PUBLIC_READ_SHARED_SECONDS when the content changes sooner (a scheduled post). */
    sharedSeconds = PUBLIC_READ_SHARED_SECONDS,
  ): Promise<Response> {
    let entry = this.#entries.get(key);
    this.#count('bodies', entry?.version === version ? 'hit' : 'miss');
    if (!entry || entry.version !== version) {
      const built = await build();
      const raw = Buffer.from(JSON.stringify(built.json));
      entry = {
        version,
        raw,
        tag: tagOf(raw),
        encoded: {},
        headers: built.headers ?? {},
      };
      this.#entries.set(key, entry);
    }

    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const headers: Record<string, string> = {
      ...entry.headers,
      ETag: etagFor(entry.tag, encoding),
      ...(sharedSeconds >= PUBLIC_READ_SHARED_SECONDS
        ? { 'Cache-Control': PUBLIC_READ_CACHE_CONTROL, 'CDN-Cache-Control': PUBLIC_READ_CDN_CACHE_CONTROL }
        : {
            'Cache-Control': `public, max-age=0, s-maxage=${sharedSeconds}`,
            'CDN-Cache-Control': `max-age=${sharedSeconds}`,
          }),
      Vary: 'Accept-Encoding',
    };
    if (revalidates(c.req.header('if-none-match'), entry.tag)) return c.body(null, 304, headers);

    let body = entry.raw;
    if (encoding !== 'identity') {
      body = entry.encoded[encoding] ??= compress(entry.raw, encoding);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Type'] = 'application/json; charset=UTF-8';
    headers['Content-Length'] = String(body.byteLength);
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    const response = c.body(bytes, 200, headers);
    c.set('replayBody', { response, bytes });
    return response;
  }

  clear(): void {
    this.#entries.clear();
  }
}
