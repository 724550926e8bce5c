import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves apps/web's build: files as they are, hashed assets (Vite's /assets/) cached
 * for a year as immutable, and index.html for every other path so the SPA router decides.
 */
export function staticSite(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');

  const send = (c: Context, file: string, size: number, mtime: Date, cache: string) => {
    const etag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': cache });
    const headers = {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': cache,
      ETag: etag,
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const stream = Readable.toWeb(createReadStream(file)) as ReadableStream;
    return c.body(stream, 200, headers);
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      decoded = '/';
    }
    const candidate = normalize(join(root, decoded));
    if (candidate.startsWith(root + sep) && existsSync(candidate)) {
      const stat = statSync(candidate);
      if (stat.isFile()) {
        const immutable = decoded.startsWith('/assets/');
        const cache = immutable
          ? 'public, max-age=31536000, immutable'
          : candidate.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        return send(c, candidate, stat.size, stat.mtime, cache);
      }
    }
    // A missing hashed asset is a real 404, not the SPA page.
    if (decoded.startsWith('/assets/') || !existsSync(indexPath)) return next();
    const stat = statSync(indexPath);
    return send(c, indexPath, stat.size, stat.mtime, 'no-cache');
  };
}
