import { Hono } from 'hono';
import { paths } from '@vitrine/shared/routes';
import type { AppDeps, AppEnv } from '../../deps';
import { cacheSecondsUntil, type PublicContentVersion } from '../posts/public-version';
import { robotsTxt, rssXml, sitemapXml } from './seo.service';

/** How long anyone may keep robots.txt, and the sitemap and feed while no scheduled post is due sooner. */
const SEO_CACHE_SECONDS = 300;

/**
 * robots.txt, sitemap.xml and the blog's RSS, built per request from the route table and the
 * public posts. The sitemap and the feed are cached by others no longer than until the next
 * scheduled post goes public (`version`).
 */
export function seoRoutes(deps: AppDeps, version: PublicContentVersion) {
  const app = new Hono<AppEnv>();
  const startedAt = deps.now();
  const cache = `public, max-age=${SEO_CACHE_SECONDS}`;
  const postsCache = async () => {
    await version.read();
    return `public, max-age=${cacheSecondsUntil(version.nextPublishAt(), deps.now(), SEO_CACHE_SECONDS)}`;
  };
  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(deps.config.PUBLIC_URL), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': cache,
    }),
  );
  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(deps.db, deps.config.PUBLIC_URL, startedAt, deps.now()), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': await postsCache(),
    }),
  );
  app.get(paths.blogRss, async (c) =>
    c.body(await rssXml(deps.db, deps.config.PUBLIC_URL, deps.now()), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': await postsCache(),
    }),
  );
  return app;
}
