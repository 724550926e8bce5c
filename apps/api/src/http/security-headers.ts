import type { MiddlewareHandler } from 'hono';
import { paths } from '@vitrine/shared/routes';

/**
 * DESIGN §7: a strict CSP and no framing anywhere, except the onboarding guide, which
 * only the partner platform's origin may frame. Styles allow 'unsafe-inline' because
 * Fluent UI (Griffel) and CKEditor inject style elements at run time.
 */
export function securityHeaders(options: { platformOrigin: string; hsts: boolean }): MiddlewareHandler {
  const base = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  const deny = `${base}; frame-ancestors 'none'`;
  const platformOnly = `${base}; frame-ancestors ${options.platformOrigin}`;
  return async (c, next) => {
    await next();
    const framedByPlatform = c.req.path === paths.onboarding || c.req.path === `${paths.onboarding}/`;
    c.header('Content-Security-Policy', framedByPlatform ? platformOnly : deny);
    if (!framedByPlatform) c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (options.hsts) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
