import { extname, resolve, sep } from 'node:path';

/** The renderer's own origin: a custom, privileged scheme serving the packaged files only. */
export const APP_SCHEME = 'app';
const APP_HOST = 'vitrine';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Strict CSP for the renderer. style-src needs 'unsafe-inline' because Fluent UI (Griffel)
 * and CKEditor insert style elements at run time; scripts stay 'self' only. The page never
 * talks to the network itself (every API call goes over IPC), so connect-src is 'self'.
 */
export const RENDERER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The same policy for the page's <meta> tag, where browsers ignore (and warn about) frame-ancestors. */
export const RENDERER_META_CSP = RENDERER_CSP.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');

function parse(url: unknown): URL | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * IPC senders must be a frame showing the app's own files. Node's URL gives custom schemes
 * an opaque ('null') origin, so scheme and host are compared instead.
 */
export function isAppUrl(url: unknown): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

/** Links the OS browser may open: http(s) only, no embedded credentials, sane length. */
export function isSafeExternalUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 2048) return false;
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  return Boolean(parsed.hostname) && !parsed.username && !parsed.password;
}

/** The only permission the admin screens use; anything else (camera, location…) is refused. */
export function isAllowedPermission(permission: string, pageUrl: string | undefined): boolean {
  return permission === 'clipboard-sanitized-write' && isAppUrl(pageUrl);
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
};

export function mimeFor(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps app://vitrine/<path> to a file inside the renderer folder, or null. Decoding happens
 * before the containment check so '%2e%2e/' cannot climb out of the folder.
 */
export function resolveAppAsset(rendererRoot: string, requestUrl: string): string | null {
  const parsed = parse(requestUrl);
  if (!parsed || !isAppUrl(requestUrl)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = resolve(rendererRoot);
  const file = resolve(root, relative);
  return file.startsWith(root + sep) ? file : null;
}

/**
 * Post images are public server resources that the admin screens reference by relative URL
 * (/api/posts/3/images/1). Only this exact shape is fetched from the server for the page.
 */
export function proxiedImagePath(requestUrl: string): string | null {
  const parsed = parse(requestUrl);
  if (!parsed || !isAppUrl(requestUrl) || parsed.search) return null;
  return /^\/api\/posts\/\d+\/images\/[A-Za-z0-9_-]+$/.test(parsed.pathname) ? parsed.pathname : null;
}
