import { Hono, type Context, type ErrorHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { LIMITS } from '@vitrine/shared/constants';
import type { AppDeps, AppEnv, Metrics } from './deps';
import {
  AppError,
  badRequest,
  internalError,
  notFound,
  payloadTooLarge,
  unavailableError,
  unavailableReason,
} from './http/errors';
import { databaseGuard } from './http/database-guard';
import { drainUnreadBody, limitBody, sameSiteWrites } from './http/request-guards';
import { compression } from './http/compression';
import { securityHeaders } from './http/security-headers';
import { setResponseHeaders } from './http/response-headers';
import { staticSite } from './http/static-site';
import { publicPages } from './http/page-cache';
import { authRoutes } from './features/auth/auth.routes';
import { usersRoutes } from './features/users/users.routes';
import { siteConfigRoutes } from './features/site-config/site-config.routes';
import { synonymsRoutes } from './features/search/synonyms.routes';
import { postReadCaches, postsRoutes } from './features/posts/posts.routes';
import { blogPages } from './features/posts/post-page';
import { cacheSecondsUntil } from './features/posts/public-version';
import { createImageVariantQueue } from './features/posts/image-backfill';
import { seoRoutes } from './features/seo/seo.routes';
import { contactsRoutes } from './features/contacts/contacts.routes';
import { newsletterRoutes, oneClickUnsubscribeRoutes } from './features/newsletter/newsletter.routes';
import { VITRINE_VERSION } from '@vitrine/shared/version';
import { POST_LIST_HEADERS } from '@vitrine/shared/schemas';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes';
import { campaignsRoutes } from './features/campaigns/campaigns.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { lgpdRoutes } from './features/lgpd/lgpd.routes';
import { subjectRequestRoutes } from './features/lgpd/subject-requests.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { healthRoutes } from './features/ops/health.routes';
import { createMetrics } from './features/ops/metrics';
import { metricsRoutes } from './features/ops/metrics.routes';
import { mailQueueRoutes } from './features/ops/mail-queue.routes';
import { redirectsRoutes, servedRedirects } from './features/redirects/redirects.routes';
import { wordpressRoutes } from './features/wordpress/wordpress.routes';
import { backupStatusRoutes } from './features/ops/backup-status.routes';
import { REQUEST_ID_HEADER, requestIdFrom, requestIds } from './http/request-id';
import { withFields, type Logger } from './lib/logger';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';

/** Probes and scrapes: answered first, and not written to the request log every few seconds. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The log event of each 503 condition. */
const UNAVAILABLE_EVENTS = {
  busy: 'database.busy',
  storage_full: 'storage.full',
  database_unreachable: 'database.unreachable',
} as const;

/** Routes whose bodies carry images; every other call is JSON and small. */
const LARGE_BODY_ROUTES = new Set(['/api/posts']);

/** A WordPress export and its uploads .zip come in one form (features/wordpress). */
const IMPORT_BODY_BYTES = 512 * 1024 * 1024;

export interface CreateAppOptions {
  /** apps/web's build folder; omitted in API-only tests. */
  webDist?: string;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  const metrics = deps.metrics ?? createMetrics(deps.db);
  deps.imageVariants ??= createImageVariantQueue(deps.db, deps.logger);

  app.onError(errorHandler(deps, metrics));

  // Public post reads answered again as they were, before every other middleware (a cached
  // read through the whole stack ran at a tenth of the bare route: http/replay-cache.ts). What
  // the middlewares after it would have done for the operator, the observer does: the answer's
  // request id, its metrics and its access-log line.
  const logRequests = deps.logger.level === 'info';
  const postCaches = postReadCaches(deps, metrics.readCache, (request, { status, route, started }) => {
    const requestId = requestIdFrom(request.header, deps.config.TRUST_PROXY);
    metrics.observe('GET', route, status, started);
    if (logRequests) {
      const path = new URL(request.url).pathname;
      logRequest(withFields(deps.logger, { requestId }), { method: 'GET', path }, status, started);
    }
    return { [REQUEST_ID_HEADER]: requestId };
  });
  // Keeps the answers; createApp's last step puts the replay of them in front of the framework.
  // Everywhere: the public pages are replayed as the post reads are.
  app.use('*', postCaches.replay.middleware());

  app.use('*', requestIds(deps.config.TRUST_PROXY, deps.logger));
  app.use('*', metrics.middleware());
  app.route('/', healthRoutes(deps));
  app.route('/', metricsRoutes(deps, metrics));
  // The access log; at a quieter level it is left out of the stack altogether.
  if (logRequests)
    app.use('*', async (c, next) => {
      if (PROBE_PATHS.has(c.req.path)) return next();
      const started = performance.now();
      await next();
      logRequest(c.var.logger, c.req, c.res.status, started);
    });
  app.use(
    '*',
    securityHeaders({ platformOrigin: deps.config.PLATFORM_ORIGIN, hsts: deps.config.PUBLIC_URL.startsWith('https:') }),
  );
  app.use('*', drainUnreadBody());
  app.use('*', compression());
  guardApi(app, deps);

  app.route('/api', apiRoutes(deps, postCaches));

  const pages = publicPages(
    {
      read: () => postCaches.version.read(),
      sharedSeconds: () =>
        cacheSecondsUntil(postCaches.version.nextPublishAt(), deps.now(), deps.config.PUBLIC_CACHE_SECONDS),
      maxSharedSeconds: deps.config.PUBLIC_CACHE_SECONDS,
    },
    deps.config.PAGE_CACHE_ENTRIES,
  );
  app.route('/', seoRoutes(deps, pages));

  app.all('/api/*', (c) => c.json(notFound().body, 404));
  app.all('/api', (c) => c.json(notFound().body, 404));

  // The cancellation page's URL also takes the RFC 8058 one-click POST (GET stays the page).
  app.route('/', oneClickUnsubscribeRoutes(deps));

  // Old addresses (a WordPress site's permalinks, or ones staff added) answer 301 before the site looks for a page.
  app.use('*', servedRedirects(deps));

  if (options.webDist) {
    const blog = blogPages(deps, options.webDist, postCaches.version);
    app.use(
      '*',
      staticSite(options.webDist, {
        publicUrl: deps.config.PUBLIC_URL,
        pages,
        renderPost: (ref) => blog.post(ref),
        renderBlog: () => blog.list(),
        renderTag: (tagSlug) => blog.tag(tagSlug),
        renderPreview: (token) => blog.preview(token),
      }),
    );
  }
  app.notFound((c) => c.text('Not found', 404));
  const framework = app.fetch;
  postCaches.replay.inFrontOf(app);
  // A process a newer release has left behind replays nothing: every call goes down the stack,
  // where databaseGuard answers 503 (one property read per request while all is well).
  const watch = deps.databaseWatch;
  if (watch) {
    const replaying = app.fetch;
    app.fetch = (request, env, ctx) =>
      watch.state() === 'newer_release' ? framework(request, env, ctx) : replaying(request, env, ctx);
  }
  return app;
}

export type App = ReturnType<typeof createApp>;

/** Every failure as `{ message, code, errors? }`; a database that cannot answer as a 503 with its reason. */
function errorHandler(deps: AppDeps, metrics: Metrics): ErrorHandler<AppEnv> {
  return (error, c) => {
    // Carries the request's id; the app's own logger if the error came before the id was given.
    const logger = (c.get('logger') as Logger | undefined) ?? deps.logger;
    const reason = unavailableReason(error);
    if (reason) {
      metrics.unavailable(reason);
      // The operator's side of a 503: which condition, on which request.
      logger.error(UNAVAILABLE_EVENTS[reason], {
        method: c.req.method,
        path: c.req.path,
        error: error instanceof Error ? error.message : String(error),
      });
      error = unavailableError(reason);
    }
    if (error instanceof AppError)
      return c.json(withRequestId(c, error.body, error.status), error.status, error.headers);
    if (error instanceof HTTPException) {
      const status = error.status;
      const body = status === 413 ? payloadTooLarge().body : status === 400 ? badRequest().body : internalError().body;
      return c.json(withRequestId(c, body, status), status);
    }
    logger.error('request.failed', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(withRequestId(c, internalError().body, 500), 500);
  };
}

/** What every call under /api passes before its route: CORS, same-site writes, the database guard, body limits, no-store. */
function guardApi(app: Hono<AppEnv>, deps: AppDeps) {
  if (deps.config.CORS_ORIGINS.length > 0) {
    app.use('/api/*', cors({ origin: deps.config.CORS_ORIGINS, exposeHeaders: Object.keys(POST_LIST_HEADERS) }));
  }
  app.use('/api/*', sameSiteWrites(deps.config));
  app.use('/api/*', databaseGuard(deps.databaseWatch));
  // Built once; a read has no body to limit (and asking Hono for it would build a full web
  // Request on every GET, a third of a cached read's cost).
  const largeBodyLimit = limitBody(LIMITS.postBodyBytes);
  const jsonBodyLimit = limitBody(LIMITS.jsonBodyBytes);
  const importBodyLimit = limitBody(IMPORT_BODY_BYTES);
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path === '/api/importacoes-wordpress') return importBodyLimit(c, next);
    return (LARGE_BODY_ROUTES.has(c.req.path) ? largeBodyLimit : jsonBodyLimit)(c, next);
  });
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setResponseHeaders(c, { 'Cache-Control': 'no-store' });
  });
}

