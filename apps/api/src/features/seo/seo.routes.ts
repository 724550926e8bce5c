import { Hono } from 'hono';
import { paths } from '@vitrine/shared/routes';
import type { AppDeps, AppEnv } from '../../deps';
import { robotsTxt, rssXml, sitemapXml } from './seo.service';

/** robots.txt, sitemap.xml and the blog's RSS, built per request from the route table and the posts. */
export function seoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const startedAt = deps.now();
  const cache = 'public, max-age=300';
  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(deps.config.PUBLIC_URL), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': cache,
    }),
  );
  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(deps.db, deps.config.PUBLIC_URL, startedAt), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': cache,
    }),
  );
  app.get(paths.blogRss, async (c) =>
    c.body(await rssXml(deps.db, deps.config.PUBLIC_URL), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': cache,
    }),
  );
  return app;
}
