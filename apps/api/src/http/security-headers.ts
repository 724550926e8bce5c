import type { MiddlewareHandler } from 'hono';
import { paths } from '@vitrine/shared/routes';
import { setResponseHeaders } from './response-headers';

/**
 * docs/ARCHITECTURE.md §7: a strict CSP and no framing anywhere, except the onboarding guide, which
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
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Strict-Transport-Security': options.hsts ? 'max-age=31536000; includeSubDomains' : undefined,
  };
  const denied = { ...common, 'Content-Security-Policy': deny, 'X-Frame-Options': 'DENY' };
  const framed = { ...common, 'Content-Security-Policy': platformOnly };
  return async (c, next) => {
    await next();
    const framedByPlatform = c.req.path === paths.onboarding || c.req.path === `${paths.onboarding}/`;
    setResponseHeaders(c, framedByPlatform ? framed : denied);
  };
}