/** The JSON API's routes, mounted under /api. */
function apiRoutes(deps: AppDeps, postCaches: ReturnType<typeof postReadCaches>) {
  const api = new Hono<AppEnv>();
  api.route('/', authRoutes(deps));
  api.route('/', usersRoutes(deps));
  api.route('/', siteConfigRoutes(deps));
  api.route('/', postsRoutes(deps, postCaches));
  api.route('/', contactsRoutes(deps));
  api.route('/', newsletterRoutes(deps));
  api.route('/', campaignsRoutes(deps));
  api.route('/', analyticsRoutes(deps));
  api.route('/', subjectRequestRoutes(deps));
  api.route('/', lgpdRoutes(deps));
  api.route('/', auditRoutes(deps));
  api.route('/', mailQueueRoutes(deps));
  api.route('/', redirectsRoutes(deps));
  api.route('/', wordpressRoutes(deps, postCaches.version));
  api.route('/', backupStatusRoutes(deps));
  api.route('/', synonymsRoutes(deps));
  api.route('/', webhooksRoutes(deps));
  api.route('/', apiDocsRoutes(VITRINE_VERSION));
  return api;
}

/** One access-log line; `started` from performance.now(). */
function logRequest(logger: Logger, request: { method: string; path: string }, status: number, started: number) {
  logger.info('request', {
    method: request.method,
    path: request.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
}

/**
 * A 5xx body also carries the request's id (the X-Request-Id header), so the screenshot of an
 * error a visitor sends leads to the log line of that request.
 */
function withRequestId<T extends object>(c: Context<AppEnv>, body: T, status: number): T | (T & { requestId: string }) {
  const requestId = c.get('requestId');
  return status >= 500 && requestId ? { ...body, requestId } : body;
}
