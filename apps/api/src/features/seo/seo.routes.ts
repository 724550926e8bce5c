import { Hono } from 'hono';
import { paths } from '@vitrine/shared/routes';
import type { AppDeps, AppEnv } from '../../deps';
import type { PublicPages } from '../../http/page-cache';
import { robotsTxt, rssXml, sitemapXml } from './seo.service';

/**
 * robots.txt, sitemap.xml and the blog's RSS, built once per public version of the posts from
 * the route table and the public posts, and kept as the other public pages are (page-cache.ts):
 * a shared cache keeps them no longer than PUBLIC_CACHE_SECONDS, nor past the next scheduled post.
 */
export function seoRoutes(deps: AppDeps, pages: PublicPages) {
  const app = new Hono<AppEnv>();
  const startedAt = deps.now();
  const url = deps.config.PUBLIC_URL;
  app.get('/robots.txt', (c) =>
    pages.serve(c, 'robots.txt', async () => ({
      status: 200,
      body: robotsTxt(url),
      type: 'text/plain; charset=utf-8',
      lastModified: startedAt,
    })),
  );
  app.get('/sitemap.xml', (c) =>
    pages.serve(c, 'sitemap.xml', async () => ({
      status: 200,
      body: await sitemapXml(deps.db, url, startedAt, deps.now()),
      type: 'application/xml; charset=utf-8',
    })),
  );
  app.get(paths.blogRss, (c) =>
    pages.serve(c, 'rss', async () => ({
      status: 200,
      body: await rssXml(deps.db, url, deps.now()),
      type: 'application/rss+xml; charset=utf-8',
    })),
  );
  return app;
}
