import type { MiddlewareHandler } from 'hono';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv } from '../../deps';
import { apiRouter } from '../../http/api-router';
import { idParam } from '../../http/request';
import { auditAction } from '../audit/audit-action';
import { requireStaff } from '../auth/auth.middleware';
import * as redirects from './redirects.service';

const settingsOf = (deps: AppDeps): redirects.RedirectSettings => ({
  publicUrl: deps.config.PUBLIC_URL,
  allowedHosts: deps.config.REDIRECT_ALLOWED_HOSTS,
});

/** The "Redirecionamentos" screen: every staff member sees them all and changes their own (Admins any). */
export function redirectsRoutes(deps: AppDeps) {
  const app = apiRouter();
  const staff = requireStaff(deps);
  const base = '/redirecionamentos';
  const target = (id: number) => ({ target: { type: 'redirect', id } });

  app.get(base, staff, async (c) => c.json(await redirects.listRedirects(deps.db, c.get('user'))));

  app.post(base, staff, async (c, { json: input }) => {
    const id = await redirects.createRedirect(deps.db, input, c.get('user'), settingsOf(deps), deps.now());
    await auditAction(deps, c, 'redirect.create', target(id));
    return c.json({ id, message: messages.redirects.saved }, 201);
  });

  app.put(`${base}/:id`, staff, async (c, { json: input }) => {
    const id = idParam(c);
    await redirects.updateRedirect(deps.db, id, input, c.get('user'), settingsOf(deps), deps.now());
    await auditAction(deps, c, 'redirect.update', target(id));
    return c.json({ message: messages.redirects.saved });
  });

  app.delete(`${base}/:id`, staff, async (c) => {
    const id = idParam(c);
    await redirects.deleteRedirect(deps.db, id, c.get('user'));
    await auditAction(deps, c, 'redirect.delete', target(id));
    return c.json({ message: messages.redirects.deleted });
  });

  return app.routes;
}

/**
 * Answers old addresses with 301 before the site looks for a page: reads only (GET, HEAD),
 * never /api. The hit is counted after the answer is decided; a failure to count is logged
 * and the visitor still goes where the redirect says.
 */
export function servedRedirects(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const lookup = redirects.redirectLookup(deps.db);
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.path.startsWith('/api/')) return next();
    const raw = c.req.url;
    const search = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
    // An old address is a convenience: while the database does not answer, the page asked for is
    // still served where it needs none (the prerendered pages), instead of a 503 for every visitor.
    const found = await lookup.find(c.req.path, search).catch((error: unknown) => {
      c.var.logger?.error('redirect.lookup.failed', { error: String(error) });
      return undefined;
    });
    if (!found) return next();
    await lookup.recordHit(found.id, deps.now()).catch((error: unknown) => {
      c.var.logger?.error('redirect.hit.failed', { error: String(error) });
    });
    c.header('Cache-Control', 'public, max-age=3600');
    return c.redirect(found.to, 301);
  };
}
